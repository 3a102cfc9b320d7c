import {
  AgeProblemDetails,
  GuestLimitDetails,
  OutOfStockDetails,
} from '@wine/contracts/orders/checkout-problems';
import { isApiError } from '../../lib/api/api-error.ts';
import { problemText } from '../../lib/api/problem-text.ts';

/** Why the order could not be placed, as the checkout panel acts on it. */
export type CheckoutProblem =
  /** The customer's first checkout: ask for the date of birth, then send it again. */
  | { kind: 'age-confirmation-required' }
  /** Refused for the date of birth given (under age, a typo); the server's text says why. */
  | { kind: 'age-refused'; message: string }
  /** Something the customer can fix in the cart (stock, the guest limit), or try again. */
  | { kind: 'failed'; message: string; fixInCart: boolean };

export const UNDER_AGE_FALLBACK = 'You must be 18 or over to buy wine.';
const TRY_AGAIN = 'We could not place your order. Please try again.';

/** What the checkout's refusal means for the customer; `nameOf` turns a product id into its name. */
export function checkoutProblem(error: unknown, nameOf: (productId: string) => string): CheckoutProblem {
  if (!isApiError(error)) return { kind: 'failed', message: TRY_AGAIN, fixInCart: false };
  const age = AgeProblemDetails.safeParse(error.details);
  if (error.status === 400 && age.success) {
    return age.data.reason === 'AGE_CONFIRMATION_REQUIRED'
      ? { kind: 'age-confirmation-required' }
      : { kind: 'age-refused', message: error.serverMessage ?? UNDER_AGE_FALLBACK };
  }
  const stock = OutOfStockDetails.safeParse(error.details);
  if (error.status === 409 && stock.success) {
    const { productId, available } = stock.data;
    const message =
      available === 0
        ? `${nameOf(productId)} has just sold out. Remove it from your cart to carry on.`
        : `Only ${available} of ${nameOf(productId)} ${available === 1 ? 'is' : 'are'} left. Lower the quantity in your cart to carry on.`;
    return { kind: 'failed', message, fixInCart: true };
  }
  const limit = GuestLimitDetails.safeParse(error.details);
  if (error.status === 400 && limit.success) {
    const { productId, maxQuantityForGuest, held } = limit.data;
    const already = held > 0 ? ` You already have ${held} in orders not yet sent.` : '';
    return {
      kind: 'failed',
      message: `Only members may buy more than ${maxQuantityForGuest} of ${nameOf(productId)}.${already} Lower the quantity in your cart to carry on.`,
      fixInCart: true,
    };
  }
  return { kind: 'failed', message: problemText(error), fixInCart: false };
}
