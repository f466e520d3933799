import { readCasinoCategories, STORAGE_KEYS, type LiveFilterKind } from '@vitrin/contract';

/** Spec §3 Casino category as the lobby reads it from the bootstrap data (local storage key bootstrap). */
export interface CasinoCategory {
  id: number;
  name: string;
  slugList: string[];
  imageUrl: string | null;
  /** The spec §2 live filter kind the category is (contract extension), or null. */
  liveFilter: LiveFilterKind | null;
}

/**
 * The categories a lobby shows (its slug in slugList). The host stores cms/grouped whole under
 * `bootstrap` before any page renders; each entry is read on the contract's schema (the one the
 * host reads the whole document on), an entry it rejects is left out, and missing or broken data
 * is simply no categories (spec §8). The server answers names in the page's language.
 */
export function casinoCategories(slug: string): CasinoCategory[] {
  let raw: unknown;
  try {
    raw = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEYS.bootstrap) ?? 'null');
  } catch {
    return [];
  }
  return readCasinoCategories(raw).flatMap(({ id, name, slugList, imageUrl, liveFilter }) => (
    slugList?.includes(slug) ? [{ id, name, slugList, imageUrl: imageUrl ?? null, liveFilter: liveFilter ?? null }] : []
  ));
}
