import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './useLoad';

/** A load whose answer the test releases, recording the signal it was given. */
function deferred<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = (signal: AbortSignal) => new Promise<T>((resolve, reject) => void calls.push({ signal, resolve, reject }));
  return { calls, load };
}

describe('useLoad (load with retry, spec §8)', () => {
  it('is loading, then ready with the data', async () => {
    const { calls, load } = deferred<string>();
    const { result } = renderHook(() => useLoad(load, []));
    expect(result.current.state).toEqual({ status: 'loading' });
    act(() => calls[0]!.resolve('rows'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'rows' }));
  });

  it('a failure keeps its error; retry loads again through loading with the same retry function', async () => {
    const { calls, load } = deferred<string>();
    const { result } = renderHook(() => useLoad(load, []));
    const boom = new Error('down');
    act(() => calls[0]!.reject(boom));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', error: boom }));
    const retry = result.current.retry;
    act(() => retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(result.current.retry).toBe(retry);
    act(() => calls[1]!.resolve('again'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'again' }));
  });

  it('new deps abort the load in flight, whose late answer never shows; unmount aborts too', async () => {
    const { calls, load } = deferred<string>();
    const { result, rerender, unmount } = renderHook(({ page }) => useLoad(load, [page]), { initialProps: { page: 1 } });
    rerender({ page: 2 });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    act(() => calls[1]!.resolve('page 2'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'page 2' }));
    act(() => calls[0]!.resolve('page 1'));
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'ready', data: 'page 2' });
    rerender({ page: 2 });
    expect(calls).toHaveLength(2);
    unmount();
    expect(calls[1]!.signal.aborted).toBe(true);
  });
});
