// The web, int and e2e tiers (`npm run test:web|int|e2e`): Jest once over every file of the
// tier named first, then once more over the FILES that failed, each from its beginning, never a
// single test in the middle of an ordered story on the state its failed attempt left. Chromium,
// the built app, its workers and two test files share two cores, and a projection caught up late
// or a frame drawn late can outlast a wait; a file that passes only on the retry is a flake, and
// the report at the end names it so it gets mended. A file that fails twice fails the run. The
// other arguments go to Jest as they would (`npm run test:int -- apps/api/src/x`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

type FileResult = {
  name: string;
  status: 'passed' | 'failed';
  startTime?: number;
  endTime?: number;
};
type Run = { code: number; failed: string[]; files: FileResult[] };

const JEST = require.resolve('jest/bin/jest');
const ROOT = join(__dirname, '../..');

/** One Jest run of the tier; the files that failed, read from Jest's JSON result. */
const runJest = (tier: string, args: string[]): Run => {
  const folder = mkdtempSync(join(tmpdir(), `chegada-${tier}-`));
  const output = join(folder, 'results.json');
  try {
    const { status } = spawnSync(
      process.execPath,
      [JEST, ...args, '--json', `--outputFile=${output}`, '--selectProjects', tier],
      { cwd: ROOT, stdio: 'inherit' },
    );
    let results: FileResult[] | undefined;
    try {
      results = (JSON.parse(readFileSync(output, 'utf8')) as { testResults: FileResult[] })
        .testResults;
    } catch {
      // No result file: Jest itself failed (configuration, global setup); nothing to retry.
    }
    const failed = (results ?? []).filter((file) => file.status === 'failed');
    return { code: status ?? 1, failed: failed.map((file) => file.name), files: results ?? [] };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/** What the log shows last: which files failed first, and what their retry said. */
export const flakeReport = (
  tier: string,
  firstFailed: string[],
  failedAgain: string[],
): string[] => {
  if (firstFailed.length === 0)
    return [`${tier} flake report: every file passed on its first run.`];
  const name = (file: string) => relative(ROOT, file);
  const flaky = firstFailed.filter((file) => !failedAgain.includes(file));
  return [
    `${tier} flake report: ${firstFailed.length} file(s) failed on the first run and ran again whole.`,
    ...flaky.map((file) => `  FLAKY  ${name(file)}: failed, then passed on the retry`),
    ...failedAgain.map((file) => `  FAILED ${name(file)}: failed on the retry too`),
  ];
};

/**
 * The tier's slowest files, for whoever works on the suite's length (the brief asks for under 30
 * minutes): each file's own time, from Jest's result, as "12.3 s  path".
 */
export const slowestFiles = (tier: string, files: readonly FileResult[], count = 10): string[] => {
  const timed = files
    .filter((file) => file.startTime !== undefined && file.endTime !== undefined)
    .map((file) => ({ name: relative(ROOT, file.name), ms: file.endTime! - file.startTime! }))
    .sort((a, b) => b.ms - a.ms);
  if (timed.length === 0) return [];
  const total = timed.reduce((sum, file) => sum + file.ms, 0);
  return [
    `${tier} slowest files (of ${timed.length}, ${(total / 1000).toFixed(0)} s summed over workers):`,
    ...timed
      .slice(0, count)
      .map((file) => `  ${(file.ms / 1000).toFixed(1).padStart(6)} s  ${file.name}`),
  ];
};

const main = (): number => {
  const [tier, ...args] = process.argv.slice(2);
  if (!tier || !['web', 'int', 'e2e'].includes(tier)) {
    console.error('usage: run-tier.ts web|int|e2e [jest arguments]');
    return 2;
  }
  const first = runJest(tier, args);
  console.log(['', ...slowestFiles(tier, first.files)].join('\n'));
  if (first.code === 0) {
    console.log(flakeReport(tier, [], []).join('\n'));
    return 0;
  }
  if (first.failed.length === 0) {
    console.log(`${tier} flake report: Jest failed before any test file ran; nothing was retried.`);
    return first.code;
  }
  console.log(`\nRetrying ${first.failed.length} failed ${tier} file(s) from their beginning…\n`);
  const retry = runJest(tier, [
    ...args.filter((arg) => arg.startsWith('--max')),
    '--runTestsByPath',
    ...first.failed,
  ]);
  const failedAgain = retry.code === 0 ? [] : retry.failed;
  console.log(['', ...flakeReport(tier, first.failed, failedAgain)].join('\n'));
  // A retry that failed without naming a file (its setup failed) fails the run too.
  return failedAgain.length > 0 || retry.code !== 0 ? 1 : 0;
};

if (require.main === module) process.exitCode = main();
