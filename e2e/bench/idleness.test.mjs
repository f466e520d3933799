import { busyShare, cpuTimes, IDLE_BUSY_SHARE } from './idleness.mjs';

describe('the bench\'s idleness', () => {
  it('reads the busy and total jiffies from /proc/stat\'s first line, idle and iowait not busy', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const times = cpuTimes('cpu  100 10 50 800 40 0 5 0 0 0\ncpu0 50 5 25 400 20 0 2 0 0 0\n');
    expect(times).toEqual({ busy: 165, total: 1005 });
  });

  it('gives the share of the machine busy between two readings', () => {
    const before = { busy: 1000, total: 4000 };
    expect(busyShare(before, { busy: 1100, total: 4400 })).toBe(0.25);
    expect(busyShare(before, { busy: 1380, total: 4400 })).toBeGreaterThan(IDLE_BUSY_SHARE);
    expect(busyShare(before, before)).toBe(0);
  });

  it('refuses anything but a /proc/stat text', () => {
    expect(() => cpuTimes('MemTotal: 1 kB')).toThrow('not /proc/stat');
  });
});
