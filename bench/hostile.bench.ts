/**
 * Hostile bodies (issue 25): the built API (ROLE=api) on a fresh database receives, one at a
 * time, bodies holding one array of 100,000 items — guestLanguages on PUT /api/config/:id,
 * supportedLanguages, contacts and nearbyPlaces on POST /api/residences, tiers on the admin's
 * POST /api/admin/price-tables — then the longest such arrays that fit the smallest body limit,
 * and arrays of 1,000 items, while /api/health is asked again and again. Prints each request's
 * status and answer time (goal ≤ 200 ms), the CPU the API's main thread spent meanwhile (what
 * it cost the event loop, whatever else runs on the machine) and the slowest health answer
 * while it ran (goal ≤ 50 ms). Last line: one JSON object. A benchmark, not a test.
 *
 *   npm run bench:hostile
 *   BENCH_ITEMS=20000 npm run bench:hostile
 */
import os from 'node:os';
import { startBuiltApp } from '../test/helpers/spawn-app';
import { buildServer, productionSettings } from './commands/servers';
import { recreateDatabase } from './event-store/append-targets';
import {
  hostileRequests,
  probeHealth,
  send,
  type Answer,
  type HealthSample,
  type HostileRequest,
  mainThreadCpuMs,
} from './hostile/requests';
import { aHost } from './uploads/guests';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chegada_bench_hostile',
  items: Number(process.env.BENCH_ITEMS ?? 100_000),
  /** Quiet time before each request, so one request's after-effects do not count for the next. */
  pauseMs: 500,
  api: 'built app (node dist/apps/api/src/main.js, ROLE=api) in its own process',
};
const GOALS = { answerMs: 200, healthMs: 50 };
const ADMIN = { email: 'admin@hostile.bench', password: 'hostile bench admin password' };

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const tokenOf = async (baseUrl: string, login: typeof ADMIN): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
};

const accountIdOf = async (baseUrl: string, token: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/config`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`config: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
};

type Row = {
  name: string;
  route: string;
  kilobytes: number;
  answer: Answer;
  /** CPU of the API's main thread from the request's start to its answer (health included). */
  cpuMs: number;
  healthMs: number;
};

const printTable = (rows: Row[]): void => {
  const head = [
    'request',
    'route',
    'body KB',
    'status',
    'answer ms',
    'API CPU ms',
    'worst health ms',
  ];
  const cells = rows.map((row) => [
    row.name,
    row.route,
    row.kilobytes.toFixed(0),
    `${row.answer.status} ${row.answer.code ?? ''}`.trim(),
    row.answer.ms.toFixed(0),
    row.cpuMs.toFixed(1),
    row.healthMs.toFixed(0),
  ]);
  const widths = head.map((title, index) =>
    Math.max(title.length, ...cells.map((cell) => cell[index]!.length)),
  );
  const line = (cell: string[]) =>
    cell
      .map((text, index) =>
        index < 2 ? text.padEnd(widths[index]!) : text.padStart(widths[index]!),
      )
      .join('  ');
  log(line(head));
  for (const cell of cells) log(line(cell));
};

/** Each request in turn, half a second apart, with the worst health answer while it ran. */
const sendEach = async (
  api: { baseUrl: string; pid: number },
  requests: HostileRequest[],
  tokens: Record<HostileRequest['as'], string>,
  health: ReturnType<typeof probeHealth>,
): Promise<Row[]> => {
  const rows: Row[] = [];
  for (const request of requests) {
    await new Promise((done) => setTimeout(done, settings.pauseMs));
    const cpuBefore = mainThreadCpuMs(api.pid);
    const answer = await send(api.baseUrl, request, tokens[request.as]);
    const cpuMs = mainThreadCpuMs(api.pid) - cpuBefore;
    // The health answers still in flight when this one ended count for it too.
    await new Promise((done) => setTimeout(done, 100));
    rows.push({
      name: request.name,
      route: `${request.method} ${request.path.replace(/[0-9a-f-]{36}/, ':id')}`,
      kilobytes: Buffer.byteLength(request.body) / 1024,
      answer,
      cpuMs,
      healthMs: health.worstBetween(answer.startedAt, answer.startedAt + answer.ms),
    });
  }
  return rows;
};

/** What health takes here with no hostile request in flight: the machine's own noise. */
const quietHealthOf = (samples: HealthSample[], rows: Row[]) => {
  const quiet = samples
    .filter((sample) =>
      rows.every(
        ({ answer }) =>
          sample.at > answer.startedAt + answer.ms || sample.at + sample.ms < answer.startedAt,
      ),
    )
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  return {
    p50Ms: quiet[Math.floor(quiet.length / 2)] ?? NaN,
    worstMs: quiet.at(-1) ?? NaN,
    probes: quiet.length,
  };
};

const report = (rows: Row[], samples: HealthSample[], loadBefore: string): void => {
  const quietHealth = quietHealthOf(samples, rows);
  const worstAnswerMs = Math.max(...rows.map((row) => row.answer.ms));
  const worstHealthMs = Math.max(...rows.map((row) => row.healthMs));
  const met = { answer: worstAnswerMs <= GOALS.answerMs, health: worstHealthMs <= GOALS.healthMs };
  const verdict = (ok: boolean) => (ok ? 'met   ' : 'MISSED');
  log('');
  printTable(rows);
  log('');
  log(
    `${verdict(met.answer)} every hostile request answered in ≤ ${GOALS.answerMs} ms: ` +
      `worst ${worstAnswerMs.toFixed(0)} ms`,
  );
  log(
    `${verdict(met.health)} /api/health meanwhile ≤ ${GOALS.healthMs} ms: ` +
      `worst ${worstHealthMs.toFixed(0)} ms (${samples.length} probes)`,
  );
  log(
    `/api/health between the requests: p50 ${quietHealth.p50Ms.toFixed(0)} ms, ` +
      `worst ${quietHealth.worstMs.toFixed(0)} ms (${quietHealth.probes} probes)`,
  );
  const loadAfter = loadAverage();
  log(`load average before ${loadBefore}, after ${loadAfter}`);
  log(
    JSON.stringify({
      settings,
      machine: { cpus: os.cpus().length, loadBefore, loadAfter },
      requests: rows.map((row) => ({
        name: row.name,
        route: row.route,
        bodyKilobytes: Number(row.kilobytes.toFixed(1)),
        status: row.answer.status,
        code: row.answer.code,
        answerMs: Number(row.answer.ms.toFixed(1)),
        apiCpuMs: Number(row.cpuMs.toFixed(1)),
        worstHealthMs: Number(row.healthMs.toFixed(1)),
      })),
      worstAnswerMs,
      worstHealthMs,
      healthProbes: samples.length,
      quietHealth,
      goals: { ...GOALS, met },
    }),
  );
};

const main = async (): Promise<void> => {
  const loadBefore = loadAverage();
  log(
    `node ${process.version}, ${os.cpus().length} CPUs, load ${loadBefore}; API: ${settings.api}`,
  );
  buildServer();
  await recreateDatabase(settings.databaseUrl);
  const api = await startBuiltApp({
    ...productionSettings(settings.databaseUrl),
    ROLE: 'api',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const host = await aHost(settings.databaseUrl, api.baseUrl);
    const tokens = { owner: host.token, admin: await tokenOf(api.baseUrl, ADMIN) };
    const requests = hostileRequests(await accountIdOf(api.baseUrl, host.token), settings.items);
    const health = probeHealth(api.baseUrl);
    const pid = api.process.pid;
    if (pid === undefined) throw new Error('the API process has no pid');
    const rows = await sendEach({ baseUrl: api.baseUrl, pid }, requests, tokens, health);
    report(rows, await health.stop(), loadBefore);
  } finally {
    await api.stop();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
