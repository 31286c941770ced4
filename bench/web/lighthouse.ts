import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export type LighthouseScore = { path: string; score: number; lcpMs: number; tbtMs: number };
export type LighthouseResult =
  { ran: true; scores: LighthouseScore[] } | { ran: false; reason: string };

type Report = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
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
const audit = async (cli: string, chromium: string, url: string, path: string) => {
  const folder = mkdtempSync(join(tmpdir(), 'chegada-lighthouse-'));
  const output = join(folder, 'report.json');
  try {
    const flags = ['--output=json', `--output-path=${output}`, '--only-categories=performance'];
    const chrome =
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';
    await run(process.execPath, [cli, url + path, ...flags, chrome, '--quiet'], {
      env: { ...process.env, CHROME_PATH: chromium },
      timeout: 240_000,
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    const { score } = report.categories.performance;
    if (score === null) throw new Error(`Lighthouse gave ${path} no performance score`);
    return {
      path,
      score: Math.round(score * 100),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/**
 * Starts the built app (`node dist/apps/api/src/main.js`, as `npm start` does after building) on
 * a free port with its own Redis prefix, runs Lighthouse's mobile audit on each path, stops it.
 */
export const runLighthouse = async (
  repoRoot: string,
  paths: readonly string[],
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
    for (const path of paths) scores.push(await audit(cli, chromium, url, path));
    return { ran: true, scores };
  } catch (error) {
    return { ran: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    app.kill('SIGTERM');
  }
};
