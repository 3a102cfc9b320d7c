import type { EventMetadata } from '@wine/contracts/event-envelope';
import { handleCommand } from '@wine/platform/domain/handle-command';
import type { Redemption } from '../domain/attendee.ts';
import { attendeeStreamId } from '../domain/festival-streams.ts';
import type { FestivalCommandDeps } from './festival-deps.ts';
import { attendeeStream } from './festival-kinds.ts';

export interface RedeemInput {
  festivalId: string;
  userId: string;
  wineProductId: string;
  redemptionId: string;
}

/** redeemFestivalTokens: one pour, on the person's own stream; the same redemption id is answered, not poured again. */
export async function redeemTokens(
  deps: FestivalCommandDeps,
  input: RedeemInput,
  metadata: EventMetadata,
): Promise<Redemption & { redemptionId: string }> {
  const details = await deps.festivals.details(input.festivalId);
  const poured = details.wines.find((w) => w.wineProductId === input.wineProductId) ?? null;
  const { state } = await handleCommand(
    deps.store,
    attendeeStream,
    attendeeStreamId(input.festivalId, input.userId),
    {
      type: 'RedeemTokens',
      data: { ...input, schedule: details, poured },
      metadata: { now: deps.clock().toISOString() },
    },
    metadata,
  );
  const redemption = state.redemptions.get(input.redemptionId);
  if (!redemption) throw new Error('a redemption decided nothing and is not on the stream');
  return { redemptionId: input.redemptionId, ...redemption };
}
