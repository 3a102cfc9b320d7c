import { mapHttpFailure } from '@wine/contracts/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { checkoutProblem, UNDER_AGE_FALLBACK } from './checkout-problem.ts';

/** The ApiError the admin client throws for this answer. */
const refusal = (status: number, message: string, details: unknown) =>
  new ApiError({ ...mapHttpFailure({ status, body: { error: { message, details } } }), details }, message);

const nameOf = (productId: string) => (productId === 'morgon' ? 'Morgon Côte du Py' : productId);

describe('a refused checkout', () => {
  it('asks for the date of birth at the first checkout', () => {
    const error = refusal(400, 'Confirm your age', {
      field: 'dateOfBirth',
      reason: 'AGE_CONFIRMATION_REQUIRED',
    });
    expect(checkoutProblem(error, nameOf)).toEqual({ kind: 'age-confirmation-required' });
  });

  it("shows the server's own words to someone under age", () => {
    const error = refusal(400, 'You must be 18 or over to buy wine', {
      field: 'dateOfBirth',
      reason: 'UNDER_AGE',
    });
    expect(checkoutProblem(error, nameOf)).toEqual({
      kind: 'age-refused',
      message: 'You must be 18 or over to buy wine',
    });
  });

  it('asks again for a date of birth the server finds unlikely', () => {
    const error = refusal(400, 'Please check your date of birth', {
      field: 'dateOfBirth',
      reason: 'IMPLAUSIBLE_DATE_OF_BIRTH',
    });
    expect(checkoutProblem(error, nameOf)).toEqual({
      kind: 'age-refused',
      message: 'Please check your date of birth',
    });
  });

  it('falls back to our own words when the server gave none', () => {
    const error = new ApiError(
      mapHttpFailure({
        status: 400,
        body: { error: { details: { field: 'dateOfBirth', reason: 'UNDER_AGE' } } },
      }),
    );
    expect(checkoutProblem(error, nameOf)).toEqual({ kind: 'age-refused', message: UNDER_AGE_FALLBACK });
  });

  it('names the wine that ran short, for the cart to fix', () => {
    const short = refusal(409, 'Only 2 of morgon left', { productId: 'morgon', available: 2, requested: 6 });
    expect(checkoutProblem(short, nameOf)).toEqual({
      kind: 'failed',
      message: 'Only 2 of Morgon Côte du Py are left. Lower the quantity in your cart to carry on.',
      fixInCart: true,
    });
    const gone = refusal(409, 'Only 0 of morgon left', { productId: 'morgon', available: 0, requested: 6 });
    expect(checkoutProblem(gone, nameOf)).toMatchObject({
      message: 'Morgon Côte du Py has just sold out. Remove it from your cart to carry on.',
    });
  });

  it('names the wine over the guest limit', () => {
    const error = refusal(400, 'Only members may buy more than 3 of morgon', {
      productId: 'morgon',
      maxQuantityForGuest: 3,
      requested: 6,
      held: 0,
    });
    expect(checkoutProblem(error, nameOf)).toMatchObject({
      message:
        'Only members may buy more than 3 of Morgon Côte du Py. Lower the quantity in your cart to carry on.',
      fixInCart: true,
    });
  });

  it('says how many of the wine the customer already holds in open orders', () => {
    const error = refusal(400, 'Only members may buy more than 3 of morgon', {
      productId: 'morgon',
      maxQuantityForGuest: 3,
      requested: 1,
      held: 3,
    });
    expect(checkoutProblem(error, nameOf)).toMatchObject({
      message:
        'Only members may buy more than 3 of Morgon Côte du Py. You already have 3 in orders not yet sent. Lower the quantity in your cart to carry on.',
    });
  });

  it("is the spec's text alone for anything else (issue 36, rule 9)", () => {
    const error = new ApiError(mapHttpFailure({ status: 503, body: {} }));
    expect(checkoutProblem(error, nameOf)).toEqual({
      kind: 'failed',
      message: 'Server error',
      fixInCart: false,
    });
    expect(checkoutProblem(new Error('boom'), nameOf)).toMatchObject({ kind: 'failed', fixInCart: false });
  });
});
