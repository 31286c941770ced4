import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export type LighthouseScore = {
  path: string;
  /** Performance and accessibility, 0–100 (Lighthouse's mobile run). */
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  /** The accessibility audits that failed, by Lighthouse's id (empty at 100). */
  failingAccessibility: string[];
};
export type LighthouseResult =
  { ran: true; scores: LighthouseScore[] } | { ran: false; reason: string };

/**
 * What to audit: a fixed path, or one made once the app serves (a guest's link needs a host,
 * a property and a reservation in that app's database). `label` names it in the table.
 */
export type LighthouseTarget = {
  label: string;
  path: string | ((baseUrl: string) => Promise<string>);
};

type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };
type Report = {
  categories: { performance: Category; accessibility: Category };
  audits: Record<string, { numericValue?: number; score: number | null }>;
};

const run = promisify(execFile);

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Polls the app's home page until it answers 200, or gives up after `seconds`. */
const waitUntilServing = async (url: string, app: ChildProcess, seconds: number) => {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with code ${app.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer at ${url} within ${seconds} s`);
};

/** Lighthouse's default run is the mobile one: a mid-range phone on a throttled network. */
const percent = (report: Report, category: 'performance' | 'accessibility', label: string) => {
  const { score } = report.categories[category];
  if (score === null) throw new Error(`Lighthouse gave ${label} no ${category} score`);
  return Math.round(score * 100);
};

/** The weighted accessibility audits that did not pass (Lighthouse scores them 0 or 1). */
const failingAccessibility = (report: Report): string[] =>
  report.categories.accessibility.auditRefs
    .filter(({ id, weight }) => weight > 0 && report.audits[id]?.score === 0)
    .map(({ id }) => id);

/** Copies the full report to BENCH_LIGHTHOUSE_KEEP, when set, to read each audit's details. */
const keepReport = (output: string, label: string) => {
  const folder = process.env.BENCH_LIGHTHOUSE_KEEP;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  copyFileSync(
    output,
    join(folder, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`),
  );
};

const audit = async (
  cli: string,
  chromium: string,
  url: string,
  label: string,
  path: string,
): Promise<LighthouseScore> => {
  const folder = mkdtempSync(join(tmpdir(), 'chegada-lighthouse-'));
  const output = join(folder, 'report.json');
  try {
    const flags = [
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
    ];
    const chrome =
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';
    await run(process.execPath, [cli, url + path, ...flags, chrome, '--quiet'], {
      env: { ...process.env, CHROME_PATH: chromium },
      timeout: 240_000,
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    keepReport(output, label);
    return {
      path: label,
      performance: percent(report, 'performance', label),
      accessibility: percent(report, 'accessibility', label),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
      failingAccessibility: failingAccessibility(report),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/**
 * Starts the built app (`node dist/apps/api/src/main.js`, as `npm start` does after building) on
 * a free port with its own Redis prefix, runs Lighthouse's mobile audit (performance and
 * accessibility) on each target, stops it. Set BENCH_LIGHTHOUSE_KEEP=<folder> to keep the JSON
 * reports there.
 */
export const runLighthouse = async (
  repoRoot: string,
  targets: readonly LighthouseTarget[],
): Promise<LighthouseResult> => {
  const cli = join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(cli)) return { ran: false, reason: 'the lighthouse package is not installed' };
  if (!existsSync(chromium)) return { ran: false, reason: `no Chromium at ${chromium}` };
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, ['dist/apps/api/src/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_PREFIX: `bench-web-${randomUUID()}`,
    },
    stdio: 'ignore',
  });
  try {
    await waitUntilServing(`${url}/`, app, 60);
    const scores: LighthouseScore[] = [];
    for (const { label, path } of targets) {
      const resolved = typeof path === 'string' ? path : await path(url);
      scores.push(await audit(cli, chromium, url, label, resolved));
    }
    return { ran: true, scores };
  } catch (error) {
    return { ran: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    app.kill('SIGTERM');
  }
};
