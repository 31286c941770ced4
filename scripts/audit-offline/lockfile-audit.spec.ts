import { auditLockfile, checkAdvisories, type Advisory } from './lockfile-audit';

const anAdvisory = (overrides: Partial<Advisory> = {}): Advisory => ({
  package: 'left-pad',
  vulnerable: '>=1.0.0 <1.3.1',
  id: 'GHSA-test-0000-0000',
  note: 'for the test',
  ...overrides,
});

const lockfile = (
  packages: Record<string, { version?: string; name?: string; link?: boolean }>,
) => ({
  lockfileVersion: 3,
  packages: { '': { name: 'chegada' }, ...packages },
});

describe('auditLockfile', () => {
  it('fails a locked version inside a listed range, at any depth, and names the advisory', () => {
    const findings = auditLockfile(
      lockfile({
        'node_modules/left-pad': { version: '1.3.1' },
        'node_modules/some-lib/node_modules/left-pad': { version: '1.2.0' },
      }),
      [anAdvisory()],
    );
    expect(findings).toEqual([
      {
        path: 'node_modules/some-lib/node_modules/left-pad',
        version: '1.2.0',
        advisory: anAdvisory(),
      },
    ]);
  });

  it('reads scoped and aliased packages, and leaves workspace links alone', () => {
    const advisories = [anAdvisory({ package: '@scope/pkg', vulnerable: '<2.0.0' })];
    const findings = auditLockfile(
      lockfile({
        'node_modules/@scope/pkg': { version: '1.9.9' },
        'node_modules/alias': { name: '@scope/pkg', version: '1.0.0' },
        'node_modules/web': { link: true },
        web: { version: '0.0.0', name: '@scope/pkg' },
      }),
      advisories,
    );
    expect(findings.map((finding) => finding.path)).toEqual([
      'node_modules/@scope/pkg',
      'node_modules/alias',
    ]);
  });

  it('passes a lockfile with no locked version in any listed range', () => {
    const findings = auditLockfile(lockfile({ 'node_modules/left-pad': { version: '1.3.1' } }), [
      anAdvisory(),
      anAdvisory({ package: 'other', vulnerable: '*' }),
    ]);
    expect(findings).toEqual([]);
  });

  it('refuses a lockfile without a packages map rather than passing it', () => {
    expect(() => auditLockfile({ lockfileVersion: 1 }, [anAdvisory()])).toThrow(/lockfile v1/);
  });
});

describe('checkAdvisories', () => {
  it('names an entry whose range semver cannot read, so a typo does not pass silently', () => {
    expect(checkAdvisories([anAdvisory(), anAdvisory({ vulnerable: 'before 1.2' })])).toEqual([
      'GHSA-test-0000-0000: "before 1.2" of "left-pad"',
    ]);
  });
});
