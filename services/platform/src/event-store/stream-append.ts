import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';

/** A number is the version the stream must be at (0: must not exist yet); 'any' skips the check. */
export type ExpectedVersion = number | 'any';

export interface StreamAppend {
  streamId: string;
  expected: ExpectedVersion;
  events: NewEvent[];
  /** Instead of the call's: commands batched into one transaction keep their own correlation. */
  metadata?: EventMetadata;
}

export interface AppendResult {
  streamId: string;
  nextExpectedVersion: number;
  /** Global position of the last appended event: the consistency token of a command's answer. */
  lastPosition: string;
}
