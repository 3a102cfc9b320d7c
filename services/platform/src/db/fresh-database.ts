import pg from 'pg';

/**
 * A fresh database for one run (an e2e run, a benchmark): dropped if a previous run left it
 * behind, created empty, and dropped again by `drop()`. Only for names the caller owns.
 */
export async function freshDatabase(adminUrl: string, name: string) {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
