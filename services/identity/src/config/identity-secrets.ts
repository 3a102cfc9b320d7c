import type { Logger } from '@wine/platform/observability/logger';
import type { IdentityConfig } from './identity-config.ts';

export interface IdentitySecrets {
  authTokenSecret: string;
  dataSecret: string;
}

// Public on purpose: anyone can forge tokens with these, which is why production refuses them.
const developmentSecrets: IdentitySecrets = {
  authTokenSecret: 'development-only-auth-token-secret-never-use-in-production',
  dataSecret: 'development-only-identity-data-secret-never-use-in-production',
};

/**
 * The secrets identity runs on. Production must set them (and SMTP_URL: codes must reach
 * people); anywhere else a missing one falls back to a public default, said loudly in the log.
 */
export function identitySecrets(config: IdentityConfig, logger: Pick<Logger, 'warn'>): IdentitySecrets {
  if (config.NODE_ENV === 'production') {
    const missing = (['AUTH_TOKEN_SECRET', 'IDENTITY_DATA_SECRET', 'SMTP_URL'] as const).filter(
      (name) => config[name] === undefined,
    );
    if (missing.length > 0)
      throw new Error(`Invalid configuration: ${missing.join(', ')} must be set in production`);
  }
  const unset = [
    ...(config.AUTH_TOKEN_SECRET === undefined ? ['AUTH_TOKEN_SECRET'] : []),
    ...(config.IDENTITY_DATA_SECRET === undefined ? ['IDENTITY_DATA_SECRET'] : []),
  ];
  if (unset.length > 0) {
    logger.warn(
      { unset },
      `${unset.join(' and ')} not set: using the public development default. Tokens can be forged; never run production like this.`,
    );
  }
  return {
    authTokenSecret: config.AUTH_TOKEN_SECRET ?? developmentSecrets.authTokenSecret,
    dataSecret: config.IDENTITY_DATA_SECRET ?? developmentSecrets.dataSecret,
  };
}
