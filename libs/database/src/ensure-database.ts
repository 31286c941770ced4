import { Client } from 'pg';

/**
 * Creates the database named in the URL when the server is reachable but the database is
 * not there yet, so the defaults work on a machine with a bare PostgreSQL.
 */
export const ensureDatabaseExists = async (url: string): Promise<void> => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client
        .query(`create database "${name.replaceAll('"', '""')}"`)
        .catch((error: unknown) => {
          // Another process may have created it in the meantime.
          if ((error as { code?: string }).code !== '42P04') throw error;
        });
    }
  } finally {
    await client.end();
  }
};
