import { AUTH_STORAGE_KEYS, STORAGE_KEYS, type Session } from '@vitrin/contract';
import { INITIAL_CHANNELS, type AuthState } from '@vitrin/shared';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Writes the spec §3 auth data under its keys; absent optional fields are removed, not left stale. */
export function saveSession(session: Session): void {
  const store = storage();
  if (!store) return;
  const values: Record<string, unknown> = {
    [STORAGE_KEYS.token]: session.token,
    [STORAGE_KEYS.username]: session.username,
    [STORAGE_KEYS.usercode]: session.usercode,
    [STORAGE_KEYS.phone]: session.phone,
    [STORAGE_KEYS.smsVerified]: session.smsVerified,
    [STORAGE_KEYS.balance]: session.balance,
    [STORAGE_KEYS.betsyCid]: session.betsyCid,
    [STORAGE_KEYS.betsyUrl]: session.betsyUrl,
    [STORAGE_KEYS.betsyToken]: session.betsyToken,
    [STORAGE_KEYS.betcoToken]: session.betcoToken,
    [STORAGE_KEYS.betcoUrl]: session.betcoUrl,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) store.removeItem(key);
    else store.setItem(key, String(value));
  }
}

export function clearAuthStorage(): void {
  const store = storage();
  if (!store) return;
  for (const key of AUTH_STORAGE_KEYS) store.removeItem(key);
}

export function writeStorage(key: string, value: string): void {
  storage()?.setItem(key, value);
}

export function readStorage(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

/** The auth state stored data stands for: logged in exactly when a token is stored (spec §6). */
export function readAuthFromStorage(): AuthState {
  const token = readStorage(STORAGE_KEYS.token);
  if (!token) return INITIAL_CHANNELS.auth;
  return {
    hasLogin: true,
    token,
    username: readStorage(STORAGE_KEYS.username) ?? '',
    usercode: readStorage(STORAGE_KEYS.usercode) ?? '',
  };
}

export function readStoredBalance(): number | null {
  const raw = readStorage(STORAGE_KEYS.balance);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
