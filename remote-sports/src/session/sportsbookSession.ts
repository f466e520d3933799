import { STORAGE_KEYS } from '@vitrin/contract';

/** Which sportsbook a page embeds: betsy (sports, live) or betco (e-sports), spec §2–§3. */
export type Sportsbook = 'betsy' | 'betco';

/** What the frame needs from the session: the address, and for a member the token and client id. */
export interface SportsbookSession {
  url: string;
  token: string | null;
  cid: string | null;
}

/**
 * A member's sportsbook session from the spec §3 auth data the host stored at sign-in. Null when
 * the data lacks an address (the caller then falls back to the guest entry).
 */
export function memberSession(book: Sportsbook): SportsbookSession | null {
  const read = (key: string) => localStorage.getItem(key) || null;
  const url = read(book === 'betsy' ? STORAGE_KEYS.betsyUrl : STORAGE_KEYS.betcoUrl);
  if (!url) return null;
  return {
    url,
    token: read(book === 'betsy' ? STORAGE_KEYS.betsyToken : STORAGE_KEYS.betcoToken),
    cid: book === 'betsy' ? read(STORAGE_KEYS.betsyCid) : null,
  };
}
