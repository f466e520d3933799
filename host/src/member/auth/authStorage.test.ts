import { STORAGE_KEYS } from '@vitrin/contract';
import { bus, INITIAL_CHANNELS } from '@vitrin/shared';
import { clearAuthStorage, readAuthFromStorage, readStoredBalance, saveSession } from './authStorage';
import { applySession, logoutLocally, syncAuthFromStorage } from './authActions';
import { dialogAtom, openDialog } from '../dialogs/dialogStore';
import { pageStore } from '../ui/pageStore';

const session = {
  token: 'tok-1',
  username: 'demo',
  usercode: 1001,
  phone: '905321234567',
  smsVerified: false,
  balance: 250.5,
  betsyCid: 'cid',
  betsyUrl: null,
  betsyToken: undefined,
  betcoToken: 'bt',
  betcoUrl: 'https://b.example',
};

describe('auth storage (spec §3)', () => {
  beforeEach(() => {
    localStorage.clear();
    bus.set('auth', INITIAL_CHANNELS.auth);
    bus.set('balance', null);
  });

  it('stores the session under its keys and restores the login from them', () => {
    localStorage.setItem(STORAGE_KEYS.betsyUrl, 'stale');
    saveSession(session);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('username')).toBe('demo');
    expect(localStorage.getItem('usercode')).toBe('1001');
    expect(localStorage.getItem('phone')).toBe('905321234567');
    expect(localStorage.getItem('smsVerified')).toBe('false');
    expect(localStorage.getItem('balance')).toBe('250.5');
    expect(localStorage.getItem('betcoUrl')).toBe('https://b.example');
    expect(localStorage.getItem('betsyUrl')).toBeNull();
    expect(readAuthFromStorage()).toEqual({ hasLogin: true, token: 'tok-1', username: 'demo', usercode: '1001' });
    expect(readStoredBalance()).toBe(250.5);
  });

  it('is anonymous without a token', () => {
    localStorage.setItem('username', 'ghost');
    expect(readAuthFromStorage()).toEqual(INITIAL_CHANNELS.auth);
  });

  it('clears only the auth keys', () => {
    saveSession(session);
    localStorage.setItem(STORAGE_KEYS.lang, 'en');
    localStorage.setItem(STORAGE_KEYS.fingerprint, 'fp');
    clearAuthStorage();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('betcoToken')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('fingerprint')).toBe('fp');
  });

  it('login publishes the auth channel, emits auth/changed once and closes every dialog', () => {
    const changed = jest.fn();
    const off = bus.on('auth/changed', changed);
    openDialog({ kind: 'login' });
    applySession(session);
    expect(bus.get('auth')).toEqual({ hasLogin: true, token: 'tok-1', username: 'demo', usercode: '1001' });
    expect(bus.get('balance')).toBe(250.5);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(pageStore.get(dialogAtom)).toEqual({ kind: null });
    off();
  });

  it('restores the session from storage on load', () => {
    saveSession(session);
    syncAuthFromStorage();
    expect(bus.get('auth').hasLogin).toBe(true);
    expect(bus.get('auth').username).toBe('demo');
    expect(bus.get('balance')).toBe(250.5);
  });

  it('logs out locally: storage cleared, guest published', () => {
    applySession(session);
    const changed = jest.fn();
    const off = bus.on('auth/changed', changed);
    logoutLocally();
    expect(localStorage.getItem('token')).toBeNull();
    expect(bus.get('auth')).toEqual(INITIAL_CHANNELS.auth);
    expect(bus.get('balance')).toBeNull();
    expect(changed).toHaveBeenCalledWith(INITIAL_CHANNELS.auth);
    off();
  });
});
