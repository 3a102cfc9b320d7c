export const CHECKOUT_EMAIL_STORAGE_KEY = 'wine-shop-checkout-email';

type EmailStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The e-mail an order was checked out with, kept in this tab while the bank checks the payment.
 * Should the session end meanwhile, the return page signs the buyer back in with it at once
 * (spec section 4: "automatically"); only that order's return page reads it. A failing storage
 * is only warned about: the page then asks for the e-mail.
 */
export function createCheckoutEmailMemory(store: EmailStore | undefined) {
  return {
    remember(orderId: string, email: string): void {
      try {
        store?.setItem(CHECKOUT_EMAIL_STORAGE_KEY, JSON.stringify({ orderId, email }));
      } catch (error) {
        console.warn('Could not keep the checkout e-mail', error);
      }
    },
    emailFor(orderId: string): string | undefined {
      try {
        const stored: unknown = JSON.parse(store?.getItem(CHECKOUT_EMAIL_STORAGE_KEY) ?? 'null');
        const { orderId: id, email } = (stored ?? {}) as { orderId?: unknown; email?: unknown };
        return id === orderId && typeof email === 'string' ? email : undefined;
      } catch {
        return undefined;
      }
    },
    forget(): void {
      try {
        store?.removeItem(CHECKOUT_EMAIL_STORAGE_KEY);
      } catch (error) {
        console.warn('Could not drop the checkout e-mail', error);
      }
    },
  };
}
