import { NestPinoLogger, createLogger } from './logging';
import { readableDestination, readableLine } from './readable-lines';

/** What a logger wrote, one entry per write. */
const capture = () => {
  const written: string[] = [];
  return { written, output: { write: (text: string) => void written.push(text) } };
};

const at = (hours: number, minutes: number, seconds: number, ms: number) =>
  new Date(2026, 0, 2, hours, minutes, seconds, ms).getTime();

describe('readableLine', () => {
  it('writes time, level, context, message and the other fields as key=value', () => {
    const line = readableLine({
      level: 30,
      time: at(9, 5, 7, 42),
      pid: 1,
      hostname: 'h',
      context: 'Http',
      msg: 'request completed',
      req: { method: 'GET', url: '/api/stays' },
      res: { statusCode: 200 },
      responseTime: 3,
    });
    expect(line).toBe(
      '09:05:07.042 INFO  [Http] request completed req.method=GET req.url=/api/stays res.statusCode=200 responseTime=3',
    );
  });

  it("names a background logger's lines by its name and writes an error's stack below", () => {
    const line = readableLine({
      level: 50,
      time: at(12, 0, 0, 0),
      name: 'worker',
      msg: 'job failed',
      job: 'send message',
      err: { message: 'boom', stack: 'Error: boom\n    at here' },
    });
    expect(line).toBe(
      '12:00:00.000 ERROR [worker] job failed job="send message"\n    Error: boom\n        at here',
    );
  });
});

describe('readableDestination', () => {
  it("says Nest's module and route lines as one summary line each", () => {
    const { written, output } = capture();
    const destination = readableDestination(output.write);
    const lines: [context: string, msg: string, level?: number][] = [
      ['InstanceLoader', 'AppModule dependencies initialized'],
      ['InstanceLoader', 'UsersModule dependencies initialized'],
      ['RoutesResolver', 'UsersController {/api/users}:'],
      ['RouterExplorer', 'Mapped {/api/users, GET} route'],
      ['RouterExplorer', 'Mapped {/api/users, POST} route'],
      ['RoutesResolver', 'MeController {/api/me}:'],
      ['RouterExplorer', 'Mapped {/api/me, GET} route'],
      ['RouterExplorer', 'route failed', 40],
      ['NestApplication', 'Nest application successfully started'],
    ];
    for (const [context, msg, level = 30] of lines) {
      destination.write(JSON.stringify({ level, time: at(8, 0, 0, 0), context, msg }));
    }
    expect(written).toEqual([
      '08:00:00.000 INFO  [Nest] initialized 2 modules\n',
      '08:00:00.000 INFO  [Nest] mapped 3 routes (2 controllers)\n',
      '08:00:00.000 WARN  [RouterExplorer] route failed\n',
      '08:00:00.000 INFO  [NestApplication] Nest application successfully started\n',
    ]);
  });
});

describe('createLogger', () => {
  it('writes readable lines in development', () => {
    const { written, output } = capture();
    const logger = createLogger({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, output);
    new NestPinoLogger(logger).log('Chegada (api) on port 3000', 'Bootstrap');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}\[Bootstrap\] Chegada \(api\) on port 3000\n$/,
    );
  });

  it.each(['production', 'test'] as const)('keeps JSON lines in %s', (NODE_ENV) => {
    const { written, output } = capture();
    createLogger({ NODE_ENV, LOG_LEVEL: 'info' }, output).info({ projection: 'list' }, 'running');
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: 30,
      msg: 'running',
      projection: 'list',
    });
  });
});
