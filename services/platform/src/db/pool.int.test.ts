import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPool } from './pool.ts';

const pool = createPool(inject('services').databaseUrl, { applicationName: 'pool-test', max: 1 });
afterAll(() => pool.end());

const setting = async (name: string) =>
  (await pool.query<{ setting: string }>('SELECT current_setting($1) AS setting', [name])).rows[0]?.setting;

describe('a session of the platform pool', () => {
  it('is bounded in time, so a stuck statement or transaction cannot hold back the log readers', async () => {
    expect(await setting('statement_timeout')).toBe('30s');
    expect(await setting('idle_in_transaction_session_timeout')).toBe('15s');
    expect(await setting('application_name')).toBe('pool-test');
  });

  it('never compiles a statement with LLVM: each is short, and the compile costs more than it', async () => {
    expect(await setting('jit')).toBe('off');
  });
});
