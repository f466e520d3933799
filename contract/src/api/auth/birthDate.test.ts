import { birthDateProblem } from './birthDate';

describe('birth date rule (ADR 0029)', () => {
  const now = new Date(Date.UTC(2026, 10, 26));
  it('a real date 18 or more years before the day', () => {
    expect(birthDateProblem('1990-05-17', now)).toBeNull();
    expect(birthDateProblem('2008-11-26', now)).toBeNull();
  });
  it('under 18 on the day', () => {
    expect(birthDateProblem('2008-11-27', now)).toBe('underage');
    expect(birthDateProblem('2016-01-01', now)).toBe('underage');
  });
  it('impossible or out of range dates', () => {
    expect(birthDateProblem('1990-02-31', now)).toBe('invalid');
    expect(birthDateProblem('1990-13-01', now)).toBe('invalid');
    expect(birthDateProblem('1850-01-01', now)).toBe('invalid');
    expect(birthDateProblem('2030-01-01', now)).toBe('invalid');
    expect(birthDateProblem('1990-1-1', now)).toBe('invalid');
  });
});
