import type { AttendeeEvent } from '@wine/contracts/festival/festival-events';
import type { Decider } from '@wine/platform/domain/decider';
import type { Attendee } from './attendee.ts';
import { noAttendee } from './attendee.ts';
import type { AttendeeCommand, ClaimTicket, RateTastedWine, RedeemTokens } from './attendee-commands.ts';
import {
  FestivalEndedError,
  FestivalNotStartedError,
  NoTicketError,
  NotEnoughTokensError,
  NotPouredError,
  NotTastedError,
} from './festival-errors.ts';
import { hasEnded, hasStarted } from './schedule.ts';

/**
 * One ticket per person per festival: a claim from someone who holds one (the same claim key
 * retried, or a second tap with a new key) decides nothing and is answered with that ticket.
 */
function claim(command: ClaimTicket, state: Attendee): AttendeeEvent[] {
  if (state.ticket) return [];
  const { festivalId, userId, schedule, ticketType, ticketId, claimKey, shard } = command.data;
  if (hasEnded(schedule, command.metadata.now)) throw new FestivalEndedError();
  return [
    {
      type: 'FestivalTicketClaimed',
      data: {
        festivalId,
        userId,
        ticketId,
        ticketTypeId: ticketType.ticketTypeId,
        ticketTypeName: ticketType.name,
        claimKey,
        shard,
        pricePence: ticketType.pricePence,
        tokens: ticketType.tokens,
        claimedAt: command.metadata.now,
      },
    },
  ];
}

/** A pour is paid once per redemption id (the venue's network may retry it), never into debt. */
function redeem(command: RedeemTokens, state: Attendee): AttendeeEvent[] {
  const { festivalId, userId, schedule, redemptionId, wineProductId, poured } = command.data;
  if (state.redemptions.has(redemptionId)) return [];
  const now = command.metadata.now;
  if (!state.ticket) throw new NoTicketError();
  if (hasEnded(schedule, now)) throw new FestivalEndedError();
  if (!hasStarted(schedule, now)) throw new FestivalNotStartedError();
  if (!poured || poured.wineProductId !== wineProductId) throw new NotPouredError();
  if (state.tokenBalance < poured.tokenCost) throw new NotEnoughTokensError();
  return [
    {
      type: 'FestivalTokensRedeemed',
      data: {
        festivalId,
        userId,
        redemptionId,
        wineProductId,
        tokensSpent: poured.tokenCost,
        tokenBalance: state.tokenBalance - poured.tokenCost,
        redeemedAt: now,
      },
    },
  ];
}

/** Notes and stars go on a wine the person tasted; the passport keeps them after the festival. */
function rate(command: RateTastedWine, state: Attendee): AttendeeEvent[] {
  const { wineProductId, rating, notes } = command.data;
  const tasted = state.tasted.get(wineProductId);
  if (!tasted) throw new NotTastedError();
  if (tasted.rating === rating && tasted.notes === notes) return [];
  return [{ type: 'FestivalWineRated', data: { ...command.data, ratedAt: command.metadata.now } }];
}

function decide(command: AttendeeCommand, state: Attendee): AttendeeEvent[] {
  switch (command.type) {
    case 'ClaimTicket':
      return claim(command, state);
    case 'RedeemTokens':
      return redeem(command, state);
    case 'RateTastedWine':
      return rate(command, state);
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: Attendee, event: AttendeeEvent): Attendee {
  switch (event.type) {
    case 'FestivalTicketClaimed': {
      const { ticketId, ticketTypeId, ticketTypeName, claimKey, shard, pricePence, claimedAt } = event.data;
      return {
        ...state,
        ticket: { ticketId, ticketTypeId, ticketTypeName, claimKey, shard, pricePence, claimedAt },
        tokenBalance: state.tokenBalance + event.data.tokens,
      };
    }
    case 'FestivalTokensRedeemed': {
      const { redemptionId, wineProductId, tokensSpent, tokenBalance, redeemedAt } = event.data;
      const redemptions = new Map(state.redemptions);
      redemptions.set(redemptionId, { wineProductId, tokensSpent, tokenBalance, redeemedAt });
      const tasted = new Map(state.tasted);
      const before = tasted.get(wineProductId);
      tasted.set(wineProductId, {
        tokensSpent: (before?.tokensSpent ?? 0) + tokensSpent,
        tastedAt: before?.tastedAt ?? redeemedAt,
        rating: before?.rating ?? null,
        notes: before?.notes ?? null,
      });
      return {
        ...state,
        redemptions,
        tasted,
        tokenBalance,
        tokensSpent: state.tokensSpent + tokensSpent,
      };
    }
    case 'FestivalWineRated': {
      const tasted = new Map(state.tasted);
      const before = tasted.get(event.data.wineProductId);
      if (before)
        tasted.set(event.data.wineProductId, {
          ...before,
          rating: event.data.rating,
          notes: event.data.notes,
        });
      return { ...state, tasted };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const attendeeDecider: Decider<AttendeeCommand, Attendee, AttendeeEvent> = {
  initialState: noAttendee,
  decide,
  evolve,
};
