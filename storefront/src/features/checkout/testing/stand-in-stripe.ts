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
  const stripe = {
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
  // Stripe.js's types describe all of it; this is the subset the form calls (a missing one fails
  // the test with a TypeError), handed through the seam as the type the seam takes.
  return { stripe: stripe as unknown as Stripe, seen };
}
