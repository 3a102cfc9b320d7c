import type { StripeObject } from './simulator-state.ts';
import { invalidRequest } from './stripe-errors.ts';

/** A request's form parameters, as qs parses Stripe's bracket encoding. */
export type Params = Record<string, unknown>;
/** Raises a webhook event about an object. */
export type Emit = (type: string, object: StripeObject) => void;

export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? (value as Record<string, string>) : {};

export function required(params: Params, name: string): string {
  const value = text(params[name]);
  if (!value) throw invalidRequest(`Missing required param: ${name}.`, name);
  return value;
}
