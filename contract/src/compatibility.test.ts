import semver from 'semver';
import { contractMismatch, contractRange, isCompatibleContract } from './compatibility';

describe('contract compatibility (remote against host)', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.5', '1.2.0', true], // an older minor only uses what the host still has
    ['1.2.0', '1.2.9', true],
    ['1.3.0', '1.2.0', false], // a newer minor may call what this host does not know
    ['2.0.0', '1.9.0', false],
    ['0.9.0', '1.0.0', false],
    ['1.0', '1.0.0', false],
    [undefined, '1.0.0', false],
    ['1.2.0', '1.x', false], // a host's version must be a version, not a range
    ['1.2.0-beta.1', '1.2.0', true],
  ])('remote %s in host %s → %s', (remote, host, ok) => {
    expect(isCompatibleContract(remote, host)).toBe(ok);
  });

  it('names the reason', () => {
    expect(contractMismatch('2.0.0', '1.1.0')).toMatch(/another major/);
    expect(contractMismatch('1.4.0', '1.1.0')).toMatch(/newer than this host's 1\.1\.0/);
  });

  it('is one range, the one the federation share of the runtime requires', () => {
    expect(contractRange('1.2.7')).toBe('^1.2.0');
    expect(contractRange('dev')).toBeNull();
  });
});

// The rule is written out (no semver on the first load): it must read versions and answer the caret
// range exactly as the semver package did, including its edges (leading v, white space, lengths,
// numbers past Number.MAX_SAFE_INTEGER, prereleases, build metadata).
describe('contract compatibility, the same answers as the semver package', () => {
  function semverMismatch(remote: unknown, host: string): string | null {
    const range = typeof remote === 'string' && semver.valid(remote) ? `^${semver.major(remote)}.${semver.minor(remote)}.0` : null;
    if (!range) return `its contract version ${JSON.stringify(remote)} is not semver`;
    if (!semver.valid(host)) return `the host's contract version ${JSON.stringify(host)} is not semver`;
    if (semver.satisfies(host, range)) return null;
    if (semver.major(remote as string) !== semver.major(host)) return `built against contract ${String(remote)}; this host speaks ${host} (another major)`;
    return `built against contract ${String(remote)}, newer than this host's ${host}`;
  }

  const numbers = ['0', '1', '2', '3', '01', '00', '10', '-1', '9007199254740991', '9007199254740992', '1e3', 'x', '*', ''];
  const prefixes = ['', 'v', 'V', '=', ' ', 'v ', '\u00a0', '\ufeff', '>=', '^', '~'];
  const suffixes = ['', '-0', '-00', '-01', '-alpha', '-alpha.1', '-0a', '--', '-', '-a..b', '+build', '+b.1', '+', '-rc.1+b', ' ', '\n', 'a', '.0', '-x.9007199254740992'];

  function* versions(): Generator<string> {
    for (const major of numbers.slice(0, 10)) {
      for (const minor of ['0', '1', '2', '01', '9007199254740991']) {
        for (const patch of ['0', '1', '00']) {
          for (const suffix of suffixes) yield `${major}.${minor}.${patch}${suffix}`;
        }
      }
    }
    for (const prefix of prefixes) for (const n of numbers) yield `${prefix}1.${n}.0`;
    yield '1.2';
    yield '1';
    yield '1.2.3.4';
    yield `1.2.3-${'a'.repeat(250)}`;
    yield `1.2.3-${'a'.repeat(251)}`;
    yield `0.0.0-${'a'.repeat(250)}`;
    yield ` 1.2.3${' '.repeat(260)}`;
  }

  it('reads the same versions and gives the same answers', () => {
    const all = [...versions()];
    // Every generated version as the remote's and as the host's, each against a few of the other.
    const few = ['1.0.0', '1.2.0', '1.2.9', '0.1.0', '0.0.0', '0.0.1', '2.0.0-rc.1', '1.3.0', ' v1.2.3 ', '9007199254740991.0.0'];
    const pairs: [unknown, string][] = [
      ...[...all, undefined, null, 1, {}].flatMap((remote) => few.map((host): [unknown, string] => [remote, host])),
      ...all.flatMap((host) => few.map((remote): [unknown, string] => [remote, host])),
    ];
    for (const remote of all) {
      expect(contractRange(remote)).toBe(semver.valid(remote) ? `^${semver.major(remote)}.${semver.minor(remote)}.0` : null);
    }
    const differences = pairs
      .filter(([remote, host]) => contractMismatch(remote, host) !== semverMismatch(remote, host))
      .map(([remote, host]) => `${JSON.stringify(remote)} in ${JSON.stringify(host)}`);
    expect(differences).toEqual([]);
    expect(pairs.length).toBeGreaterThan(50_000);
  });
});
