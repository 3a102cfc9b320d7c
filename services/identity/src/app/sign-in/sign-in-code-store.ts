import { inTransaction, type Pool } from '@wine/platform/db/pool';
import type {
  AttemptWindow,
  ChallengeCode,
  SignInCodeCommand,
  SignInCodeEvent,
} from '../../domain/sign-in-code/sign-in-code.ts';
import { signInCodeDecider } from '../../domain/sign-in-code/sign-in-code-decider.ts';

export interface CodeDecision {
  /** The named code before the decision (undefined: no such challenge). */
  before: ChallengeCode | undefined;
  events: SignInCodeEvent[];
}

/**
 * Runs the sign-in-code decider on one address's window and the one code the command names,
 * under row locks (the address's first, always): concurrent tries queue here, each seeing the
 * failures of the one before, so a burst of parallel guesses stops at the limit like a sequence
 * does. A refusal (the decider throws) changes nothing; recorded failures are committed before
 * the caller answers.
 */
export function decideOnCode(
  pool: Pool,
  destinationHash: string,
  command: SignInCodeCommand,
): Promise<CodeDecision> {
  return inTransaction(pool, async (client) => {
    const { now } = command.metadata;
    const { challengeHash } = command.data;
    // Only sending creates a row: tries at addresses never sent a code leave nothing behind.
    if (command.type === 'IssueSignInCode') {
      await client.query(
        `INSERT INTO identity_sign_in_addresses (destination_hash, state, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (destination_hash) DO NOTHING`,
        [destinationHash, { window: null }, now],
      );
    }
    const address = await client.query<{ state: { window: AttemptWindow | null } }>(
      'SELECT state FROM identity_sign_in_addresses WHERE destination_hash = $1 FOR UPDATE',
      [destinationHash],
    );
    const codeRow = await client.query<{ state: ChallengeCode }>(
      `SELECT state FROM identity_sign_in_challenges
        WHERE challenge_hash = $1 AND destination_hash = $2 FOR UPDATE`,
      [challengeHash, destinationHash],
    );
    const before = codeRow.rows[0]?.state;
    const state = {
      window: address.rows[0]?.state.window ?? null,
      codes: before ? { [challengeHash]: before } : {},
    };
    const events = signInCodeDecider.decide(command, state);
    if (events.length === 0) return { before, events };
    const after = events.reduce(signInCodeDecider.evolve, state);
    await client.query(
      'UPDATE identity_sign_in_addresses SET state = $2, updated_at = $3 WHERE destination_hash = $1',
      [destinationHash, { window: after.window }, now],
    );
    const code = after.codes[challengeHash];
    if (code?.status === 'pending' && !before) {
      await client.query(
        `INSERT INTO identity_sign_in_challenges
           (challenge_hash, destination_hash, state, link_token_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [challengeHash, destinationHash, code, code.linkTokenHash, code.expiresAt],
      );
    } else if (code) {
      await client.query(
        `UPDATE identity_sign_in_challenges SET state = $2, link_token_hash = $3 WHERE challenge_hash = $1`,
        [challengeHash, code, code.status === 'pending' ? code.linkTokenHash : null],
      );
    }
    return { before, events };
  });
}

/** The address and challenge of the live code a magic link belongs to. */
export async function codeOfLink(
  pool: Pool,
  linkTokenHash: string,
): Promise<{ destinationHash: string; challengeHash: string } | undefined> {
  const { rows } = await pool.query<{ destination_hash: string; challenge_hash: string }>(
    'SELECT destination_hash, challenge_hash FROM identity_sign_in_challenges WHERE link_token_hash = $1',
    [linkTokenHash],
  );
  const row = rows[0];
  return row && { destinationHash: row.destination_hash, challengeHash: row.challenge_hash };
}
