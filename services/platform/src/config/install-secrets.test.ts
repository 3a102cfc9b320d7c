import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installSecret } from './install-secrets.ts';

// Each test's install in a folder of its own, removed afterwards (they hold secrets, if test ones).
const made: string[] = [];
const freshDir = () => {
  made.push(mkdtempSync(join(tmpdir(), 'install-secrets-')));
  return join(made.at(-1) as string, 'secrets');
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('an install secret', () => {
  it('is made at random once and the same on every later start', () => {
    const dir = freshDir();
    const first = installSecret('AUTH_TOKEN_SECRET', dir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(installSecret('AUTH_TOKEN_SECRET', dir)).toBe(first);
  });

  it('differs from one install to the next and from one name to the next', () => {
    const dir = freshDir();
    const mine = installSecret('AUTH_TOKEN_SECRET', dir);
    expect(installSecret('AUTH_TOKEN_SECRET', freshDir())).not.toBe(mine);
    expect(installSecret('IDENTITY_DATA_SECRET', dir)).not.toBe(mine);
  });

  it('is readable by its owner only', () => {
    const dir = freshDir();
    installSecret('AUTH_TOKEN_SECRET', dir);
    expect(statSync(join(dir, 'AUTH_TOKEN_SECRET')).mode & 0o077).toBe(0);
    expect(statSync(dir).mode & 0o077).toBe(0);
  });

  it('refuses a name that could walk out of its folder', () => {
    expect(() => installSecret('../../etc/passwd', freshDir())).toThrow("not a secret's name");
  });
});
