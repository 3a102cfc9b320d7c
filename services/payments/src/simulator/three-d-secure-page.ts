import { html } from 'hono/html';

/** The bank's check, simulated: the customer passes or fails it. */
export const threeDSecurePage = (paymentIntentId: string, amount: string) => html`<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Confirm your payment</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f6f1ea; color: #2b1d16; display: grid; place-items: center; min-height: 100vh; margin: 0; }
      main { background: #fff; padding: 2rem; border-radius: 12px; max-width: 24rem; box-shadow: 0 8px 24px #0002; }
      button { font: inherit; padding: 0.7rem 1.2rem; border-radius: 8px; border: 1px solid #6b1f2a; cursor: pointer; margin-right: 0.5rem; }
      .pass { background: #6b1f2a; color: #fff; }
      .fail { background: #fff; color: #6b1f2a; }
      small { display: block; margin-top: 1rem; color: #6d5d55; }
    </style>
  </head>
  <body>
    <main>
      <h1>Confirm your payment</h1>
      <p>Your bank asks you to confirm a payment of <strong>${amount}</strong>.</p>
      <form method="post" action="/payments-simulator/3ds/${paymentIntentId}">
        <button class="pass" name="outcome" value="complete" type="submit">Complete authentication</button>
        <button class="fail" name="outcome" value="fail" type="submit">Fail authentication</button>
      </form>
      <small>Payment simulator: this page stands in for the bank's 3-D Secure check.</small>
    </main>
  </body>
</html>`;
