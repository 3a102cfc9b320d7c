import { inTransaction, type Pool } from '@wine/platform/db/pool';
import type {
  SignInCode,
  SignInCodeCommand,
  SignInCodeEvent,
} from '../../domain/sign-in-code/sign-in-code.ts';
import { signInCodeDecider } from '../../domain/sign-in-code/sign-in-code-decider.ts';

export interface CodeDecision {
  before: SignInCode;
  events: SignInCodeEvent[];
}

/**
 * Runs the sign-in-code decider on one address's row, under a row lock: concurrent tries on
 * one code queue here, each seeing the attempts of the one before, so a burst of parallel
 * guesses stops at the limit like a sequence does. A refusal (the decider throws) changes
 * nothing; recorded failures are committed before the caller answers.
 */
export function decideOnCode(
  pool: Pool,
  destinationHash: string,
  command: SignInCodeCommand,
): Promise<CodeDecision> {
  return inTransaction(pool, async (client) => {
    const { now } = command.metadata;
    // Only sending creates a row: tries at addresses never sent a code leave nothing behind.
    if (command.type === 'IssueSignInCode') {
      await client.query(
        `INSERT INTO identity_sign_in_codes (destination_hash, state, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (destination_hash) DO NOTHING`,
        [destinationHash, signInCodeDecider.initialState, now],
      );
    }
    const { rows } = await client.query<{ state: SignInCode }>(
      'SELECT state FROM identity_sign_in_codes WHERE destination_hash = $1 FOR UPDATE',
      [destinationHash],
    );
    const before = rows[0]?.state ?? signInCodeDecider.initialState;
    const events = signInCodeDecider.decide(command, before);
    if (events.length > 0) {
      const after = events.reduce(signInCodeDecider.evolve, before);
      await client.query(
        `UPDATE identity_sign_in_codes SET state = $2, link_token_hash = $3, updated_at = $4
          WHERE destination_hash = $1`,
        [destinationHash, after, after.status === 'pending' ? after.linkTokenHash : null, now],
      );
    }
    return { before, events };
  });
}

/** The address whose live code a magic link belongs to. */
export async function destinationOfLink(pool: Pool, linkTokenHash: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ destination_hash: string }>(
    'SELECT destination_hash FROM identity_sign_in_codes WHERE link_token_hash = $1',
    [linkTokenHash],
  );
  return rows[0]?.destination_hash;
}
