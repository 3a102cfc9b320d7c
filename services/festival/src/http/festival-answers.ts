import { type FestivalFailure as Failure, FestivalFailure } from '@wine/contracts/festival/festival-calls';
import type { AppEnv } from '@wine/platform/http/app-env';
import { json } from '@wine/platform/http/openapi-parts';
import type { Context } from 'hono';
import { FestivalRefusal } from '../domain/festival-errors.ts';

type RefusalStatus = 402 | 403 | 404 | 409;
const refusalMeanings: Record<RefusalStatus, string> = {
  402: 'Payment needed (PAYMENT_REQUIRED)',
  403: 'Not for this caller (FORBIDDEN)',
  404: 'No such festival, ticket type or wine (NOT_FOUND, NOT_POURED)',
  409: "Refused by the festival's state (SOLD_OUT, FESTIVAL_ENDED, NOT_ENOUGH_TOKENS, ...)",
};

/**
 * The refusals a festival call may answer, `{ success: false, error, code }` (spec section 8),
 * each with what it means on the route where it says more.
 */
export function failures(here: Partial<Record<RefusalStatus, string>> = {}) {
  const entries = (Object.keys(refusalMeanings).map(Number) as RefusalStatus[]).map((status) => [
    status,
    json(
      FestivalFailure,
      here[status] ? `${refusalMeanings[status]}: ${here[status]}` : refusalMeanings[status],
    ),
  ]);
  return Object.fromEntries(entries) as Record<
    RefusalStatus,
    ReturnType<typeof json<typeof FestivalFailure>>
  >;
}

/**
 * Runs a festival call; a refusal of the festival's state answers `success: false` with its text
 * and status. Anything else (a bug, a store out of reach) goes to the platform's error handler.
 */
export async function festivalCall<T>(c: Context<AppEnv>, work: () => Promise<T>) {
  try {
    return { ok: true as const, value: await work() };
  } catch (error) {
    if (!(error instanceof FestivalRefusal)) throw error;
    const body: Failure = { success: false, error: error.message, code: error.code };
    return { ok: false as const, response: c.json(body, error.status as 402 | 403 | 404 | 409) };
  }
}
