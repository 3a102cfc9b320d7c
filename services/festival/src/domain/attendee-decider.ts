import type { AttendeeEvent } from '@wine/contracts/festival/festival-events';
import type { Decider } from '@wine/platform/domain/decider';
import type { Attendee } from './attendee.ts';
import { noAttendee } from './attendee.ts';
import type {
  AdmitTicket,
  AttendeeCommand,
  ClaimTicket,
  ConfirmTicketPayment,
  EraseTastingNotes,
  ExpireTicketHold,
  RateTastedWine,
  RedeemTokens,
  ReleaseTicket,
} from './attendee-commands.ts';
import {
  DoorsNotOpenError,
  FestivalEndedError,
  FestivalNotStartedError,
  InvalidTicketError,
  NoTicketError,
  NotEnoughTokensError,
  NotPouredError,
  NotTastedError,
} from './festival-errors.ts';
import { hasEnded, hasStarted } from './schedule.ts';
import { holdHasExpired } from './ticket-hold.ts';

/**
 * One ticket per person per festival: a claim from someone who holds one (the same claim key
 * retried, or a second tap with a new key) decides nothing and is answered with that ticket. A
 * free ticket is theirs at once; a paid one is held until its payment succeeds or fails, and a
 * claim while one is held decides nothing either (it pays for the held one).
 */
function claim(command: ClaimTicket, state: Attendee): AttendeeEvent[] {
  if (state.ticket || state.reservation) return [];
  const { festivalId, userId, schedule, ticketType, ticketId, claimKey, shard } = command.data;
  const now = command.metadata.now;
  if (hasEnded(schedule, now)) throw new FestivalEndedError();
  const ticket = {
    festivalId,
    userId,
    ticketId,
    ticketTypeId: ticketType.ticketTypeId,
    ticketTypeName: ticketType.name,
    claimKey,
    shard,
    pricePence: ticketType.pricePence,
    tokens: ticketType.tokens,
  };
  if (ticketType.pricePence > 0)
    return [{ type: 'FestivalTicketReserved', data: { ...ticket, reservedAt: now } }];
  return [{ type: 'FestivalTicketClaimed', data: { ...ticket, paymentIntentId: null, claimedAt: now } }];
}

/**
 * A paid ticket becomes the person's when its payment succeeds, even if the news comes after the
 * end (they paid in time). A payment for a ticket no longer held for them (its hold expired, or
 * it was given back) is refunded, once, whatever they hold now: the ticket went back on sale, so
 * the money goes back too. News of another attempt's ticket, or told twice, changes nothing.
 */
function confirm(command: ConfirmTicketPayment, state: Attendee): AttendeeEvent[] {
  const { festivalId, userId, ticketId, paymentIntentId } = command.data;
  const lost = state.released.get(ticketId);
  if (lost) {
    if (lost.refundRequested) return [];
    const data = { festivalId, userId, ticketId, paymentIntentId, amountPence: lost.pricePence };
    return [{ type: 'FestivalTicketRefundRequested', data: { ...data, requestedAt: command.metadata.now } }];
  }
  const held = state.reservation;
  if (state.ticket || held?.ticketId !== ticketId) return [];
  const { reservedAt: _, ...ticket } = held;
  return [
    {
      type: 'FestivalTicketClaimed',
      data: { festivalId, userId, ...ticket, paymentIntentId, claimedAt: command.metadata.now },
    },
  ];
}

/** The held ticket goes back on sale: its payment failed, or (`expired`) its hold ran out. */
function release(
  command: ReleaseTicket | ExpireTicketHold,
  reason: ReleaseTicket['data']['reason'] | 'expired',
  state: Attendee,
): AttendeeEvent[] {
  const held = state.reservation;
  if (state.ticket || held?.ticketId !== command.data.ticketId) return [];
  const { festivalId, userId } = command.data;
  const { ticketId, ticketTypeId, shard } = held;
  const data = { festivalId, userId, ticketId, ticketTypeId, shard, reason };
  return [{ type: 'FestivalTicketReleased', data: { ...data, releasedAt: command.metadata.now } }];
}

/** A hold is given back once it has lasted TICKET_HOLD_MS without word of its payment. */
function expire(command: ExpireTicketHold, state: Attendee): AttendeeEvent[] {
  const held = state.reservation;
  if (!held || !holdHasExpired(held, command.metadata.now)) return [];
  return release(command, 'expired', state);
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

/**
 * A door scan lets the holder of the person's ticket in once, while the festival is on. A second
 * scan (another door, the ticket's code passed on) decides nothing: the caller answers it with the
 * first scan's time and door; the same scan again (a retry) is answered as it was, even just
 * after the end.
 */
function admit(command: AdmitTicket, state: Attendee): AttendeeEvent[] {
  const { festivalId, userId, ticketId, schedule, doorId, scanId } = command.data;
  const now = command.metadata.now;
  if (state.admission?.scanId === scanId) return [];
  if (hasEnded(schedule, now)) throw new FestivalEndedError();
  if (!hasStarted(schedule, now)) throw new DoorsNotOpenError();
  if (state.ticket?.ticketId !== ticketId) throw new InvalidTicketError();
  if (state.admission) return [];
  return [
    {
      type: 'FestivalTicketAdmitted',
      data: { festivalId, userId, ticketId, doorId, scanId, admittedAt: now },
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

/** Notes and stars are the person's own words: erased with their data; told twice, nothing more. */
function erase(command: EraseTastingNotes, state: Attendee): AttendeeEvent[] {
  const rated = [...state.tasted.values()].some((wine) => wine.rating !== null || wine.notes !== null);
  if (!rated) return [];
  return [{ type: 'FestivalTastingNotesErased', data: { ...command.data, erasedAt: command.metadata.now } }];
}

function decide(command: AttendeeCommand, state: Attendee): AttendeeEvent[] {
  switch (command.type) {
    case 'ClaimTicket':
      return claim(command, state);
    case 'RedeemTokens':
      return redeem(command, state);
    case 'RateTastedWine':
      return rate(command, state);
    case 'ConfirmTicketPayment':
      return confirm(command, state);
    case 'ReleaseTicket':
      return release(command, command.data.reason, state);
    case 'ExpireTicketHold':
      return expire(command, state);
    case 'AdmitTicket':
      return admit(command, state);
    case 'EraseTastingNotes':
      return erase(command, state);
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: Attendee, event: AttendeeEvent): Attendee {
  switch (event.type) {
    case 'FestivalTicketReserved': {
      const { festivalId: _f, userId: _u, ...reservation } = event.data;
      return { ...state, reservation };
    }
    case 'FestivalTicketReleased': {
      const released = new Map(state.released);
      const pricePence = state.reservation?.pricePence ?? 0;
      released.set(event.data.ticketId, { pricePence, refundRequested: false });
      return { ...state, reservation: null, released };
    }
    case 'FestivalTicketRefundRequested': {
      const released = new Map(state.released);
      released.set(event.data.ticketId, { pricePence: event.data.amountPence, refundRequested: true });
      return { ...state, released };
    }
    case 'FestivalTicketClaimed': {
      const { ticketId, ticketTypeId, ticketTypeName, claimKey, shard, pricePence, claimedAt } = event.data;
      return {
        ...state,
        ticket: { ticketId, ticketTypeId, ticketTypeName, claimKey, shard, pricePence, claimedAt },
        reservation: null,
        tokenBalance: state.tokenBalance + event.data.tokens,
      };
    }
    case 'FestivalTicketAdmitted': {
      const { scanId, doorId, admittedAt } = event.data;
      return { ...state, admission: { scanId, doorId, admittedAt } };
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
    case 'FestivalTastingNotesErased': {
      const tasted = new Map(
        [...state.tasted].map(([wine, t]) => [wine, { ...t, rating: null, notes: null }] as const),
      );
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
