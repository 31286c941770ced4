import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under a file or folder (0 when absent). */
const newest = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
};

/** What the web client is built from: a build older than any of these is stale. */
const WEB_SOURCES = [
  'web/src',
  'web/index.html',
  'web/guest.html',
  'web/public',
  'web/vite.config.ts',
  'web/build',
  'web/package.json',
  'libs/contracts/src',
  'libs/domain/src',
  'package-lock.json',
];

/** Builds the web client unless web/dist holds a manifest newer than every source. */
export const ensureWebBuild = (repoRoot: string, force: boolean): 'reused' | 'built' => {
  const manifest = join(repoRoot, 'web/dist/.vite/manifest.json');
  const sources = Math.max(...WEB_SOURCES.map((path) => newest(join(repoRoot, path))));
  if (!force && newest(manifest) > sources) return 'reused';
  execFileSync('npm', ['run', 'build:web', '--silent'], { cwd: repoRoot, stdio: 'ignore' });
  if (!existsSync(manifest)) throw new Error('The web build wrote no .vite/manifest.json.');
  return 'built';
};

/** Builds the server when dist/ has no entry point yet (the Lighthouse run starts it). */
export const ensureServerBuild = (repoRoot: string): void => {
  if (existsSync(join(repoRoot, 'dist/apps/api/src/main.js'))) return;
  execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: repoRoot, stdio: 'ignore' });
};
