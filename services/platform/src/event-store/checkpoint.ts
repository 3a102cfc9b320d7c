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
  const tx = compareDecimal(a.txId, b.txId);
  return tx > 0 || (tx === 0 && compareDecimal(a.position, b.position) > 0);
}

/**
 * Orders two non-negative decimal strings as numbers without building padded keys: projectors
 * compare every event of every batch. Digits as Postgres prints them have no leading zeros, so
 * the longer is the larger; anything else goes through BigInt.
 */
function compareDecimal(a: string, b: string): number {
  if (!canonical(a) || !canonical(b)) {
    const d = BigInt(a) - BigInt(b);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  }
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

// At module level: a closure inside compareDecimal would be made (and, under tsx, named) per call.
function canonical(s: string): boolean {
  return s.length === 1 || s.charCodeAt(0) !== 48; // '0'
}

export function laterOf(a: Checkpoint, b: Checkpoint): Checkpoint {
  return isAfter(a, b) ? a : b;
}
