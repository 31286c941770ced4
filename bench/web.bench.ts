/**
 * Web client benchmark (issue 6): for each public route, the gzip size of the JavaScript it
 * loads first — the entry chunk with its static imports plus the route's lazily loaded screen
 * with its static imports, read from Vite's manifest (goal ≤ 150 KB, 1 KB = 1000 bytes); then,
 * when Lighthouse can drive Debian's Chromium, the mobile performance score of / and /login on
 * the built app (goal ≥ 95). Prints a table, and as the last line one JSON object.
 *
 *   npm run bench:web
 *   BENCH_WEB_REBUILD=1 BENCH_LIGHTHOUSE=0 npm run bench:web
 */
import { resolve } from 'node:path';
import { ensureServerBuild, ensureWebBuild } from './web/build';
import { runLighthouse, type LighthouseResult } from './web/lighthouse';
import { measureRoutes } from './web/route-chunks';

const settings = {
  repoRoot: resolve(__dirname, '..'),
  forceBuild: process.env.BENCH_WEB_REBUILD === '1',
  lighthouse: process.env.BENCH_LIGHTHOUSE !== '0',
};

// The guest's pages (issue 17) have a tighter budget: guests open them on 3G.
const GOALS = { gzipKb: 150, guestGzipKb: 120, lighthouseScore: 95 };
const goalOf = (route: string): number =>
  route.startsWith('/p/') ? GOALS.guestGzipKb : GOALS.gzipKb;

const PUBLIC_ROUTES = [
  '/',
  '/sobre-nos',
  '/planos',
  '/contato',
  '/login',
  '/register',
  '/recover',
  '/wait-contact',
  '/use-terms',
  '/privacy-policy',
  // The guest's link (issue 17), and the property's unique link.
  '/p/formdata/pousada-mar/airbnb/r-1',
  '/p/formdata/generic/pousada-mar/res-1/airbnb',
  // A property's page, shared with guests by a signed link (issue 16).
  '/u/houses/details/token',
] as const;

const LIGHTHOUSE_PATHS = ['/', '/login'] as const;

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const kb = (bytes: number): number => Math.round(bytes / 10) / 100;

const main = async () => {
  const build = ensureWebBuild(settings.repoRoot, settings.forceBuild);
  log(
    `web client: ${build === 'built' ? 'built now' : 'reused web/dist (newer than its sources)'}`,
  );
  const routes = measureRoutes(resolve(settings.repoRoot, 'web'), PUBLIC_ROUTES).map((load) => ({
    route: load.route,
    chunks: load.chunks.length,
    rawKb: kb(load.bytes),
    gzipKb: kb(load.gzipBytes),
    goalKb: goalOf(load.route),
    meetsGoal: load.gzipBytes <= goalOf(load.route) * 1000,
  }));
  log('');
  log(`${'route'.padEnd(46)} chunks   raw KB   gzip KB   goal KB  met`);
  for (const row of routes) {
    const cells = [
      row.route.padEnd(46),
      String(row.chunks).padStart(7),
      row.rawKb.toFixed(1).padStart(8),
      row.gzipKb.toFixed(1).padStart(9),
      String(row.goalKb).padStart(9),
      (row.meetsGoal ? 'yes' : 'NO').padStart(5),
    ];
    log(cells.join(' '));
  }

  let lighthouse: LighthouseResult = { ran: false, reason: 'skipped (BENCH_LIGHTHOUSE=0)' };
  if (settings.lighthouse) {
    ensureServerBuild(settings.repoRoot);
    log('\nLighthouse (mobile) on the built app…');
    lighthouse = await runLighthouse(settings.repoRoot, LIGHTHOUSE_PATHS);
  }
  if (lighthouse.ran) {
    for (const { path, score, lcpMs, tbtMs } of lighthouse.scores) {
      log(
        `${path.padEnd(8)} performance ${score} (goal ≥ ${GOALS.lighthouseScore}), LCP ${lcpMs} ms, TBT ${tbtMs} ms`,
      );
    }
  } else {
    log(`\nLighthouse did not run: ${lighthouse.reason}`);
  }

  const scores = Object.fromEntries(
    LIGHTHOUSE_PATHS.map((path) => [
      path,
      lighthouse.ran ? (lighthouse.scores.find((s) => s.path === path)?.score ?? null) : null,
    ]),
  );
  log(
    JSON.stringify({
      bench: 'web',
      goals: GOALS,
      build,
      routes,
      allRoutesMeetGoal: routes.every((row) => row.meetsGoal),
      lighthouse: {
        ran: lighthouse.ran,
        reason: lighthouse.ran ? null : lighthouse.reason,
        mobilePerformance: scores,
        meetsGoal: lighthouse.ran
          ? lighthouse.scores.every((s) => s.score >= GOALS.lighthouseScore)
          : null,
      },
    }),
  );
};

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
