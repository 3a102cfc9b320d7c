import { z } from 'zod';
import { defineEvent, EventEnvelope, eventUnion, type NewEventOf } from './event-envelope.ts';

// A workflow's own state stream, `<context>/workflow/<name>/<key>`, kept by the platform: each
// input the workflow took into its state, recorded as the followed event was stored (type,
// schema version and data as written), so that folding the stream reads each through the
// workflow's reader again and today's upcasters apply.

/** The followed event as it was stored, with the transaction id that orders it in the log. */
export const RecordedInput = EventEnvelope.extend({ transactionId: z.string().regex(/^\d+$/) });
export type RecordedInput = z.infer<typeof RecordedInput>;

export const WorkflowInputRecorded = defineEvent(
  'WorkflowInputRecorded',
  z.object({ workflow: z.string().min(1), input: RecordedInput }),
);

export const WorkflowEventEnvelope = eventUnion([WorkflowInputRecorded]);
export type WorkflowEvent = NewEventOf<z.infer<typeof WorkflowEventEnvelope>>;
