import type { RouteObject } from 'react-router-dom';

/** Attempts after the first when a route's chunk fails to load, and the pause before each. */
export const CHUNK_RETRIES = 2;
export const CHUNK_RETRY_DELAY_MS = 400;

/** webpack's error for a chunk whose script did not load (network, a deploy in between). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (?:CSS )?chunk \S+ failed/i.test(error.message);
}

const pause = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

/**
 * Calls `load` again when it fails with a chunk load error: webpack forgets a chunk that failed, so
 * the next call fetches it anew. A transient failure (a dropped connection on a phone) then never
 * reaches the section's fallback; anything else is thrown at once.
 */
export function withChunkRetry<T>(load: () => Promise<T>, retries = CHUNK_RETRIES, delayMs = CHUNK_RETRY_DELAY_MS): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= retries || !isChunkLoadError(error)) throw error;
        console.warn(`[vitrin] a chunk failed to load; trying again (${attempt + 1} of ${retries}).`, error);
        await pause(delayMs * (attempt + 1));
      }
    }
  };
}

/** A remote's routes with every `lazy` loader retried on a chunk load error. */
export function retryChunkLoads(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? retryChunkLoads(route.children) : undefined;
    const lazy = typeof route.lazy === 'function' ? withChunkRetry(route.lazy) : route.lazy;
    return { ...route, ...(lazy ? { lazy } : {}), ...(children ? { children } : {}) } as RouteObject;
  });
}
