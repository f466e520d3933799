import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const PathnameContext = createContext<string | null>(null);

/**
 * Provides the current path to the shell's parts. `useLocation()` re-renders its reader at every
 * address change, a lobby's `?page=2` included; the header, menus, banner and bottom bar need only
 * the path, so they read it here and stay as they are when only the query changes (a
 * lobby page change re-rendered ~1,400 shell components). The provider re-renders, its children
 * (created by its parent) do not.
 */
export function PathnameProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>;
}

/** The current path (no query, no hash), re-rendering only when it changes. */
export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error('usePathname needs a PathnameProvider above it (RootFrame places one)');
  return pathname;
}
