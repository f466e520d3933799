import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

export interface Load<T> {
  state: LoadState<T>;
  /** Loads again (the page's Retry button after a failure). Stable across renders. */
  retry: () => void;
}

/**
 * Runs what a page shows (`load`, given an AbortSignal for its calls) when `deps` change or on
 * `retry`: `loading` each time, then `ready` with the data or `failed` with the error (spec §8: the
 * page shows its translated error and a Retry). A load superseded by newer deps or by unmount is
 * aborted and its result dropped, so an old answer never replaces a newer one.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt every render; what it depends on is in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, ...deps]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
