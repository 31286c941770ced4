/**
 * Web client benchmark (issue 6): for each public route, the gzip size of the JavaScript it
 * loads first — the entry chunk with its static imports plus the route's lazily loaded screen
 * with its static imports, read from Vite's manifest (goal ≤ 150 KB, 1 KB = 1000 bytes); then,
 * when Lighthouse can drive Debian's Chromium, the mobile performance and accessibility scores
 * of /, /login and a real guest link's first step (issue 17: a host, a property and a
 * reservation made through the built app's API) on the built app (goals: performance ≥ 95;
 * accessibility 100 for the guest step). Prints a table, and as the last line one JSON object.
 * BENCH_LIGHTHOUSE_KEEP=<folder> keeps Lighthouse's JSON reports, to read the failing audits.
 *
 *   npm run bench:web
 *   BENCH_WEB_REBUILD=1 BENCH_LIGHTHOUSE=0 npm run bench:web
 */
import { resolve } from 'node:path';
import { ensureServerBuild, ensureWebBuild } from './web/build';
import { aGuestLink } from '../test/helpers/guest-link';
import { runLighthouse, type LighthouseResult, type LighthouseTarget } from './web/lighthouse';
import { measureRoutes } from './web/route-chunks';

const settings = {
  repoRoot: resolve(__dirname, '..'),
  forceBuild: process.env.BENCH_WEB_REBUILD === '1',
  lighthouse: process.env.BENCH_LIGHTHOUSE !== '0',
};

// The guest's pages (issue 17) have a tighter budget: guests open them on 3G.
const GOALS = { gzipKb: 150, guestGzipKb: 120, lighthouseScore: 95, guestAccessibility: 100 };
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

const GUEST_STEP = '/p/formdata (guest, 1st step)';
const LIGHTHOUSE_TARGETS: LighthouseTarget[] = [
  { label: '/', path: '/' },
  { label: '/login', path: '/login' },
  // A fresh host's reservation in the app's own database: the link opens on the stay step.
  { label: GUEST_STEP, path: async (baseUrl) => (await aGuestLink(baseUrl)).link },
];
const accessibilityGoalOf = (label: string): number | null =>
  label === GUEST_STEP ? GOALS.guestAccessibility : null;

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
    lighthouse = await runLighthouse(settings.repoRoot, LIGHTHOUSE_TARGETS);
  }
  const audited = lighthouse.ran
    ? lighthouse.scores.map((row) => {
        const accessibilityGoal = accessibilityGoalOf(row.path);
        return {
          ...row,
          accessibilityGoal,
          meetsGoal:
            row.performance >= GOALS.lighthouseScore &&
            (accessibilityGoal === null || row.accessibility >= accessibilityGoal),
        };
      })
    : [];
  if (lighthouse.ran) {
    log(
      `\n${'path'.padEnd(32)} perf (≥ ${GOALS.lighthouseScore})  a11y (goal)  LCP ms  TBT ms  met`,
    );
    for (const row of audited) {
      const cells = [
        row.path.padEnd(32),
        String(row.performance).padStart(13),
        `${row.accessibility} (${row.accessibilityGoal ?? '–'})`.padStart(12),
        String(row.lcpMs).padStart(7),
        String(row.tbtMs).padStart(7),
        (row.meetsGoal ? 'yes' : 'NO').padStart(4),
      ];
      log(cells.join(' '));
      if (row.failingAccessibility.length > 0)
        log(`  failing accessibility audits: ${row.failingAccessibility.join(', ')}`);
    }
  } else {
    log(`\nLighthouse did not run: ${lighthouse.reason}`);
  }

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
        mobile: Object.fromEntries(
          audited.map((row) => [
            row.path,
            {
              performance: row.performance,
              accessibility: row.accessibility,
              lcpMs: row.lcpMs,
              tbtMs: row.tbtMs,
              failingAccessibility: row.failingAccessibility,
              meetsGoal: row.meetsGoal,
            },
          ]),
        ),
        meetsGoal: lighthouse.ran ? audited.every((row) => row.meetsGoal) : null,
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
