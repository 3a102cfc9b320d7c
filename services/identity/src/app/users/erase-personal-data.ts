import type { IdentityServices } from '../identity-services.ts';
import { forgetCredentials } from './credentials.ts';
import { onUsers } from './user-streams.ts';

/**
 * requestDataDeletion. In one transaction: PersonalDataErased (other contexts anonymise what
 * they hold and keep what the law requires), the person's key deleted (every encrypted field
 * of theirs, in every copy of the log, becomes unreadable), their look-up rows, pending
 * codes and checkout proofs (which tie them to an order) deleted, their sessions revoked. The stream stays: ids, times and club status are the
 * business record, and hold nothing that names the person.
 */
export async function erasePersonalData(services: IdentityServices, userId: string): Promise<void> {
  const now = services.clock();
  const sessions = await onUsers(services.store, [userId], async (tx) => {
    await tx.decide(userId, { type: 'ErasePersonalData', data: {}, metadata: { now: now.toISOString() } });
    const contactHashes = await forgetCredentials(tx.client, userId);
    for (const table of ['identity_sign_in_addresses', 'identity_sign_in_challenges']) {
      await tx.client.query(`DELETE FROM ${table} WHERE destination_hash = ANY($1)`, [contactHashes]);
    }
    await tx.client.query('DELETE FROM identity_checkout_proofs WHERE user_id = $1', [userId]);
    await services.pii.deleteKey(tx.client, userId);
    return services.refreshTokens.revokeUser(tx.client, userId, now);
  });
  await services.revokedSessions.revoke(sessions);
  services.logger.info({ userId }, 'personal data erased');
}
