import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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

type LazyRoute = () => Promise<{ Component?: ComponentType | null; element?: ReactNode }>;

/** Counts the Retry presses of the sections (RemoteRouteError): a failed page loads again after one. */
let retries = 0;

/** A section's Retry was pressed: every page whose code failed loads again at its next render. */
export function retryFailedPages(): void {
  retries += 1;
}

/**
 * What a route's `lazy` resolves to when its code could not be loaded. React Router keeps the
 * promise of a route's `lazy` for good, a rejected one too, so a Retry would only meet the same
 * rejection again until a reload. Resolving instead with this page keeps the route alive: it
 * throws the failure to the section's error element until a Retry is pressed, then loads the code
 * again (a new React.lazy per Retry: React.lazy keeps a rejection as well).
 */
function pageLoadedAgain(load: LazyRoute, failure: unknown): ComponentType {
  const failedAt = retries;
  let attempt: { at: number; Page: LazyExoticComponent<ComponentType> } | undefined;
  function PageLoadedAgain() {
    if (retries === failedAt) throw failure;
    if (attempt?.at !== retries) {
      const Page = lazy(async () => {
        const loaded = await load();
        if (loaded.Component) return { default: loaded.Component };
        const { element } = loaded;
        if (element === undefined) throw new Error('the route module has neither Component nor element');
        return { default: () => element };
      });
      attempt = { at: retries, Page };
    }
    return createElement(Suspense, { fallback: null }, createElement(attempt.Page));
  }
  return PageLoadedAgain;
}

/** A route's `lazy` that never leaves React Router a rejection to keep (see pageLoadedAgain). */
export function resumableLazy(load: LazyRoute): LazyRoute {
  return async () => {
    try {
      return await load();
    } catch (error) {
      return { Component: pageLoadedAgain(load, error) };
    }
  };
}

/**
 * A remote's routes with every `lazy` loader retried on a chunk load error, and loaded again by a
 * Retry after it failed for good.
 */
export function retryChunkLoads(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? retryChunkLoads(route.children) : undefined;
    const lazy = typeof route.lazy === 'function' ? resumableLazy(withChunkRetry(route.lazy as LazyRoute)) : route.lazy;
    return { ...route, ...(lazy ? { lazy } : {}), ...(children ? { children } : {}) } as RouteObject;
  });
}
