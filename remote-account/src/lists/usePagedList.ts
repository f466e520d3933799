import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_PAGE_SIZE } from '@vitrin/contract';
import { useLoad, type LoadState } from '@vitrin/shared';

export interface Page<T> {
  items: T[];
  total: number;
}

/** What a ListView needs: the load state, a retry, and where the player is in the pages. */
export interface PagedList<T> {
  state: LoadState<Page<T>>;
  retry: () => void;
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
}

/**
 * One page of a member list. The page number lives in the URL (`?page=`), so a reload or the
 * back button keeps the player's place; `filterKey` changes reload from the same URL state.
 */
export function usePagedList<T>(
  filterKey: string,
  load: (paging: { skip: number; take: number }, signal: AbortSignal) => Promise<Page<T>>,
  take: number = ACCOUNT_PAGE_SIZE,
): PagedList<T> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { state, retry } = useLoad((signal) => load({ skip: (page - 1) * take, take }, signal), [filterKey, page, take]);
  const setPage = useCallback((next: number) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
  }, [setParams]);
  const pageCount = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / take)) : 1;
  return { state, retry, page, pageCount, setPage };
}

/** The first rows of a history (the overview): one page, no paging. */
export function useFirstRows<T>(load: (signal: AbortSignal) => Promise<Page<T>>): PagedList<T> {
  const { state, retry } = useLoad(load, []);
  return { state, retry, page: 1, pageCount: 1, setPage: () => undefined };
}
