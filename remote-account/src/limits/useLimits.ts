import { useCallback, useEffect, useState } from 'react';
import { responsibleLimits, type LimitsState } from '@vitrin/contract';
import { callApi, useLoad } from '@vitrin/shared';

/**
 * The member's limits (responsible/limits): loaded once, then replaced by what each change answers
 * (every change call answers the limits after it), so the page never shows a stale row.
 */
export function useLimits() {
  const { state, retry } = useLoad(async (signal) => (await callApi(responsibleLimits, {}, { signal })).data ?? null, []);
  const [latest, setLatest] = useState<LimitsState | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setLatest(state.data);
  }, [state]);
  const replace = useCallback((next: LimitsState | null | undefined) => {
    if (next) setLatest(next);
  }, []);
  return { state, limits: latest, retry, replace };
}
