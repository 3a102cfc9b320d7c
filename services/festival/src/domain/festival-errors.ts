import { festivalRefusals } from '@wine/contracts/festival/festival-messages';
import { DomainError } from '@wine/platform/errors/domain-error';

/**
 * A festival call the festival's state refuses. The festival calls answer these as
 * `{ success: false, error, code }` (spec section 8) with the status here, not the generic envelope.
 */
export class FestivalRefusal extends DomainError {}

const refusal = (code: string, status: number, message: string) =>
  class extends FestivalRefusal {
    constructor() {
      super(code, message, status);
    }
  };

export class SoldOutError extends refusal('SOLD_OUT', 409, festivalRefusals.soldOut) {}
export class FestivalEndedError extends refusal('FESTIVAL_ENDED', 409, festivalRefusals.ended) {}
export class FestivalNotStartedError extends refusal(
  'FESTIVAL_NOT_STARTED',
  409,
  festivalRefusals.notStarted,
) {}
export class UnknownFestivalError extends refusal('NOT_FOUND', 404, festivalRefusals.unknownFestival) {}
export class UnknownTicketTypeError extends refusal('NOT_FOUND', 404, festivalRefusals.unknownTicketType) {}
export class SignInNeededError extends refusal('FORBIDDEN', 403, festivalRefusals.signInNeeded) {}
export class NoTicketError extends refusal('NO_TICKET', 409, festivalRefusals.noTicket) {}
export class NotPouredError extends refusal('NOT_POURED', 404, festivalRefusals.notPoured) {}
export class NotEnoughTokensError extends refusal(
  'NOT_ENOUGH_TOKENS',
  409,
  festivalRefusals.notEnoughTokens,
) {}
export class NotTastedError extends refusal('NOT_TASTED', 409, festivalRefusals.notTasted) {}
export class PaymentNeededError extends refusal('PAYMENT_REQUIRED', 402, festivalRefusals.paymentNeeded) {}
export class DoorStaffOnlyError extends refusal('FORBIDDEN', 403, festivalRefusals.doorStaffOnly) {}
export class InvalidTicketError extends refusal('INVALID_TICKET', 409, festivalRefusals.invalidTicket) {}
export class OtherFestivalError extends refusal('OTHER_FESTIVAL', 409, festivalRefusals.otherFestival) {}
export class DoorsNotOpenError extends refusal('FESTIVAL_NOT_STARTED', 409, festivalRefusals.doorsNotOpen) {}
export class ClaimFailedError extends refusal('CLAIM_FAILED', 409, festivalRefusals.claimFailed) {}

/** A published festival may gain capacity, never lose it: tickets already out could oversell it. */
export class CapacityShrinkError extends DomainError {
  constructor(readonly problems: string[]) {
    super('ILLEGAL_STATE', problems.join('; '), 409, { problems });
  }
}
