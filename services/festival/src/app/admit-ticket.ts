import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { AdmitTicketAnswer, AdmitTicketRequest } from '@wine/contracts/festival/festival-calls';
import { handleCommand } from '@wine/platform/domain/handle-command';
import { InvalidTicketError, OtherFestivalError } from '../domain/festival-errors.ts';
import { attendeeStreamId } from '../domain/festival-streams.ts';
import { type TicketSigner, verifyTicketCode } from '../tickets/ticket-code.ts';
import type { FestivalCommandDeps } from './festival-deps.ts';
import { attendeeStream } from './festival-kinds.ts';

/**
 * admitFestivalTicket: the door scans a ticket's QR code. The code must be the festival's (its
 * signature), for this door's festival, and the person's ticket now; the person's stream records
 * the first scan and answers every later one with it.
 */
export async function admitTicket(
  deps: FestivalCommandDeps & { signer: TicketSigner },
  input: AdmitTicketRequest,
  metadata: EventMetadata,
): Promise<AdmitTicketAnswer> {
  const claims = verifyTicketCode(input.qrCode, deps.signer.publicKeyPem());
  if (!claims) throw new InvalidTicketError();
  if (claims.f !== input.festivalId) throw new OtherFestivalError();
  const details = await deps.festivals.details(claims.f);
  const { startsAt, endsAt } = details;
  const { state } = await handleCommand(
    deps.store,
    attendeeStream,
    attendeeStreamId(claims.f, claims.u),
    {
      type: 'AdmitTicket',
      data: {
        festivalId: claims.f,
        userId: claims.u,
        ticketId: claims.t,
        schedule: { startsAt, endsAt },
        doorId: input.doorId,
        scanId: input.scanId,
      },
      metadata: { now: deps.clock().toISOString() },
    },
    metadata,
  );
  const { admission, ticket } = state;
  if (!admission || !ticket) throw new Error('an admission decided nothing and is not on the stream');
  return {
    success: true,
    alreadyAdmitted: admission.scanId !== input.scanId,
    ticketId: ticket.ticketId,
    ticketTypeName: ticket.ticketTypeName,
    admittedAt: admission.admittedAt,
    doorId: admission.doorId,
  };
}
