import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The git-ignored run folder of this checkout: secrets generated here never leave the machine. */
export const defaultInstallSecretsDir = fileURLToPath(new URL('../../../../.run/secrets/', import.meta.url));

/**
 * A secret of this install, for anywhere but production: made at random the first time it is
 * asked for, kept in `dir` (owner-only) and the same on every later start, so tokens survive a
 * restart and no secret has a default anyone can read. Safe when several processes start at once.
 */
export function installSecret(name: string, dir: string = defaultInstallSecretsDir): string {
  if (!/^[A-Z][A-Z0-9_]*$/.test(name)) throw new Error(`not a secret's name: ${name}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, name);
  // Written whole under a private name, then linked into place: link fails if another process
  // got there first, so nobody ever reads a half-written secret or overwrites one in use.
  const draft = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}
