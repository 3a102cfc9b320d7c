/**
 * Origins beyond its own that the storefront's pages must be allowed to reach, by CSP directive:
 * a context that runs code in the browser (payments' Stripe.js) names them, and the gateway adds
 * them to the pages' Content-Security-Policy. Exact origins only, never a whole scheme or host.
 */
export interface PageSources {
  /** script-src */
  script?: readonly string[];
  /** frame-src */
  frame?: readonly string[];
  /** connect-src */
  connect?: readonly string[];
}

export type PageDirective = keyof PageSources;

/** Every face's sources together, each origin once. */
export function mergePageSources(all: readonly (PageSources | undefined)[]): Required<PageSources> {
  const merged = (directive: PageDirective) => [...new Set(all.flatMap((each) => each?.[directive] ?? []))];
  return { script: merged('script'), frame: merged('frame'), connect: merged('connect') };
}
