// A stand-in for the part of Stripe.js (js.stripe.com) the storefront uses, served by the e2e in
// place of the real script, which cannot be fetched here. It keeps Stripe.js's shapes: Stripe(pk),
// elements(options), create('payment') and mount, elements.submit(), createPaymentMethod({
// elements }) posting the card to https://api.stripe.com/v1/payment_methods with the publishable
// key (the spec routes that origin to the payment simulator). Unlike the real Payment Element,
// whose fields live in Stripe's iframe, its three fields are plain inputs in the page.
(() => {
  const API = 'https://api.stripe.com';

  const field = (label, autocomplete) => {
    const wrapper = document.createElement('label');
    wrapper.textContent = label;
    const input = document.createElement('input');
    input.autocomplete = autocomplete;
    input.setAttribute('aria-label', label);
    wrapper.append(input);
    return { wrapper, input };
  };

  function paymentElement() {
    const box = document.createElement('div');
    box.dataset.testid = 'stripe-payment-element';
    const number = field('Card number', 'cc-number');
    const expiry = field('Expiry date', 'cc-exp');
    const cvc = field('Security code', 'cc-csc');
    box.append(number.wrapper, expiry.wrapper, cvc.wrapper);
    const element = {
      mount(target) {
        (typeof target === 'string' ? document.querySelector(target) : target).append(box);
      },
      on: () => element,
      off: () => element,
      update() {},
      unmount: () => box.remove(),
      destroy: () => box.remove(),
      card: () => ({ number: number.input.value, expiry: expiry.input.value, cvc: cvc.input.value }),
    };
    return element;
  }

  function stripeJs(publishableKey) {
    const stripe = {
      elements() {
        let element;
        return {
          create(type) {
            if (type !== 'payment') throw new Error(`the stand-in has no ${type} element`);
            element = paymentElement();
            return element;
          },
          getElement: () => element ?? null,
          update() {},
          fetchUpdates: async () => ({}),
          // As Stripe.js: a field left empty is the element's to show, as a validation_error.
          async submit() {
            const card = element.card();
            return card.number && card.expiry && card.cvc
              ? {}
              : { error: { type: 'validation_error', message: 'Your card details are incomplete.' } };
          },
        };
      },
      async createPaymentMethod({ elements }) {
        const card = elements.getElement('payment').card();
        const [month, year] = card.expiry.split('/').map((part) => part.trim());
        const response = await fetch(`${API}/v1/payment_methods`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${publishableKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            type: 'card',
            'card[number]': card.number.replace(/\s/g, ''),
            'card[exp_month]': month,
            'card[exp_year]': year.length === 2 ? `20${year}` : year,
            'card[cvc]': card.cvc,
          }),
        });
        const body = await response.json();
        return response.ok ? { paymentMethod: body } : { error: body.error };
      },
      // What @stripe/react-stripe-js checks before it takes an object for Stripe.js.
      createToken: async () => ({}),
      confirmCardPayment: async () => ({}),
    };
    return stripe;
  }
  // The release @stripe/stripe-js expects (it warns on a test key otherwise).
  stripeJs.version = 'endive';
  window.Stripe = stripeJs;
})();
