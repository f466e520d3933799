import * as v from 'valibot';
import { breakFormSchema, moneyLimitFormSchema, realityCheckFormSchema, sessionLimitFormSchema } from './limitForms';

const codes = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  // The form shows the first message of a field.
  return result.success ? [] : [result.issues[0].message];
};

describe('the limits forms read what the site shows and refuse with one code per kind', () => {
  it('takes a money limit written either way, within the contract range', () => {
    expect(codes(moneyLimitFormSchema, { period: 'day', amount: '1.000,50' })).toEqual([]);
    expect(codes(moneyLimitFormSchema, { period: 'week', amount: '250' })).toEqual([]);
    expect(codes(moneyLimitFormSchema, { period: 'month', amount: '0,50' })).toEqual(['limitAmount']);
    expect(codes(moneyLimitFormSchema, { period: 'month', amount: '2.000.000' })).toEqual(['limitAmount']);
    expect(codes(moneyLimitFormSchema, { period: 'day', amount: '' })).toEqual(['required']);
  });

  it('takes whole minutes in each range', () => {
    expect(v.parse(sessionLimitFormSchema, { minutes: '90' })).toEqual({ minutes: 90 });
    expect(codes(sessionLimitFormSchema, { minutes: '10' })).toEqual(['sessionMinutes']);
    expect(codes(sessionLimitFormSchema, { minutes: '1,5' })).toEqual(['sessionMinutes']);
    expect(v.parse(realityCheckFormSchema, { minutes: '15' })).toEqual({ minutes: 15 });
    expect(codes(realityCheckFormSchema, { minutes: '121' })).toEqual(['realityMinutes']);
  });

  it('needs a duration and the password for a break', () => {
    expect(codes(breakFormSchema, { duration: '7d', password: 'demo123' })).toEqual([]);
    expect(codes(breakFormSchema, { duration: '7d', password: 'abc' })).toEqual(['min:5']);
    expect(codes(breakFormSchema, { duration: '2d', password: 'demo123' })).toEqual(['required']);
  });
});
