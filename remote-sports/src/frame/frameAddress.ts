import type { SportsbookSession } from '../session/sportsbookSession';

/** The sportsbook's views: pre-match, live, e-sports (spec §2 routes). */
export type SportsView = 'spor' | 'livespor' | 'esports';

export interface FrameRequest {
  session: SportsbookSession;
  view: SportsView;
  language: string;
  /** The /fcg pages: the frame drops its own navigation (the compact menu sits above it). */
  compact: boolean;
  /** The sportsbook's inner page (e.g. `event/123`), kept in step with the site's address. */
  page?: string | null;
}

/**
 * The frame's address: the session's sportsbook address (relative ones resolve against the site)
 * with view, language and client id. Never the token: an address is seen by whoever can read the
 * frame's location (and by logs); the token reaches the frame by postMessage (handOffToken.ts).
 * Only http(s) addresses are ever framed (security rule). Null when the address is unusable.
 */
export function frameAddress(request: FrameRequest, base = window.location.href): URL | null {
  let url: URL;
  try {
    url = new URL(request.session.url, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.set('view', request.view);
  url.searchParams.set('lang', request.language);
  if (request.session.cid) url.searchParams.set('cid', request.session.cid);
  if (request.compact) url.searchParams.set('nav', '0');
  if (request.page) url.searchParams.set('page', request.page);
  return url;
}
