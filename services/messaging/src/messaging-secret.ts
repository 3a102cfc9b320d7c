import { createHmac } from 'node:crypto';
import { installSecret } from '@wine/platform/config/install-secrets';
import type { MessagingConfig } from './messaging-config.ts';

/**
 * The keys the messaging context runs on, derived from MESSAGING_LINK_SECRET. Production must set
 * it (an unsubscribe link anyone could forge would turn anyone's messages off); elsewhere an
 * unset one is this install's own, made at random and kept in the git-ignored .run/secrets.
 */
export function messagingKeys(
  config: Pick<MessagingConfig, 'NODE_ENV' | 'MESSAGING_LINK_SECRET'>,
  installSecretsDir?: string,
): { linkKey: Buffer; counterKey: Buffer; supportTextKey: Buffer } {
  if (config.NODE_ENV === 'production' && config.MESSAGING_LINK_SECRET === undefined)
    throw new Error('Invalid configuration: MESSAGING_LINK_SECRET must be set in production');
  const secret = config.MESSAGING_LINK_SECRET ?? installSecret('MESSAGING_LINK_SECRET', installSecretsDir);
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return {
    linkKey: derive('unsubscribe-link'),
    counterKey: derive('rate-counter'),
    supportTextKey: derive('support-text-keys'),
  };
}
