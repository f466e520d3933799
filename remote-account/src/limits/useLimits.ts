import { useCallback, useEffect, useState } from 'react';
import { responsibleLimits, type LimitsState } from '@vitrin/contract';
import { bus, callApi, useLoad } from '@vitrin/shared';

/**
 * The member's limits (responsible/limits): loaded once, then replaced by what each change answers
 * (every change call answers the limits after it), so the page never shows a stale row. Each
 * change is told on the bus (`responsible/changed`).
 */
export function useLimits() {
  const { state, retry } = useLoad(async (signal) => (await callApi(responsibleLimits, {}, { signal })).data ?? null, []);
  const [latest, setLatest] = useState<LimitsState | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setLatest(state.data);
  }, [state]);
  const replace = useCallback((next: LimitsState | null | undefined) => {
    if (!next) return;
    setLatest(next);
    // The host's reality check reads its interval again.
    bus.emit('responsible/changed', {});
  }, []);
  return { state, limits: latest, retry, replace };
}
