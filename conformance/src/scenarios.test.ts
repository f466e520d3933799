import { userBalance, readNotification } from '@vitrin/contract';
import { judgeAnswer, judgeRefusal } from './checks';
import type { Exchange } from './http';
import { contractCalls } from './conformance';
import { SCENARIOS } from './scenarios';
import { fieldValue, paymentDetailFor } from './paymentFields';

const json = (body: unknown, status = 200): Exchange => ({ status, retryAfter: null, contentType: 'application/json; charset=utf-8', json: body, text: JSON.stringify(body) });

test('every call of the contract has a scenario, and no scenario names a call the contract lacks', () => {
  const paths = contractCalls().map((def) => def.path).sort();
  expect(paths.filter((path) => !SCENARIOS[path])).toEqual([]);
  expect(Object.keys(SCENARIOS).filter((path) => !paths.includes(path))).toEqual([]);
});

describe('an answer is judged as the site reads it', () => {
  test('a success must match the response schema', () => {
    expect(judgeAnswer(userBalance, json({ success: true, message: null, data: { balance: 10.5 } }), 'success').status).toBe('pass');
    expect(judgeAnswer(userBalance, json({ success: true, message: null, data: 'x' }), 'success')).toEqual({ status: 'fail', detail: expect.stringContaining('breaks the response schema at data') });
  });

  test('a refusal needs a message, and fails where the request had to succeed', () => {
    expect(judgeAnswer(userBalance, json({ success: false, message: 'Not now', data: null }), 'answer').status).toBe('pass');
    expect(judgeAnswer(userBalance, json({ success: false, message: '', data: null }), 'answer')).toEqual({ status: 'fail', detail: 'a refusal without a message' });
    expect(judgeAnswer(userBalance, json({ success: false, message: 'Not now' }), 'success').status).toBe('fail');
  });

  test('not JSON or not 200 fails', () => {
    expect(judgeAnswer(userBalance, { ...json({}), contentType: 'text/html' }, 'success').status).toBe('fail');
    expect(judgeAnswer(userBalance, json({ success: true }, 500), 'success').status).toBe('fail');
  });

  test('a call without the envelope is its schema alone', () => {
    expect(judgeAnswer(readNotification, json({ read: true }), 'answer').status).toBe('pass');
    expect(judgeAnswer(readNotification, json({ success: false }), 'answer').status).toBe('fail');
  });

  test('bad input: a 200 or 400 refusal with a message, never a 5xx or a success', () => {
    expect(judgeRefusal(json({ success: false, message: 'Amount is required' }, 400)).status).toBe('pass');
    expect(judgeRefusal(json({ success: false, message: 'Amount is required' })).status).toBe('pass');
    expect(judgeRefusal(json({ success: true, message: null, data: 1 })).status).toBe('fail');
    expect(judgeRefusal(json({ success: false, message: '  ' })).status).toBe('fail');
    expect(judgeRefusal(json({ message: 'boom' }, 500)).status).toBe('fail');
  });
});

describe('payment details are filled as the method\'s form would accept them', () => {
  test('the amount is the minimum, a dropdown its first option, masks are met', () => {
    const detail = paymentDetailFor([
      { key: 'Amount', mask: null, objectType: 'decimal', option: null },
      { key: 'Bank', mask: null, objectType: 'int', option: [{ id: 10, name: 'Ziraat' }] },
      { key: 'Iban', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 'string', option: null },
      { key: 'CardNumber', mask: null, objectType: 'string', option: null },
      { key: 'ExpiryDate', mask: '00/00', objectType: 'string', option: null },
    ], '50.00');
    expect(detail).toEqual({ Amount: 50, Bank: 10, Iban: 'TR33 0006 1005 1978 6457 8413 26', CardNumber: '4111111111111111', ExpiryDate: '12/30' });
  });

  test('an unknown masked field gets digits in the mask\'s shape', () => {
    expect(fieldValue({ key: 'Reference', mask: '000-000', objectType: 'string', option: null }, '1.00')).toBe('111-111');
  });
});
