import { LIVE_FILTER_KINDS, type LiveFilterKind } from '@vitrin/contract';

/**
 * The lobby's state lives in the address (?search, ?category, ?provider, ?filter, ?page), so it can be shared and survives reload.
 * The keys are the contract's CASINO_LOBBY_QUERY_KEYS: the server's first-paint step embeds a lobby's first page only without them.
 */
export interface LobbyParams {
  search: string;
  /** A category id, 'favorites', or null for all games. */
  category: number | 'favorites' | null;
  provider: string | null;
  filter: LiveFilterKind | null;
  page: number;
}

export function readLobbyParams(params: URLSearchParams): LobbyParams {
  const category = params.get('category');
  const filter = params.get('filter');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 60),
    category: category === 'favorites' ? 'favorites' : category && /^\d+$/.test(category) ? Number(category) : null,
    provider: params.get('provider') || null,
    filter: (LIVE_FILTER_KINDS as readonly string[]).includes(filter ?? '') ? (filter as LiveFilterKind) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** A new address for a change; any filter change goes back to page 1. */
export function writeLobbyParams(current: LobbyParams, patch: Partial<LobbyParams>): URLSearchParams {
  const next = { ...current, page: 1, ...patch };
  const out = new URLSearchParams();
  if (next.search) out.set('search', next.search);
  if (next.category !== null) out.set('category', String(next.category));
  if (next.provider) out.set('provider', next.provider);
  if (next.filter) out.set('filter', next.filter);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}
