import type { PageSources } from '@wine/platform/http/page-sources';

/**
 * What Stripe's security guide lists for Stripe.js and the Payment Element: the script and its
 * frames from js.stripe.com (and its subdomains), 3-D Secure's frames from hooks.stripe.com, and
 * the card calls to api.stripe.com. Nothing on loopback: with a real key the simulator is not used.
 */
export const stripeJsSources: PageSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
