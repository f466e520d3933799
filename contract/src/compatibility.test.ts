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
