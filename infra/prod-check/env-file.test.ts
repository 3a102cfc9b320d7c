import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillEnvFile, parseEnvFile, readEnvExample } from './env-file.ts';

const example = readEnvExample(readFileSync(new URL('../../.env.example', import.meta.url), 'utf8'));

describe("prod-check's env file, made from .env.example", () => {
  it('names every secret a production process refuses to start without', () => {
    const names = example.map((v) => v.name);
    for (const secret of [
      'POSTGRES_PASSWORD',
      'AUTH_TOKEN_SECRET',
      'IDENTITY_DATA_SECRET',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'ORDERS_SHOPPER_KEY_SECRET',
      'COURIER_API_URL',
      'COURIER_API_KEY',
      'COURIER_WEBHOOK_SECRET',
      'MESSAGING_LINK_SECRET',
      'FESTIVAL_TICKET_KEY',
      'ANALYTICS_PSEUDONYM_KEY',
    ])
      expect(names).toContain(secret);
  });

  it('makes each generated secret fresh and long enough for its config (32 characters at least)', () => {
    const first = parseEnvFile(fillEnvFile(example, {}));
    const second = parseEnvFile(fillEnvFile(example, {}));
    for (const { name } of example.filter((v) => v.generate)) {
      expect(first[name]?.length, name).toBeGreaterThanOrEqual(32);
      expect(first[name], name).not.toBe(second[name]);
    }
  });

  it("takes the stand-ins' values as given, and leaves an optional one unset", () => {
    const env = parseEnvFile(fillEnvFile(example, { SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(env.SMTP_URL).toBe('smtp://127.0.0.1:2525');
    expect(env).not.toHaveProperty('SMS_URL');
    expect(env.WEB_APP_URL).toBe('http://localhost:8080');
  });

  it('refuses a value for a name .env.example does not have', () => {
    expect(() => fillEnvFile(example, { STRIPE_SECRET: 'sk_test_x' })).toThrow(
      '.env.example does not name STRIPE_SECRET',
    );
  });
});
