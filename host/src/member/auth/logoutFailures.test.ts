import { LOGOUT_RELOAD_MS, type Session } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { applySession, logoutFully } from './authActions';
import { collectToasts } from '../testing/collectToasts';
import { expectNothingTechnical, FAILURES } from '../testing/callFailures';
import { mockApi, type MockApi } from '../testing/mockApi';

// Every call can fail (the call × failure drill, e2e/tests/hardening/callFailures.spec.ts):
// auth/logout answers 500, times out, refuses with a message and breaks its schema. Spec §4: the
// session ends locally whatever the server says, then the page reloads; the player is not shown
// the server's failure. The header's logout button calls logoutFully (member/header).

const CALL = 'auth/logout';
const session = { token: 'tok-1', username: 'demo', usercode: 1001, balance: 250.5 } as Session;

describe(`every call can fail: ${CALL} (call × failure drill)`, () => {
  let api: MockApi;
  const toasts = collectToasts();
  beforeEach(() => {
    localStorage.clear();
    bus.set('language', 'tr');
  });
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  it.each(FAILURES)('%s: the session still ends here, the page reloads, nothing technical is said', async (_failure, answer) => {
    api = mockApi({ [`GET ${CALL}`]: answer });
    applySession(session);
    const reload = jest.fn();
    // The reload's 300 ms on jest's clock: the test checks the delay without waiting it out.
    jest.useFakeTimers();
    await logoutFully(reload);
    expect(api.sent.map((sent) => sent.route)).toEqual([`GET ${CALL}`]);
    expect(bus.get('auth').hasLogin).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    jest.advanceTimersByTime(LOGOUT_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expectNothingTechnical(toasts);
  });
});
