import { satisfies, validRange } from 'semver';

/** A known-bad version range of a package, as security/advisories.json lists it. */
export type Advisory = { package: string; vulnerable: string; id: string; note: string };

/** An installed package in a range an advisory names. */
export type Finding = { path: string; version: string; advisory: Advisory };

type LockEntry = { version?: string; name?: string; link?: boolean };
type Lockfile = { lockfileVersion?: number; packages?: Record<string, LockEntry> };

/** `node_modules/@scope/a/node_modules/b` is b; an aliased entry names its real package. */
const packageName = (path: string, entry: LockEntry): string | undefined => {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  return entry.name ?? path.slice(at + 'node_modules/'.length);
};

/** Every advisory with a range semver can read; a typo in the list must fail, not pass. */
export const checkAdvisories = (advisories: readonly Advisory[]): string[] =>
  advisories.flatMap((advisory) =>
    advisory.package && advisory.id && validRange(advisory.vulnerable)
      ? []
      : [`${advisory.id || '(no id)'}: "${advisory.vulnerable}" of "${advisory.package}"`],
  );

/**
 * Installed packages (lockfile v2/v3 `packages`, every copy at every depth) whose version is
 * in a listed vulnerable range. Workspace links carry no version and are left out.
 */
export const auditLockfile = (lockfile: Lockfile, advisories: readonly Advisory[]): Finding[] => {
  if (!lockfile.packages) throw new Error('package-lock.json has no "packages" (lockfile v1?)');
  return Object.entries(lockfile.packages).flatMap(([path, entry]) => {
    const name = packageName(path, entry);
    if (!name || entry.link || !entry.version) return [];
    const version = entry.version;
    return advisories
      .filter((advisory) => advisory.package === name)
      .filter((advisory) => satisfies(version, advisory.vulnerable, { includePrerelease: true }))
      .map((advisory) => ({ path, version, advisory }));
  });
};
