/**
 * Query parameters analytics never records, whoever sends them: a payment's client secret and
 * id, an order id, an e-mail, any token or code. The storefront sends only the parameters that
 * filter what a page shows; this is the server's own guard against a client that does not
 * (issue 28: the payment return page's address carried all of these to the topics).
 */
const SECRET_OR_PERSONAL = /secret|token|password|email|order|payment_intent|setup_intent|challenge|code/i;

const BASE = 'http://analytics.invalid';

/** `page` (a path and query) or an http(s) address with those parameters and any fragment removed. */
export function scrubbedAddress(address: string): string {
  const url = new URL(address, BASE);
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_OR_PERSONAL.test(name)) url.searchParams.delete(name);
  }
  url.hash = '';
  const scrubbed = url.toString();
  return scrubbed.startsWith(BASE) ? scrubbed.slice(BASE.length) : scrubbed;
}
