import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { NestPinoLogger, requestLogging } from './logging';

/** A pino logger writing its JSON lines into an array. */
const capture = (level = 'info') => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level }, stream) };
};

const settle = () => new Promise((done) => setImmediate(done));

describe('NestPinoLogger', () => {
  it("writes Nest's (message, context) with the context as a field", async () => {
    const { lines, logger } = capture();
    new NestPinoLogger(logger).log('started', 'Bootstrap');
    await settle();
    expect(lines[0]).toMatchObject({ level: 30, msg: 'started', context: 'Bootstrap' });
  });

  it("writes pino's (fields, message) as pino does", async () => {
    const { lines, logger } = capture();
    new NestPinoLogger(logger).warn({ projection: 'list', attempt: 2 }, 'retrying', 'Projections');
    await settle();
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'retrying',
      projection: 'list',
      attempt: 2,
      context: 'Projections',
    });
  });

  it("keeps the stack Nest's exception handler passes beside the message", async () => {
    const { lines, logger } = capture();
    new NestPinoLogger(logger).error('boom', 'Error: boom\n    at here', 'ExceptionsHandler');
    await settle();
    expect(lines[0]).toMatchObject({
      level: 50,
      context: 'ExceptionsHandler',
      err: { message: 'boom', stack: 'Error: boom\n    at here' },
    });
  });

  it('writes an Error as err, and nothing below the level', async () => {
    const { lines, logger } = capture('warn');
    const nest = new NestPinoLogger(logger);
    nest.log('not written');
    nest.error(new Error('failed'), 'Errors');
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, context: 'Errors', err: { message: 'failed' } });
  });
});

describe('requestLogging', () => {
  let server: Server;
  let lines: Record<string, unknown>[];

  const serve = async (level: string, handler: (url: string, end: () => void) => void) => {
    const captured = capture(level);
    lines = captured.lines;
    const middleware = requestLogging(captured.logger);
    server = createServer((request, response) =>
      middleware(request, response, () =>
        handler(request.url ?? '', () => {
          response.statusCode = request.url === '/missing' ? 404 : 200;
          response.end(JSON.stringify({ id: (request as { id?: string }).id }));
        }),
      ),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  };

  afterEach(() => new Promise((done) => server.close(done)));

  it('keeps a valid X-Request-Id, answers it, and logs the request without its headers', async () => {
    const base = await serve('info', (_url, end) => end());
    const response = await fetch(`${base}/api/stays?x=1`, {
      headers: { 'x-request-id': 'abc-12345678', authorization: 'Bearer secret' },
    });
    expect(response.headers.get('x-request-id')).toBe('abc-12345678');
    expect(await response.json()).toEqual({ id: 'abc-12345678' });
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'abc-12345678', method: 'GET', url: '/api/stays?x=1' },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('names a request whose id is missing or malformed with a new UUID', async () => {
    const base = await serve('info', (_url, end) => end());
    const response = await fetch(`${base}/x`, { headers: { 'x-request-id': 'bad id!' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs 4xx at warn, skips health checks and what its level leaves out', async () => {
    const base = await serve('warn', (_url, end) => end());
    await fetch(`${base}/ok`);
    await fetch(`${base}/missing`);
    await fetch(`${base}/api/health`);
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, res: { statusCode: 404 } });
  });

  it('says when the client hung up before the answer', async () => {
    let finish: (() => void) | undefined;
    const base = await serve('info', (_url, end) => (finish = end));
    const { port } = new URL(base);
    const hungUp = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
    hungUp.on('error', () => undefined);
    hungUp.end();
    while (!finish) await new Promise((done) => setTimeout(done, 5));
    hungUp.destroy();
    while (lines.length === 0) await new Promise((done) => setTimeout(done, 5));
    finish();
    expect(lines[0]).toMatchObject({ level: 40, msg: 'request aborted', req: { url: '/slow' } });
  });
});
