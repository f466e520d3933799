import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '@vitrin/shared';
import { CASINO_LOBBY_PAGE_SIZE, lobbyGames, type Game, type LobbyGamesRequest } from '@vitrin/contract';
import { embeddedLobbyPage, markEmbeddedLobbyPageUsed } from './embeddedLobbyPage';

/** What narrows a lobby: everything of casino/lobbygames but the window (skip, take). */
export type LobbyFilters = Omit<LobbyGamesRequest, 'skip' | 'take'>;

/** The games of a lobby known so far: pages of CASINO_LOBBY_PAGE_SIZE by page index (0-based). */
export interface LobbyCatalogue {
  total: number;
  providers: string[];
  pages: ReadonlyMap<number, readonly Game[]>;
  /** Pages whose call failed; asked again only by `retryPages`. */
  failedPages: ReadonlySet<number>;
}

/**
 * `loading` until the first page asked for answers (`previous`: the catalogue of the filters before,
 * shown dimmed meanwhile), `failed` when it did not, then `ready`.
 */
export type CatalogueState =
  | { status: 'loading'; previous?: LobbyCatalogue }
  | { status: 'failed' }
  | { status: 'ready'; catalogue: LobbyCatalogue };

const requestOf = (filters: LobbyFilters, page: number): LobbyGamesRequest => ({
  ...filters,
  skip: page * CASINO_LOBBY_PAGE_SIZE,
  take: CASINO_LOBBY_PAGE_SIZE,
});

const withPage = (catalogue: LobbyCatalogue, page: number, items: readonly Game[], total: number, providers: string[]): LobbyCatalogue => {
  const pages = new Map(catalogue.pages);
  pages.set(page, items);
  const failedPages = new Set(catalogue.failedPages);
  failedPages.delete(page);
  return { total, providers, pages, failedPages };
};

/**
 * A whole lobby as one list (the lobby scrolls through all its games), fetched a page of
 * casino/lobbygames **ext** at a time as the grid's window reaches it: `ensure(from, to)` asks for
 * the pages holding games `from`..`to` (indices) that are neither here nor on their way. The first
 * page asked for is `anchorPage` (0-based: a shared link or a return to `?page=N`); the lobby's
 * first page may already be in index.html (embeddedLobbyPage). New filters start over and cancel
 * every call of the old ones.
 */
export function useLobbyCatalogue(filters: LobbyFilters, anchorPage: number) {
  const key = JSON.stringify(filters);
  const [state, setState] = useState<CatalogueState>(() => {
    const embedded = anchorPage === 0 ? embeddedLobbyPage(requestOf(filters, 0)) : undefined;
    if (!embedded) return { status: 'loading' };
    const empty: LobbyCatalogue = { total: 0, providers: [], pages: new Map(), failedPages: new Set() };
    return { status: 'ready', catalogue: withPage(empty, 0, embedded.items, embedded.total, embedded.providers) };
  });
  const [attempt, setAttempt] = useState(0);
  const fromPage = useRef(state.status === 'ready');
  // The calls of the current filters: cancelled together when they change. `asked`: pages asked
  // for, answered or not — an answer lands in the state a transition later, and a failure until
  // Retry, so neither may be asked for again in between.
  const generation = useRef<{ key: string; controller: AbortController; asked: Set<number> } | null>(null);
  const anchor = useRef(anchorPage);
  anchor.current = anchorPage;
  const known = useRef<LobbyCatalogue | null>(null);
  known.current = state.status === 'ready' ? state.catalogue : null;

  const fetchPage = useCallback((page: number, onFirst?: boolean) => {
    const current = generation.current;
    if (!current || current.asked.has(page)) return;
    current.asked.add(page);
    const filtersNow = JSON.parse(current.key) as LobbyFilters;
    callApi(lobbyGames, requestOf(filtersNow, page), { signal: current.controller.signal }).then(
      ({ data }) => {
        if (generation.current !== current) return;
        // A transition: React renders the arriving tiles in slices and yields between them.
        startTransition(() => setState((now) => {
          const base: LobbyCatalogue = now.status === 'ready'
            ? now.catalogue
            : { total: data.total, providers: data.providers, pages: new Map(), failedPages: new Set() };
          return { status: 'ready', catalogue: withPage(base, page, data.items, data.total, data.providers) };
        }));
      },
      () => {
        if (generation.current !== current || current.controller.signal.aborted) return;
        setState((now) => {
          if (onFirst || now.status !== 'ready') return { status: 'failed' };
          const failedPages = new Set(now.catalogue.failedPages);
          failedPages.add(page);
          return { status: 'ready', catalogue: { ...now.catalogue, failedPages } };
        });
      },
    );
  }, []);

  useEffect(() => {
    const current = { key, controller: new AbortController(), asked: new Set<number>() };
    generation.current = current;
    // The embedded page serves only the lobby the page was opened on, once: later it may be stale.
    markEmbeddedLobbyPageUsed();
    if (fromPage.current) {
      fromPage.current = false;
    } else {
      setState((previous) => ({ status: 'loading', previous: previous.status === 'ready' ? previous.catalogue : undefined }));
      fetchPage(anchor.current, true);
    }
    return () => {
      current.controller.abort();
      if (generation.current === current) generation.current = null;
    };
  }, [key, attempt, fetchPage]);

  /** Asks for the pages that hold games `from`..`to` (indices), those not here nor on their way. */
  const ensure = useCallback((from: number, to: number) => {
    const catalogue = known.current;
    if (!catalogue || catalogue.total === 0) return;
    const last = Math.min(to, catalogue.total - 1);
    for (let page = Math.floor(Math.max(0, from) / CASINO_LOBBY_PAGE_SIZE); page <= Math.floor(last / CASINO_LOBBY_PAGE_SIZE); page += 1) {
      if (!catalogue.pages.has(page) && !catalogue.failedPages.has(page)) fetchPage(page);
    }
  }, [fetchPage]);

  /** The first page failed: start over. */
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Pages that failed later: forget the failures, so the grid's window asks for them again. */
  const retryPages = useCallback(() => {
    for (const page of known.current?.failedPages ?? []) generation.current?.asked.delete(page);
    setState((now) => (now.status === 'ready' && now.catalogue.failedPages.size
      ? { status: 'ready', catalogue: { ...now.catalogue, failedPages: new Set() } }
      : now));
  }, []);

  return { state, ensure, retry, retryPages };
}
