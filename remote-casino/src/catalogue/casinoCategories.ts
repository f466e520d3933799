import { LIVE_FILTER_KINDS, STORAGE_KEYS, type LiveFilterKind } from '@vitrin/contract';

/** Spec §3 Casino category as the lobby reads it from the bootstrap data (local storage key bootstrap). */
export interface CasinoCategory {
  id: number;
  name: string;
  slugList: string[];
  imageUrl: string | null;
  /** The spec §2 live filter kind the category is (contract extension), or null. */
  liveFilter: LiveFilterKind | null;
}

interface RawCategory {
  id?: unknown;
  name?: unknown;
  slugList?: unknown;
  imageUrl?: unknown;
  liveFilter?: unknown;
}

/** One raw entry, or null when it breaks spec §3 (the server answers the name in the x-locale language; a {tr, en} pair is read too). */
function readCategory(raw: RawCategory, language: string): CasinoCategory | null {
  if (typeof raw.id !== 'number' || !Array.isArray(raw.slugList)) return null;
  const names = raw.name && typeof raw.name === 'object' ? (raw.name as Record<string, unknown>) : null;
  const name = typeof raw.name === 'string' ? raw.name : (names?.[language] ?? Object.values(names ?? {})[0]);
  if (typeof name !== 'string') return null;
  return {
    id: raw.id,
    name,
    slugList: raw.slugList.filter((slug): slug is string => typeof slug === 'string'),
    imageUrl: typeof raw.imageUrl === 'string' ? raw.imageUrl : null,
    liveFilter: (LIVE_FILTER_KINDS as readonly unknown[]).includes(raw.liveFilter) ? (raw.liveFilter as LiveFilterKind) : null,
  };
}

/**
 * The categories a lobby shows (its slug in slugList). The host stores cms/grouped whole under
 * `bootstrap` before any page renders; missing or broken data is simply no categories (spec §8).
 */
export function casinoCategories(slug: string, language: string): CasinoCategory[] {
  let raw: unknown;
  try {
    raw = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEYS.bootstrap) ?? 'null');
  } catch {
    return [];
  }
  const list = raw && typeof raw === 'object' ? (raw as { casinoCategoryList?: unknown }).casinoCategoryList : null;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => (entry && typeof entry === 'object' ? readCategory(entry as RawCategory, language) : null))
    .filter((category): category is CasinoCategory => category !== null && category.slugList.includes(slug));
}
