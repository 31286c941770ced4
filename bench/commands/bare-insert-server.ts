/**
 * The floor of the commands benchmark, started by it as a process of its own like the API:
 * plain node:http, and per request one INSERT of the command it was sent, over a pool as
 * large as the API's. Only the bench runs it; it is no part of the product.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { Pool } from 'pg';
import { BENCH_DATABASE_URL } from '../knobs';

const pool = new Pool({
  connectionString: BENCH_DATABASE_URL,
  max: Number(process.env.BENCH_POOL_SIZE ?? 20),
});

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const main = async (): Promise<void> => {
  await pool.query(`create table if not exists bare_commands (
    id bigint generated always as identity primary key, path text not null,
    data jsonb not null, created_at timestamptz not null default now())`);
  const server = createServer((request, response) => {
    bodyOf(request)
      .then((body) =>
        pool.query({
          name: 'bare_insert',
          text: 'insert into bare_commands (path, data) values ($1, $2)',
          values: [request.url ?? '/', body || '{}'],
        }),
      )
      .then(
        () => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"success":true}');
        },
        (error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        },
      );
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    process.stdout.write(`listening ${address.port}\n`);
  });
  process.on('SIGTERM', () => {
    server.close();
    void pool.end().then(() => process.exit(0));
  });
};

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
