import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../db/pool.ts';
import { undescribedQuery } from './undescribed-query.ts';

// One connection, so each test's later call runs on the connection the earlier one left.
const pool = createPool(inject('services').databaseUrl, {
  applicationName: 'undescribed-query-test',
  max: 1,
});
const table = `undescribed_${process.pid}`;
const INSERT = `INSERT INTO ${table} (name, tags) SELECT n, $2::text[] FROM unnest($1::text[]) AS n RETURNING id`;
beforeAll(() => pool.query(`CREATE TABLE ${table} (id bigserial, name text UNIQUE, tags text[])`));
afterAll(async () => {
  await pool.query(`DROP TABLE ${table}`);
  await pool.end();
});

describe('a statement run without Describe', () => {
  it("answers each row's first column as text, in order, binding arrays as pg's Query does", async () => {
    const ids = await undescribedQuery(pool, 'undescribed-insert', INSERT, [
      ['a', 'b', 'c'],
      ['with "quotes"', 'and,commas'],
    ]);
    expect(ids).toEqual(['1', '2', '3']);
    const { rows } = await pool.query(`SELECT tags FROM ${table} WHERE name = 'b'`);
    expect(rows[0].tags).toEqual(['with "quotes"', 'and,commas']);
  });

  it("runs on a client inside the client's transaction", async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const [id] = await undescribedQuery(client, 'undescribed-insert', INSERT, [['rolled-back'], []]);
      expect(id).toBe('4');
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    const { rows } = await pool.query(`SELECT 1 FROM ${table} WHERE name = 'rolled-back'`);
    expect(rows).toHaveLength(0);
  });

  it('is parsed once per connection, as pg keeps its named statements', async () => {
    expect(await undescribedQuery(pool, 'undescribed-insert', INSERT, [['d'], []])).toEqual(['5']);
    const client = await pool.connect();
    try {
      expect(client.connection.parsedStatements['undescribed-insert']).toBe(INSERT);
      expect(client.connection.submittedNamedStatements['undescribed-insert']).toBeUndefined();
    } finally {
      client.release();
    }
  });

  it("rejects with the server's error, and the pool goes on serving", async () => {
    const refused = await undescribedQuery(pool, 'undescribed-insert', INSERT, [['a'], []]).catch((e) => e);
    expect(refused).toBeInstanceOf(pg.DatabaseError);
    expect(refused.constraint).toBe(`${table}_name_key`);
    // Its stack leads back here, as pg's Query's does, not only to the socket's read.
    expect(refused.stack).toContain('undescribed-query.int.test.ts');
    // The refused row drew id 6 before the index refused it.
    expect(await undescribedQuery(pool, 'undescribed-insert', INSERT, [['e'], []])).toEqual(['7']);
  });

  it('forgets a statement the server could not parse, and reports the same error again', async () => {
    const broken = `SELEC ${table}`;
    for (let i = 0; i < 2; i++) {
      const error = await undescribedQuery(pool, 'undescribed-broken', broken, []).catch((e) => e);
      expect(error).toBeInstanceOf(pg.DatabaseError);
      expect(error.message).toContain('syntax error');
    }
  });

  it('rejects when the connection is lost, and the pool connects afresh', async () => {
    const other = new pg.Client({ connectionString: inject('services').databaseUrl });
    await other.connect();
    try {
      // The pool's one connection, open (an error before retired the last one).
      await undescribedQuery(pool, 'undescribed-one', 'SELECT 1::text', []);
      const { rows } = await other.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE application_name = 'undescribed-query-test'",
      );
      expect(rows).toHaveLength(1);
      const sleeper = undescribedQuery(pool, 'undescribed-sleep', 'SELECT pg_sleep(30)::text', []);
      // Held before the kill: the refusal may arrive while the kill's own query is answered.
      const refused = expect(sleeper).rejects.toThrow('terminating connection');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await other.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      await refused;
      expect(await undescribedQuery(pool, 'undescribed-one', 'SELECT 1::text', [])).toEqual(['1']);
    } finally {
      await other.end();
    }
  });
});
