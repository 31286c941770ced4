import { Client } from 'pg';
import { TEST_SERVER_URL } from '../helpers/database';

export default async function globalTeardown(): Promise<void> {
  const template = process.env.CHEGADA_TEST_TEMPLATE;
  if (!template) return;
  const client = new Client({ connectionString: `${TEST_SERVER_URL}/postgres` });
  await client.connect();
  await client.query(`drop database if exists "${template}" with (force)`);
  await client.end();
}
