import type { PaymentMethodResult, Stripe, StripeElementsOptions } from '@stripe/stripe-js';

/**
 * The part of Stripe.js the Payment Element form uses, for unit tests: `elements`, a payment
 * element that mounts a placeholder, `submit`, and `createPaymentMethod` answering what the
 * test scripts. It records the Elements options and each PaymentMethod asked for.
 */
export function standInStripe(answers: PaymentMethodResult[]) {
  const seen = { elementsOptions: [] as StripeElementsOptions[], createPaymentMethod: 0, mounted: 0 };
  const element = {
    mount(node: HTMLElement) {
      seen.mounted += 1;
      node.append(Object.assign(node.ownerDocument.createElement('div'), { textContent: 'Card (Stripe)' }));
    },
    on: () => element,
    off: () => element,
    update: () => undefined,
    destroy: () => undefined,
    unmount: () => undefined,
  };
  const elements = {
    create: () => element,
    update: () => undefined,
    submit: async () => ({}),
    getElement: () => element,
  };
  // Some of Stripe.js's members, by their names: each is checked to be one of Stripe's.
  const scripted: Partial<Record<keyof Stripe, unknown>> = {
    elements(options: StripeElementsOptions) {
      seen.elementsOptions.push(options);
      return elements;
    },
    async createPaymentMethod() {
      seen.createPaymentMethod += 1;
      const answer = answers.shift();
      if (!answer) throw new Error('the test scripted no more PaymentMethods');
      return answer;
    },
    // What @stripe/react-stripe-js checks before it takes an object for Stripe.js.
    createToken: async () => ({}),
    confirmCardPayment: async () => ({}),
  };
  // The seam takes Stripe.js whole; the form calls only these, and any other member it reached
  // for would fail the test by name rather than as undefined.
  const stripe = new Proxy(scripted, {
    get(target, member) {
      if (member in target || typeof member === 'symbol' || member === 'then')
        return Reflect.get(target, member);
      throw new Error(`the stand-in Stripe.js has no ${member}`);
    },
  }) as Stripe;
  return { stripe, seen };
}
