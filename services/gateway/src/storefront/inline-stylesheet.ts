import { createHash } from 'node:crypto';
import type { StorefrontFile } from './storefront-files.ts';

// The build's one stylesheet, linked from the shell as Vite writes it.
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/;

export interface InlinedShell {
  html: string;
  /** The policy's source for the inlined sheet, its hash (`'sha256-…'`); none when nothing was inlined. */
  styleHash?: string;
}

/**
 * The shell with its stylesheet in a `<style>` element instead of a link: a page's first paint
 * then waits for the page alone, not for a second request (a round trip on a phone's network;
 * the sheet is about 9 KiB brotli). The policy allows that sheet by its hash and no other
 * inline style. A shell without the link, or a sheet that could close the element, is left as it is.
 */
export function inlineStylesheet(shell: string, files: ReadonlyMap<string, StorefrontFile>): InlinedShell {
  const link = STYLESHEET_LINK.exec(shell);
  const sheet = link?.[1] ? files.get(link[1]) : undefined;
  if (!link || !sheet) return { html: shell };
  const css = sheet.body.toString('utf8');
  if (/<\/style/i.test(css)) return { html: shell };
  return {
    html: shell.replace(link[0], () => `<style>${css}</style>`),
    styleHash: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  };
}
