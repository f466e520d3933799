import { minutesPlayed, nextCheckAt } from './realityCheckSchedule';

const MIN = 60_000;

describe('reality check schedule', () => {
  it('falls on whole multiples of the interval since the session began', () => {
    expect(nextCheckAt(0, 15, 0)).toBe(15 * MIN);
    expect(nextCheckAt(0, 15, 14 * MIN)).toBe(15 * MIN);
    // At the check itself, the next one is a whole interval later (Continue schedules it).
    expect(nextCheckAt(0, 15, 15 * MIN)).toBe(30 * MIN);
    // A page opened 100 minutes into the session waits for the 105th, not for the missed ones.
    expect(nextCheckAt(1_000, 15, 1_000 + 100 * MIN)).toBe(1_000 + 105 * MIN);
  });

  it('a clock a little behind the server still waits one interval', () => {
    expect(nextCheckAt(10 * MIN, 30, 9 * MIN)).toBe(40 * MIN);
  });

  it('counts whole minutes played', () => {
    expect(minutesPlayed(0, 59_999)).toBe(0);
    expect(minutesPlayed(0, 65 * MIN + 1)).toBe(65);
    expect(minutesPlayed(5 * MIN, 0)).toBe(0);
  });
});
