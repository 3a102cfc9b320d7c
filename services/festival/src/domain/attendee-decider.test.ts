import type { AttendeeEvent } from '@wine/contracts/festival/festival-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import type { AttendeeCommand } from './attendee-commands.ts';
import { attendeeDecider } from './attendee-decider.ts';
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

const { given } = specFor(attendeeDecider);
const festivalId = 'autumn-festival-2025';
const userId = '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const schedule = { startsAt: '2025-10-30T10:00:00.000Z', endsAt: '2025-10-31T23:59:59.999Z' };
const during = '2025-10-31T12:00:00.000Z';
const before = '2025-10-01T12:00:00.000Z';
const afterTheEnd = '2025-11-01T00:00:00.000Z';
const ticketType = { ticketTypeId: 'general', name: 'General', capacity: 500, pricePence: 0, tokens: 5 };
const keyA = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const keyB = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
const ticketA = '0193a1b2-c3d4-7e5f-8a9b-000000000001';
const pourA = '0193a1b2-c3d4-7e5f-8a9b-00000000000a';
const pourB = '0193a1b2-c3d4-7e5f-8a9b-00000000000b';

const claimAt = (now: string, claimKey = keyA, ticketId = ticketA): AttendeeCommand => ({
  type: 'ClaimTicket',
  data: { festivalId, userId, schedule, ticketType, ticketId, claimKey, shard: 3 },
  metadata: { now },
});
const claimed = (claimedAt = before): AttendeeEvent => ({
  type: 'FestivalTicketClaimed',
  data: {
    festivalId,
    userId,
    ticketId: ticketA,
    ticketTypeId: 'general',
    ticketTypeName: 'General',
    claimKey: keyA,
    shard: 3,
    pricePence: 0,
    tokens: 5,
    paymentIntentId: null,
    claimedAt,
  },
});
const poured = (wineProductId: string, tokenCost: number) => ({ wineProductId, tokenCost });
const redeemAt = (
  now: string,
  redemptionId: string,
  wine = 'wine-0001',
  cost: number | null = 2,
): AttendeeCommand => ({
  type: 'RedeemTokens',
  data: {
    festivalId,
    userId,
    schedule,
    redemptionId,
    wineProductId: wine,
    poured: cost === null ? null : poured(wine, cost),
  },
  metadata: { now },
});
const redeemed = (redemptionId: string, wine: string, spent: number, balance: number): AttendeeEvent => ({
  type: 'FestivalTokensRedeemed',
  data: {
    festivalId,
    userId,
    redemptionId,
    wineProductId: wine,
    tokensSpent: spent,
    tokenBalance: balance,
    redeemedAt: during,
  },
});
const rate = (wine: string, rating: number, notes: string): AttendeeCommand => ({
  type: 'RateTastedWine',
  data: { festivalId, userId, wineProductId: wine, rating, notes },
  metadata: { now: during },
});

describe('claiming a ticket', () => {
  it('gives a person with none a ticket and its tokens', () => {
    given([])
      .when(claimAt(before))
      .then([claimed(before)]);
    given([])
      .when(claimAt(before))
      .thenState((state) => expect(state.tokenBalance).toBe(5));
  });

  it('up to the last millisecond of the festival', () =>
    given([])
      .when(claimAt(schedule.endsAt))
      .then([claimed(schedule.endsAt)]));

  it('is refused once the festival has ended', () =>
    given([]).when(claimAt(afterTheEnd)).thenThrows(FestivalEndedError, 'This festival has ended.'));

  it('with the same claim key again gives nothing new (a retry keeps its one ticket)', () =>
    given([claimed()]).when(claimAt(during)).thenNothing());

  it('with another key gives nothing new either: one ticket per person per festival', () =>
    given([claimed()])
      .when(claimAt(during, keyB, '0193a1b2-c3d4-7e5f-8a9b-000000000002'))
      .thenNothing());

  it('retried after the end is still answered with the ticket, not refused', () =>
    given([claimed()]).when(claimAt(afterTheEnd)).thenNothing());
});

describe('redeeming tokens for a glass', () => {
  it('spends the wine’s token cost and says what is left', () =>
    given([claimed()])
      .when(redeemAt(during, pourA))
      .then([redeemed(pourA, 'wine-0001', 2, 3)]));

  it('spends once however often the same redemption id comes', () =>
    given([claimed(), redeemed(pourA, 'wine-0001', 2, 3)])
      .when(redeemAt(during, pourA))
      .thenNothing());

  it('never goes below zero tokens', () => {
    given([claimed(), redeemed(pourA, 'wine-0001', 2, 3), redeemed(pourB, 'wine-0002', 2, 1)])
      .when(redeemAt(during, '0193a1b2-c3d4-7e5f-8a9b-00000000000c', 'wine-0003', 2))
      .thenThrows(NotEnoughTokensError);
  });

  it('can spend the very last token', () =>
    given([claimed(), redeemed(pourA, 'wine-0001', 4, 1)])
      .when(redeemAt(during, pourB, 'wine-0002', 1))
      .then([redeemed(pourB, 'wine-0002', 1, 0)]));

  it('needs a ticket', () => given([]).when(redeemAt(during, pourA)).thenThrows(NoTicketError));

  it('needs a wine the festival pours', () =>
    given([claimed()])
      .when(redeemAt(during, pourA, 'wine-0099', null))
      .thenThrows(NotPouredError));

  it('is refused before the festival starts and after it ends', () => {
    given([claimed()]).when(redeemAt(before, pourA)).thenThrows(FestivalNotStartedError);
    given([claimed()]).when(redeemAt(afterTheEnd, pourA)).thenThrows(FestivalEndedError);
  });

  it('puts the wine in the passport, adding up a second glass of it', () =>
    given([claimed(), redeemed(pourA, 'wine-0001', 2, 3)])
      .when(redeemAt(during, pourB))
      .thenState((state) =>
        expect(state.tasted.get('wine-0001')).toEqual({
          tokensSpent: 4,
          tastedAt: during,
          rating: null,
          notes: null,
        }),
      ));
});

describe('a door scan', () => {
  const scanA = '0193a1b2-c3d4-7e5f-8a9b-0000000000d1';
  const scanB = '0193a1b2-c3d4-7e5f-8a9b-0000000000d2';
  const scan = (now: string, scanId = scanA, doorId = 'north-gate', ticketId = ticketA): AttendeeCommand => ({
    type: 'AdmitTicket',
    data: { festivalId, userId, ticketId, schedule, doorId, scanId },
    metadata: { now },
  });
  const admitted: AttendeeEvent = {
    type: 'FestivalTicketAdmitted',
    data: { festivalId, userId, ticketId: ticketA, doorId: 'north-gate', scanId: scanA, admittedAt: during },
  };

  it('lets the ticket’s holder in, once, and records the door and the time', () =>
    given([claimed()]).when(scan(during)).then([admitted]));
  it('a second scan lets nobody else in: it is answered with the first', () => {
    given([claimed(), admitted])
      .when(scan(during, scanB, 'south-gate'))
      .thenNothing();
    given([claimed(), admitted])
      .when(scan(during, scanB, 'south-gate'))
      .thenState((state) =>
        expect(state.admission).toEqual({ scanId: scanA, doorId: 'north-gate', admittedAt: during }),
      );
  });
  it('the same scan retried just after the end is still answered, not refused', () =>
    given([claimed(), admitted]).when(scan(afterTheEnd)).thenNothing());
  it('is refused before the festival starts and after it ends', () => {
    given([claimed()])
      .when(scan(before))
      .thenThrows(DoorsNotOpenError, 'The doors open when the festival starts.');
    given([claimed()]).when(scan(afterTheEnd)).thenThrows(FestivalEndedError);
    given([claimed(), admitted]).when(scan(afterTheEnd, scanB)).thenThrows(FestivalEndedError);
  });
  it('is refused for a ticket the person does not hold (none, or another one)', () => {
    given([]).when(scan(during)).thenThrows(InvalidTicketError, 'This ticket is not valid.');
    given([claimed()])
      .when(scan(during, scanA, 'north-gate', '0193a1b2-c3d4-7e5f-8a9b-000000000002'))
      .thenThrows(InvalidTicketError);
  });
});

describe('rating a tasted wine', () => {
  const tasted = [claimed(), redeemed(pourA, 'wine-0001', 2, 3)];
  const rated: AttendeeEvent = {
    type: 'FestivalWineRated',
    data: { festivalId, userId, wineProductId: 'wine-0001', rating: 4, notes: 'Flinty', ratedAt: during },
  };

  it('keeps the stars and the note', () =>
    given(tasted)
      .when(rate('wine-0001', 4, 'Flinty'))
      .then([rated]));
  it('the same rating again changes nothing', () =>
    given([...tasted, rated])
      .when(rate('wine-0001', 4, 'Flinty'))
      .thenNothing());
  it('is refused for a wine not tasted', () =>
    given(tasted)
      .when(rate('wine-0002', 5, ''))
      .thenThrows(NotTastedError));

  describe('when the person’s data is erased (identity’s requestDataDeletion)', () => {
    const erase = (now = afterTheEnd): AttendeeCommand => ({
      type: 'EraseTastingNotes',
      data: { festivalId, userId },
      metadata: { now },
    });
    const erased: AttendeeEvent = {
      type: 'FestivalTastingNotesErased',
      data: { festivalId, userId, erasedAt: afterTheEnd },
    };
    it('the notes and stars go, the pours stay', () => {
      given([...tasted, rated])
        .when(erase())
        .then([erased]);
      given([...tasted, rated])
        .when(erase())
        .thenState((state) => {
          expect(state.tasted.get('wine-0001')).toEqual({
            tokensSpent: 2,
            tastedAt: during,
            rating: null,
            notes: null,
          });
          expect(state.tokensSpent).toBe(2);
        });
    });
    it('told twice, or with nothing rated, erases nothing more', () => {
      given([...tasted, rated, erased])
        .when(erase())
        .thenNothing();
      given(tasted).when(erase()).thenNothing();
    });
  });
});

describe('a paid ticket', () => {
  const paid = {
    ...ticketType,
    ticketTypeId: 'connoisseur',
    name: 'Connoisseur',
    pricePence: 2500,
    tokens: 25,
  };
  const claimPaid = (now = before): AttendeeCommand => ({
    type: 'ClaimTicket',
    data: { festivalId, userId, schedule, ticketType: paid, ticketId: ticketA, claimKey: keyA, shard: 3 },
    metadata: { now },
  });
  const fields = {
    festivalId,
    userId,
    ticketId: ticketA,
    ticketTypeId: 'connoisseur',
    ticketTypeName: 'Connoisseur',
    claimKey: keyA,
    shard: 3,
    pricePence: 2500,
    tokens: 25,
  };
  const reserved: AttendeeEvent = { type: 'FestivalTicketReserved', data: { ...fields, reservedAt: before } };
  const confirm = (ticketId = ticketA): AttendeeCommand => ({
    type: 'ConfirmTicketPayment',
    data: { festivalId, userId, ticketId, paymentIntentId: 'pi_1' },
    metadata: { now: during },
  });
  const release = (ticketId = ticketA): AttendeeCommand => ({
    type: 'ReleaseTicket',
    data: { festivalId, userId, ticketId, reason: 'card_declined' },
    metadata: { now: during },
  });
  const claimedPaid: AttendeeEvent = {
    type: 'FestivalTicketClaimed',
    data: { ...fields, paymentIntentId: 'pi_1', claimedAt: during },
  };

  it('is held until it is paid for', () => given([]).when(claimPaid()).then([reserved]));
  it('held, a second claim pays for the held one rather than holding another', () =>
    given([reserved]).when(claimPaid(during)).thenNothing());
  it('becomes the person’s when the payment succeeds, with its tokens', () => {
    given([reserved]).when(confirm()).then([claimedPaid]);
    given([reserved])
      .when(confirm())
      .thenState((state) => expect([state.tokenBalance, state.reservation]).toEqual([25, null]));
  });
  it('paid twice over (a webhook after the answer) is still one ticket', () =>
    given([reserved, claimedPaid]).when(confirm()).thenNothing());
  const released = (reason: 'card_declined' | 'expired', releasedAt: string): AttendeeEvent => ({
    type: 'FestivalTicketReleased',
    data: {
      festivalId,
      userId,
      ticketId: ticketA,
      ticketTypeId: 'connoisseur',
      shard: 3,
      reason,
      releasedAt,
    },
  });
  it('goes back on sale when the payment fails', () =>
    given([reserved])
      .when(release())
      .then([released('card_declined', during)]));
  it('news of another attempt changes nothing', () => {
    given([reserved]).when(release('0193a1b2-c3d4-7e5f-8a9b-000000000009')).thenNothing();
    given([reserved]).when(confirm('0193a1b2-c3d4-7e5f-8a9b-000000000009')).thenNothing();
    given([reserved, claimedPaid]).when(release()).thenNothing();
  });

  describe('held at the bank (3-D Secure) and never paid', () => {
    const expireAt = (now: string, ticketId = ticketA): AttendeeCommand => ({
      type: 'ExpireTicketHold',
      data: { festivalId, userId, ticketId },
      metadata: { now },
    });
    const minutesAfterTheHold = (minutes: number) =>
      new Date(Date.parse(before) + minutes * 60_000).toISOString();
    const expired = released('expired', minutesAfterTheHold(15));
    const lateConfirm: AttendeeCommand = { ...confirm(), metadata: { now: minutesAfterTheHold(16) } };
    const refund: AttendeeEvent = {
      type: 'FestivalTicketRefundRequested',
      data: {
        festivalId,
        userId,
        ticketId: ticketA,
        paymentIntentId: 'pi_1',
        amountPence: 2500,
        requestedAt: minutesAfterTheHold(16),
      },
    };

    it('is kept for 15 minutes', () =>
      given([reserved])
        .when(expireAt(minutesAfterTheHold(14.9)))
        .thenNothing());
    it('then goes back on sale', () =>
      given([reserved])
        .when(expireAt(minutesAfterTheHold(15)))
        .then([expired]));
    it('paid in time, it is the person’s and the sweep leaves it be', () =>
      given([reserved, claimedPaid])
        .when(expireAt(minutesAfterTheHold(60)))
        .thenNothing());
    it('a payment that succeeds after the hold expired is refunded, not honoured', () => {
      given([reserved, expired]).when(lateConfirm).then([refund]);
      given([reserved, expired])
        .when(lateConfirm)
        .thenState((state) => expect([state.ticket, state.tokenBalance]).toEqual([null, 0]));
    });
    it('refunded once, however often the payment is reported', () =>
      given([reserved, expired, refund]).when(lateConfirm).thenNothing());
    it('refunded even when the person has since bought another ticket', () => {
      const second = {
        ...claimedPaid,
        data: { ...claimedPaid.data, ticketId: '0193a1b2-c3d4-7e5f-8a9b-000000000002' },
      };
      given([reserved, expired, second]).when(lateConfirm).then([refund]);
    });
    it('a sweep of another hold changes nothing', () =>
      given([reserved])
        .when(expireAt(minutesAfterTheHold(60), '0193a1b2-c3d4-7e5f-8a9b-000000000009'))
        .thenNothing());
  });
});
