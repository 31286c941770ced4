import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditLockfile, checkAdvisories, type Advisory } from './lockfile-audit';

// `npm run audit:offline`: package-lock.json against security/advisories.json, no network
// (npm audit needs the registry's advisory service, which CI cannot always reach).
const root = join(__dirname, '..', '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

const { advisories } = readJson<{ advisories: Advisory[] }>('security/advisories.json');
const unreadable = checkAdvisories(advisories);
const findings = auditLockfile(readJson('package-lock.json'), advisories);
for (const line of unreadable) console.error(`Unreadable advisory ${line}`);
for (const { path, version, advisory } of findings) {
  console.error(`${path}@${version}: ${advisory.id} (${advisory.vulnerable}) ${advisory.note}`);
}
if (unreadable.length > 0 || findings.length > 0) process.exitCode = 1;
else console.log(`audit:offline: no locked package in ${advisories.length} known-bad ranges`);
