import { STORAGE_KEYS } from '@vitrin/contract';
import { readStorage, writeStorage } from './authStorage';

export interface Referral {
  refId?: number;
  partner?: string;
  subid?: string;
  source?: string;
}

const KEYS = ['refId', 'partner', 'subid', 'source'] as const;

function clean(input: Partial<Record<(typeof KEYS)[number], string | null | undefined>>): Referral {
  const out: Referral = {};
  const refId = input.refId?.trim();
  if (refId && /^\d+$/.test(refId)) out.refId = Number(refId);
  for (const key of ['partner', 'subid', 'source'] as const) {
    const value = input[key]?.trim();
    if (value) out[key] = value.slice(0, 100);
  }
  return out;
}

/** Remembers the referral of the landing URL for a later registration (spec §3). */
export function captureReferralFromUrl(search: string): void {
  const params = new URLSearchParams(search);
  const found = clean(Object.fromEntries(KEYS.map((k) => [k, params.get(k)])));
  if (Object.keys(found).length > 0) writeStorage(STORAGE_KEYS.referral, JSON.stringify(found));
}

function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return undefined;
}

/** Stored values first, then cookies; a numeric refId wins over partner/subid/source (spec §3: "refId or …"). */
export function readReferral(cookies: string = globalThis.document?.cookie ?? ''): Referral {
  let stored: Record<string, string> = {};
  try {
    const raw = readStorage(STORAGE_KEYS.referral);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') {
      stored = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    }
  } catch {
    stored = {};
  }
  const merged = clean(Object.fromEntries(KEYS.map((k) => [k, stored[k] ?? readStorage(k) ?? readCookie(cookies, k)])));
  if (merged.refId !== undefined) return { refId: merged.refId };
  return merged;
}
