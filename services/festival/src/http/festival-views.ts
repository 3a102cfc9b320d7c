import type { FestivalTicket, FestivalUser } from '@wine/contracts/festival/festival-calls';
import type { Attendee } from '../domain/attendee.ts';
import type { AttendeeRow } from '../read/festival-reader.ts';
import type { TicketSigner } from '../tickets/ticket-code.ts';

type Ticket = Omit<FestivalTicket, 'qrCode' | 'festivalId'>;

function ticketView(
  signer: TicketSigner,
  festivalId: string,
  userId: string,
  ticket: Ticket,
): FestivalTicket {
  const { ticketId, ticketTypeId, ticketTypeName, pricePence, claimedAt } = ticket;
  const qrCode = signer.sign({ t: ticketId, f: festivalId, u: userId, k: ticketTypeId });
  return { ticketId, festivalId, ticketTypeId, ticketTypeName, pricePence, claimedAt, qrCode };
}

/** The attendee as the read model has them (getFestivalUserData). */
export function festivalUserView(
  signer: TicketSigner,
  festivalId: string,
  userId: string,
  row: AttendeeRow,
): FestivalUser {
  return {
    userId,
    festivalId,
    signedUpAt: row.signedUpAt,
    ticket: row.ticket ? ticketView(signer, festivalId, userId, row.ticket) : null,
    tokenBalance: row.tokenBalance,
    tokensSpent: row.tokensSpent,
  };
}

/** The attendee as their stream says right after a claim (the read model follows a moment later). */
export function attendeeView(
  signer: TicketSigner,
  festivalId: string,
  userId: string,
  attendee: Attendee,
): FestivalUser {
  return {
    userId,
    festivalId,
    signedUpAt: null,
    ticket: attendee.ticket ? ticketView(signer, festivalId, userId, attendee.ticket) : null,
    tokenBalance: attendee.tokenBalance,
    tokensSpent: attendee.tokensSpent,
  };
}
