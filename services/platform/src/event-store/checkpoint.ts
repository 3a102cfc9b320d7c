/**
 * A place in the global log: events are ordered by (transaction id, position). Both are kept as
 * decimal strings because they are 64-bit in Postgres.
 */
export interface Checkpoint {
  txId: string;
  position: string;
}

export const LOG_START: Checkpoint = { txId: '0', position: '0' };

/** A string that sorts like the (txId, position) pair: lets Lua and Maps compare checkpoints. */
export function checkpointKey(c: Checkpoint): string {
  return `${c.txId.padStart(20, '0')}:${c.position.padStart(20, '0')}`;
}

export function parseCheckpointKey(key: string): Checkpoint {
  const [tx = '0', pos = '0'] = key.split(':');
  return { txId: BigInt(tx).toString(), position: BigInt(pos).toString() };
}

export function isAfter(a: Checkpoint, b: Checkpoint): boolean {
  return checkpointKey(a) > checkpointKey(b);
}

export function laterOf(a: Checkpoint, b: Checkpoint): Checkpoint {
  return isAfter(a, b) ? a : b;
}
