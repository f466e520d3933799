/**
 * The phone's Back closes the topmost overlay first, as native apps do: every open overlay (a
 * dialog, a drawer, a sheet, a menu) owns one history entry, pushed when it opens. Back lands on
 * the entry beneath; the overlays above it close and the router never hears of it (the address
 * is the same).
 *
 * An overlay closed by other means (its close button, a tap outside, a link in it) leaves its
 * entry where it is, closed: the stack never moves history on its own. A step back of ours could
 * land while a navigation the player (or the app) has just begun is under way — a link in the
 * closing menu, a redirect — and a history traversal aborts a page load (Chromium ERR_ABORTED) or
 * undoes a push. Instead the closed entry is passed over when the player's own Back reaches it, so
 * one Back still leaves the page; the next overlay that opens on the page reuses it; and a page
 * the router pushes or puts in its place is seen (the wrappers of pushState and replaceState).
 *
 * One stack per page: `@vitrin/shared` is a federation singleton, so the host's and the remotes'
 * overlays nest in one order.
 */

const MARKER = 'vitrinOverlay';

interface Entry {
  id: string;
  /** Still open; false once closed by other means (its entry stays until Back passes over it). */
  open: boolean;
  close: () => void;
  /** The address the overlay opened on: Back that closes it must not move the page. */
  href: string;
}

/** Our entries in history order (bottom → top), as long as they lie right above the page's own entry. */
let entries: Entry[] = [];
/** Closed overlays' entries left under a page the router pushed on top: skipped when Back reaches them. */
const stale = new Set<string>();
let listening = false;
/** The browser's own pushState and replaceState, for the stack's own moves. */
let push: History['pushState'] = (...args) => window.history.pushState(...args);
let replace: History['replaceState'] = (...args) => window.history.replaceState(...args);
// Ids unique across page loads: an entry left by an earlier load is never taken for a live one.
const pageId = Math.random().toString(36).slice(2, 10);
let sequence = 0;

function markerOf(state: unknown): string | undefined {
  if (state && typeof state === 'object' && MARKER in state) {
    const marker = (state as Record<string, unknown>)[MARKER];
    return typeof marker === 'string' ? marker : undefined;
  }
  return undefined;
}

/** The entry history stands on now, when it is one of ours and closed. */
function closedEntryInPlace(): Entry | undefined {
  const top = entries.at(-1);
  return top && !top.open && markerOf(window.history.state) === top.id ? top : undefined;
}

/**
 * Someone else (the router) pushes a page: the closed entries now lie under it, and are skipped
 * when Back gets there. Overlays still open keep theirs (they close with the page, as before).
 */
function beforeForeignPush() {
  for (const entry of entries) if (!entry.open) stale.add(entry.id);
  entries = entries.filter((entry) => entry.open);
}

/** Someone else puts a page in place of the current entry: a closed overlay's entry there is gone. */
function beforeForeignReplace() {
  const gone = closedEntryInPlace();
  if (gone) entries = entries.filter((entry) => entry !== gone);
}

function onPopState(event: PopStateEvent) {
  const marker = markerOf(event.state);
  if (marker !== undefined && (stale.has(marker) || !entries.some((entry) => entry.id === marker))) {
    // An entry whose overlay is long closed (the router had pushed a page over it): Back skips
    // it, so the player does not press Back twice for one page.
    stale.delete(marker);
    event.stopImmediatePropagation();
    window.history.back();
    return;
  }
  const keep = marker === undefined ? 0 : entries.findIndex((entry) => entry.id === marker) + 1;
  const above = entries.slice(keep);
  if (above.length === 0) return; // an ordinary Back between pages: the router's
  entries = entries.slice(0, keep);
  const samePage = above[0]?.href === window.location.href;
  const open = above.filter((entry) => entry.open);
  if (samePage) event.stopImmediatePropagation();
  if (samePage && open.length === 0) {
    // Back left only entries of overlays closed earlier: it closed nothing the player sees, so it
    // goes on — to the overlay still open beneath, or off the page.
    window.history.back();
    return;
  }
  // Topmost first, as the player sees them go.
  for (const entry of open.reverse()) entry.close();
}

/**
 * Starts listening for Back. Ours must run before the router's listener, so a Back that only
 * closes an overlay (or passes over a closed one) is not also taken as a navigation: a POP to the
 * same page would cancel a link's navigation still loading its remote. Chromium calls a window's
 * popstate listeners in the order they were added, capture or not, so the host calls this before
 * it creates its router (the first overlay would otherwise start it).
 */
export function listenForBack() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('popstate', onPopState, { capture: true });
  // The router's pushes and replacements, seen as they happen (the closed entries it moves).
  const { history } = window;
  const ownPush = history.pushState.bind(history);
  const ownReplace = history.replaceState.bind(history);
  push = ownPush;
  replace = ownReplace;
  history.pushState = (...args: Parameters<History['pushState']>) => {
    beforeForeignPush();
    ownPush(...args);
  };
  history.replaceState = (...args: Parameters<History['replaceState']>) => {
    beforeForeignReplace();
    ownReplace(...args);
  };
}

/**
 * Gives an overlay that just opened its history entry; `close` runs when Back reaches the entry
 * beneath. Returns the id to give `releaseOverlayEntry` when the overlay closes.
 */
export function pushOverlayEntry(close: () => void): string {
  listenForBack();
  sequence += 1;
  const id = `${pageId}-${sequence}`;
  const current: unknown = window.history.state;
  // The router's own state (its key and index) is kept, so the entry reads as the same page.
  const state = current && typeof current === 'object' ? { ...current, [MARKER]: id } : { [MARKER]: id };
  const reuse = closedEntryInPlace();
  if (reuse) {
    // History stands on the entry of an overlay closed earlier on this page: the new one takes it.
    entries = entries.filter((entry) => entry !== reuse);
    replace(state, '');
  } else {
    push(state, '');
  }
  entries.push({ id, open: true, close, href: window.location.href });
  return id;
}

/**
 * The overlay closed: by Back (nothing left to do) or by other means (its entry stays, closed,
 * and history does not move: see the top of this file).
 */
export function releaseOverlayEntry(id: string) {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) return;
  entry.open = false;
  // The router pushed a page while it was open (a link in it): its entry lies under that page.
  const here = markerOf(window.history.state);
  if (!entries.some((candidate) => candidate.id === here)) beforeForeignPush();
}

/** How many overlays hold an entry now (for tests and diagnostics). */
export function openOverlayCount(): number {
  return entries.filter((entry) => entry.open).length;
}
