/**
 * The pages the gateway renders on the server (docs/storefront.md, "Server-side rendering"):
 * the ones a shopper lands on, open to everyone and the same for every signed-out shopper. A
 * page that differs per browser (the cart, the account) or sends a guest to sign in (the drop)
 * gets the shell and is built in the browser. Adding a page: its pattern here.
 */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/shop$/,
  /^\/product\/[^/]+$/,
  /^\/drop$/,
  /^\/journal\/?$/,
  /^\/journal\/[^/]+$/,
  /^\/learn\/?$/,
  /^\/learn\/(grapes|regions|guides)\/[^/]+$/,
  /^\/search$/,
  /^\/festival$/,
  /^\/support$/,
];

export const isServerRendered = (pathname: string): boolean =>
  SERVER_RENDERED.some((pattern) => pattern.test(pathname));
