import { ShopSearch } from '../../features/shop/shop-search.ts';
import { isServerRendered } from './server-rendered-pages.ts';

// The query parameters each server-rendered page reads; any other changes nothing on the page.
const PARAMS: Record<string, () => readonly string[]> = {
  '/shop': () => Object.keys(ShopSearch().shape),
  '/journal': () => ['category', 'offset'],
  '/search': () => ['q'],
};
const knownParams = (pathname: string): readonly string[] => PARAMS[pathname]?.() ?? [];

/**
 * The page a URL (path and query) names, as one string: its path and only the parameters the
 * page reads, sorted. Equal pages get equal keys, so the gateway keeps one render of each, and
 * a flood of made-up parameters adds nothing to keep. Undefined for a page not rendered on the
 * server.
 */
export function pageKeyOf(url: string): string | undefined {
  const { pathname, searchParams } = new URL(url, 'http://page');
  if (!isServerRendered(pathname)) return undefined;
  const known = new Set(knownParams(pathname));
  const kept = new URLSearchParams([...searchParams].filter(([name]) => known.has(name)));
  kept.sort();
  const query = kept.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}
