import {
  ClaimRequiresAction,
  ClaimTicketAnswer,
  RateTastedWineAnswer,
  RedeemTokensAnswer,
} from '@wine/contracts/festival/festival-calls';
import { festivalMessages } from '@wine/contracts/messages';
import { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error.ts';
import { mainClient } from '../../../lib/api/clients.ts';

const ClaimAnswer = z.union([ClaimTicketAnswer, ClaimRequiresAction]);

/**
 * claimFestivalTicket. The answer is the ticket, or the bank's page to go to (3-D Secure); a
 * refusal throws with the server's text, or the spec's default when there is none.
 */
export async function claimTicket(request: {
  festivalId: string;
  ticketTypeId: string;
  claimKey: string;
  paymentMethodId?: string;
}) {
  try {
    return await mainClient.call('claimFestivalTicket', request, { schema: ClaimAnswer });
  } catch (error) {
    throw new Error(festivalError(error, festivalMessages.claimTicketFailed));
  }
}

/** Back from the bank: the ticket once the payment went through. */
export async function confirmTicketPayment(clientSecret: string) {
  try {
    return await mainClient.call('confirmFestivalTicketPayment', { clientSecret }, { schema: ClaimAnswer });
  } catch (error) {
    throw new Error(festivalError(error, festivalMessages.claimTicketFailed));
  }
}

/** redeemFestivalTokens: one pour; the same redemption id again spends nothing more. */
export async function redeemTokens(request: {
  festivalId: string;
  wineProductId: string;
  redemptionId: string;
}) {
  try {
    return await mainClient.call('redeemFestivalTokens', request, { schema: RedeemTokensAnswer });
  } catch (error) {
    throw new Error(festivalError(error, 'Could not redeem tokens. Please try again.'));
  }
}

export async function rateTastedWine(request: {
  festivalId: string;
  wineProductId: string;
  rating: number;
  notes: string;
}) {
  try {
    return await mainClient.call('rateFestivalTastedWine', request, { schema: RateTastedWineAnswer });
  } catch (error) {
    throw new Error(festivalError(error, 'Could not save your rating. Please try again.'));
  }
}

/** Spec section 8: festival calls fail with `success: false` and an error text; else the default. */
function festivalError(error: unknown, fallback: string): string {
  const refused =
    isApiError(error) && error.status !== undefined && error.status >= 402 && error.status < 500;
  return refused ? (error.serverMessage ?? error.message) : fallback;
}
