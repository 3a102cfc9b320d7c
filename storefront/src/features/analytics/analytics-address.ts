/**
 * The query parameters an analytics event keeps: those that choose what a page shows (the shop's
 * filters, sort and page) and a campaign's `ref`. Everything else stays in the browser: the
 * payment return page's order id, PaymentIntent id and client secret, a sign-in redirect, any
 * token or e-mail a link carried (issue 28). An allow-list, so a parameter added tomorrow is
 * kept out until someone decides it is harmless.
 */
const SHOWN_PARAMETERS = new Set([
  'type',
  'category',
  'region',
  'country',
  'varietal',
  'priceMin',
  'priceMax',
  'inStock',
  'sortBy',
  'sortOrder',
  'offset',
  'limit',
  'ref',
]);

function shownQuery(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (SHOWN_PARAMETERS.has(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** A location's path and the query parameters analytics may see: `/shop?type=red`. */
export const analyticsPage = (pathname: string, search: string): string => `${pathname}${shownQuery(search)}`;

/** An address (the page an event happened on) reduced to what analytics may see, no fragment. */
export function analyticsUrl(href: string): string {
  const url = new URL(href);
  return `${url.origin}${analyticsPage(url.pathname, url.search)}`;
}
