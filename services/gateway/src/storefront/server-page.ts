import type { RenderedPage } from './page-renderer.ts';

/** The id the storefront reads the query cache from (storefront/src/lib/ssr/ssr-state.ts). */
const STATE_ID = 'ssr-state';
const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';
// React writes what a page hoists to the head (the first wine images' preloads, a page's own
// <title>, description and Open Graph tags) ahead of its markup; they belong in the head, where
// preloads start the images at once and crawlers read the tags, and the app does not expect them
// inside #root when it adopts the markup.
const LEADING_HEAD = /^(?:<title>[^<]*<\/title>|<(?:link|meta) [^>]*>)+/;
// A page's own title and description replace the shell's.
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_DESCRIPTION = /<meta name="description" [^>]*>/;

/**
 * The shell with the rendered page in `#root` and its data beside it, as JSON the browser reads
 * (a data block, never run: the policy still allows no inline script). `<` is escaped so no
 * text from the catalog can close the tag.
 */
export function serverPageHtml(shell: string, page: Pick<RenderedPage, 'status' | 'html' | 'state'>): string {
  if (!shell.includes(EMPTY_ROOT) || !shell.includes(HEAD_END))
    throw new Error('The storefront shell has no empty #root');
  const state = JSON.stringify(page.state).replaceAll('<', '\\u003c');
  const hints = LEADING_HEAD.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(hints.length);
  let head = shell;
  if (hints.includes('<title>')) head = head.replace(SHELL_TITLE, '');
  if (hints.includes('<meta name="description"')) head = head.replace(SHELL_DESCRIPTION, '');
  return head
    .replace(HEAD_END, () => `${hints}${HEAD_END}`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root">${markup}</div><script type="application/json" id="${STATE_ID}">${state}</script>`,
    );
}
