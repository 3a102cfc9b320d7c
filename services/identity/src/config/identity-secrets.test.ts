import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { identityConfigSchema } from './identity-config.ts';
import { identitySecrets } from './identity-secrets.ts';

const secret = 'x'.repeat(40);
// Each test's install in a folder of its own, removed afterwards (they hold secrets, if test ones).
const made: string[] = [];
const installDir = () => {
  made.push(mkdtempSync(join(tmpdir(), 'identity-secrets-')));
  return made.at(-1) as string;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('identity secrets', () => {
  it('refuses to start production without its secrets and SMTP, naming them', () => {
    const config = identityConfigSchema.parse({ NODE_ENV: 'production' });
    expect(() => identitySecrets(config, { info: vi.fn() }, installDir())).toThrow(
      'AUTH_TOKEN_SECRET, IDENTITY_DATA_SECRET, SMTP_URL must be set in production',
    );
  });

  it("uses this install's own random secrets in development: none is public, both survive a restart", () => {
    const dir = installDir();
    const info = vi.fn();
    const secrets = identitySecrets(identityConfigSchema.parse({}), { info }, dir);
    expect(secrets.authTokenSecret).not.toMatch(/development|default/);
    expect(secrets.authTokenSecret.length).toBeGreaterThanOrEqual(64);
    expect(secrets.dataSecret).not.toBe(secrets.authTokenSecret);
    expect(info).toHaveBeenCalledWith(
      { generated: ['AUTH_TOKEN_SECRET', 'IDENTITY_DATA_SECRET'] },
      expect.any(String),
    );

    expect(identitySecrets(identityConfigSchema.parse({}), { info }, dir)).toEqual(secrets);
    expect(identitySecrets(identityConfigSchema.parse({}), { info }, installDir())).not.toEqual(secrets);
  });

  it('uses the configured secrets quietly', () => {
    const info = vi.fn();
    const config = identityConfigSchema.parse({
      NODE_ENV: 'production',
      AUTH_TOKEN_SECRET: secret,
      IDENTITY_DATA_SECRET: `${secret}y`,
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(identitySecrets(config, { info }, installDir())).toEqual({
      authTokenSecret: secret,
      dataSecret: `${secret}y`,
    });
    expect(info).not.toHaveBeenCalled();
  });
});
