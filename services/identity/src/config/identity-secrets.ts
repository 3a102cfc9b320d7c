import { installSecret } from '@wine/platform/config/install-secrets';
import type { Logger } from '@wine/platform/observability/logger';
import type { IdentityConfig } from './identity-config.ts';

export interface IdentitySecrets {
  authTokenSecret: string;
  dataSecret: string;
}

/**
 * The secrets identity runs on. Production must set them (and SMTP_URL: codes must reach
 * people); anywhere else an unset one is this install's own, made at random on first start and
 * kept in the git-ignored run folder (there is no default anyone could read and forge with).
 */
export function identitySecrets(
  config: IdentityConfig,
  logger: Pick<Logger, 'info'>,
  installSecretsDir?: string,
): IdentitySecrets {
  if (config.NODE_ENV === 'production') {
    const missing = (['AUTH_TOKEN_SECRET', 'IDENTITY_DATA_SECRET', 'SMTP_URL'] as const).filter(
      (name) => config[name] === undefined,
    );
    if (missing.length > 0)
      throw new Error(`Invalid configuration: ${missing.join(', ')} must be set in production`);
  }
  const generated = (['AUTH_TOKEN_SECRET', 'IDENTITY_DATA_SECRET'] as const).filter(
    (name) => config[name] === undefined,
  );
  if (generated.length > 0)
    logger.info({ generated }, "identity secrets: this install's own, from .run/secrets");
  const secret = (name: 'AUTH_TOKEN_SECRET' | 'IDENTITY_DATA_SECRET') =>
    config[name] ?? installSecret(name, installSecretsDir);
  return { authTokenSecret: secret('AUTH_TOKEN_SECRET'), dataSecret: secret('IDENTITY_DATA_SECRET') };
}
