import { describe, expect, it, vi } from 'vitest';
import { identityConfigSchema } from './identity-config.ts';
import { identitySecrets } from './identity-secrets.ts';

const secret = 'x'.repeat(40);

describe('identity secrets', () => {
  it('refuses to start production without its secrets and SMTP, naming them', () => {
    const config = identityConfigSchema.parse({ NODE_ENV: 'production' });
    expect(() => identitySecrets(config, { warn: vi.fn() })).toThrow(
      'AUTH_TOKEN_SECRET, IDENTITY_DATA_SECRET, SMTP_URL must be set in production',
    );
  });

  it('falls back to public defaults in development, and says so', () => {
    const warn = vi.fn();
    const secrets = identitySecrets(identityConfigSchema.parse({}), { warn });
    expect(secrets.authTokenSecret).toContain('development-only');
    expect(warn).toHaveBeenCalledWith(
      { unset: ['AUTH_TOKEN_SECRET', 'IDENTITY_DATA_SECRET'] },
      expect.stringContaining('never run production like this'),
    );
  });

  it('uses the configured secrets quietly', () => {
    const warn = vi.fn();
    const config = identityConfigSchema.parse({
      NODE_ENV: 'production',
      AUTH_TOKEN_SECRET: secret,
      IDENTITY_DATA_SECRET: `${secret}y`,
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(identitySecrets(config, { warn })).toEqual({ authTokenSecret: secret, dataSecret: `${secret}y` });
    expect(warn).not.toHaveBeenCalled();
  });
});
