import { act } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import type { Game } from '@vitrin/contract';

export const game = (name: string, providerName = 'Pragmatic Play', extra: Partial<Game> = {}): Game => ({
  name,
  gameCode: name.toLowerCase().replace(/\W+/g, '-'),
  providerName,
  mainProviderId: 7,
  productId: 3,
  system: 960,
  systemCategory: [1],
  imageUrl: `/sandbox/img/game/${name}.svg`,
  ...extra,
});

export const ok = <T,>(data: T) => ({ success: true, message: null, data });

// In act(): a mounted component reads the auth channel, and the test must see its update.
export function signIn(): void {
  localStorage.setItem('token', 'token-1');
  act(() => bus.set('auth', { hasLogin: true, username: 'demo', usercode: '1001', token: 'token-1' }));
}

export function signOut(): void {
  localStorage.removeItem('token');
  act(() => bus.set('auth', { hasLogin: false, username: '', usercode: '', token: null }));
}

/** Records every emission of a bus event for the test. */
export function record<K extends 'toast/show' | 'game/open' | 'auth/login-requested' | 'auth/unauthorized' | 'favorites/changed' | 'payments/open-deposit-modal'>(name: K) {
  const seen: unknown[] = [];
  const off = bus.on(name, (payload) => void seen.push(payload));
  return { seen, off };
}

/** Makes matchMedia answer as a phone (true) or a desktop (false). */
export function viewport(mobile: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: mobile, media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
