import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';

type HrefLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** An in-app address with an optional query, e.g. '/shop?type=red'. */
  href: string;
};

/**
 * A router link to an address kept as data (shortcuts, quick actions). The router builds the
 * location from `href`, query included; `to="."` only satisfies the typed API, which wants a
 * route path, and is replaced by the href when the link is built. It counts as the current
 * page only on an exact match, so '/shop' is not "current" on '/shop?type=red'.
 */
export function HrefLink({ href, ...rest }: HrefLinkProps) {
  return <Link to="." href={href} activeOptions={{ exact: true, includeSearch: true }} {...rest} />;
}
