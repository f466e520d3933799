// Lets code outside React (logout, the guard) navigate with the app's router once MemberRoot has
// mounted; before that it falls back to a full page load relative to the document base.
type Navigate = (to: string) => void;

let navigator: Navigate | null = null;
let lastLocation: string | null = null;
let lastPublicLocation: string | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function goTo(path: string): void {
  if (navigator) navigator(path);
  else globalThis.location.assign(new URL(`.${path}`, document.baseURI).toString());
}

/** The router location (relative to its basename) last rendered; null before the first render. */
export function setLastLocation(path: string | null): void {
  lastLocation = path;
  if (path === null || !isMemberOnly(path)) lastPublicLocation = path;
}

export function getLastLocation(): string | null {
  return lastLocation;
}

/** The last page rendered that a guest may see too (null before one was). */
export function getLastPublicLocation(): string | null {
  return lastPublicLocation;
}

/** Pages only a member sees (the dashboard and what is under it). */
export function isMemberOnly(path: string): boolean {
  return path === '/dashboard' || path.startsWith('/dashboard/') || path.startsWith('/dashboard?') || path.startsWith('/dashboard#');
}

/** A same-origin path only: '/x', never '//evil.com', 'https://…' or 'javascript:'. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const origin = globalThis.location.origin;
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
