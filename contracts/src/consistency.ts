// Read-your-writes over HTTP (docs/api.md, "Consistency tokens"): a command's answer names the
// position of its last event; a read that sends it back waits, bounded, for its read models.

/** On a command's answer: the global position of the last event it appended. */
export const CONSISTENCY_TOKEN_HEADER = 'x-consistency-token';
/** On a read: the consistency token whose effects it must see. */
export const MIN_POSITION_HEADER = 'x-min-position';
/** On that read's answer: `reached`, or `behind` when the bounded wait ran out first. */
export const CONSISTENCY_HEADER = 'x-consistency';
