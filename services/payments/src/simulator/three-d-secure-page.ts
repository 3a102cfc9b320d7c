import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';

/** The query parameter's name (Stripe's own) that carries the intent's client secret to the page and its answer; the value is per intent, made at random. */
export const INTENT_PROOF_PARAM = 'payment_intent_client_secret';

const style = `
      body { font-family: system-ui, sans-serif; background: #f6f1ea; color: #2b1d16; display: grid; place-items: center; min-height: 100vh; margin: 0; }
      main { background: #fff; padding: 2rem; border-radius: 12px; max-width: 24rem; box-shadow: 0 8px 24px #0002; }
      button { font: inherit; padding: 0.7rem 1.2rem; border-radius: 8px; border: 1px solid #6b1f2a; cursor: pointer; margin-right: 0.5rem; }
      .pass { background: #6b1f2a; color: #fff; }
      .fail { background: #fff; color: #6b1f2a; }
      small { display: block; margin-top: 1rem; color: #6d5d55; }
    `;
const styleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

/** The origin the bank sends the browser back to, when it is a web origin (form-action must name it). */
const webOrigin = (url: string | null) => {
  const origin = url && URL.canParse(url) ? new URL(url).origin : 'null';
  return origin === 'null' ? undefined : origin;
};

/**
 * The page's headers: no script, no other style than its own sheet (by hash), its form posts
 * only here and is redirected only to the shop (a browser holds a form's redirect to
 * form-action), and no other page may frame it: a page that did could trick the customer into
 * pressing "Complete authentication" for a payment they never see. Nothing keeps it, and the
 * client secret in its address goes to no other site as a Referer.
 */
export function threeDSecureHeaders(returnUrl: string | null): Record<string, string> {
  const shop = webOrigin(returnUrl);
  const policy = [
    "default-src 'none'",
    `style-src ${styleHash}`,
    `form-action 'self'${shop ? ` ${shop}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}

/**
 * The bank's check, simulated: the customer passes or fails it. The answer goes back with the
 * client secret the page was opened with, which only the customer who made the payment has.
 */
export const threeDSecurePage = (
  paymentIntentId: string,
  clientSecret: string,
  amount: string,
) => html`<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Confirm your payment</title>
    <style>${raw(style)}</style>
  </head>
  <body>
    <main>
      <h1>Confirm your payment</h1>
      <p>Your bank asks you to confirm a payment of <strong>${amount}</strong>.</p>
      <form method="post" action="/payments-simulator/3ds/${paymentIntentId}?${INTENT_PROOF_PARAM}=${clientSecret}">
        <button class="pass" name="outcome" value="complete" type="submit">Complete authentication</button>
        <button class="fail" name="outcome" value="fail" type="submit">Fail authentication</button>
      </form>
      <small>Payment simulator: this page stands in for the bank's 3-D Secure check.</small>
    </main>
  </body>
</html>`;
