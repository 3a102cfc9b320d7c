/** The ticket an attendee holds at one festival. */
export interface HeldTicket {
  ticketId: string;
  ticketTypeId: string;
  ticketTypeName: string;
  claimKey: string;
  shard: number;
  pricePence: number;
  claimedAt: string;
}

/** A paid ticket held while its payment is under way; its slice counts it. */
export interface Reservation {
  ticketId: string;
  ticketTypeId: string;
  ticketTypeName: string;
  claimKey: string;
  shard: number;
  pricePence: number;
  tokens: number;
  reservedAt: string;
}

/** A held ticket given back: a payment for it that succeeds after all is refunded, once. */
export interface ReleasedHold {
  pricePence: number;
  refundRequested: boolean;
}

export interface Redemption {
  wineProductId: string;
  tokensSpent: number;
  tokenBalance: number;
  redeemedAt: string;
}

/** The first scan of the ticket at a door. */
export interface Admission {
  scanId: string;
  doorId: string;
  admittedAt: string;
}

export interface TastedWine {
  tokensSpent: number;
  tastedAt: string;
  rating: number | null;
  notes: string | null;
}

/** One person at one festival: one ticket at most, the tokens it left them, what they tasted. */
export interface Attendee {
  ticket: HeldTicket | null;
  reservation: Reservation | null;
  /** By ticket id: the holds this person was given and lost (a failed payment, an expired hold). */
  released: ReadonlyMap<string, ReleasedHold>;
  tokenBalance: number;
  tokensSpent: number;
  /** Let in at a door: later scans are answered with it. */
  admission: Admission | null;
  /** By the client's redemption id, so a retried pour is answered, not poured again. */
  redemptions: ReadonlyMap<string, Redemption>;
  tasted: ReadonlyMap<string, TastedWine>;
}

export const noAttendee: Attendee = {
  ticket: null,
  reservation: null,
  released: new Map(),
  tokenBalance: 0,
  tokensSpent: 0,
  admission: null,
  redemptions: new Map(),
  tasted: new Map(),
};
