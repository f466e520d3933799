/**
 * The phone's Back closes the topmost overlay first, as native apps do: every open overlay (a
 * dialog, a drawer, a sheet, a menu) owns one history entry, pushed when it opens. Back lands on
 * the entry beneath; the overlays above it close and the router never hears of it (the address
 * is the same). An overlay closed by other means (its close button, a tap outside) takes its
 * entry back out, so the next Back leaves the page and is never spent on nothing.
 *
 * One stack per page: `@vitrin/shared` is a federation singleton, so the host's and the remotes'
 * overlays nest in one order.
 */

const MARKER = 'vitrinOverlay';

interface Entry {
  id: string;
  /** Still open; false once closed by other means and waiting for its entry to be taken out. */
  open: boolean;
  close: () => void;
  /** The address the overlay opened on: Back that closes it must not move the page. */
  href: string;
}

/** Our entries in history order (bottom → top), as long as they are ours to take out. */
let entries: Entry[] = [];
/** Entries left under a page the router pushed on top: skipped when Back reaches them. */
const stale = new Set<string>();
interface OwnMove {
  /** The entry the move must land on: its marker and address (or anywhere). */
  marker: string | undefined;
  href: string;
  anywhere?: boolean;
  /** The entries it takes out. */
  removed: string[];
  /** A push during the move may cancel it (some browsers do): it is forgotten after a while. */
  until: number;
}

/** A browser carries out a history move within a frame or two; one not done by then never lands. */
const OWN_MOVE_MS = 1000;
/** Our own history moves still under way. */
const ownMoves: OwnMove[] = [];

function nextOwnMove(): OwnMove | undefined {
  const now = Date.now();
  while (ownMoves.length > 0 && ownMoves[0]!.until < now) ownMoves.shift();
  return ownMoves.shift();
}
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
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

function onPopState(event: PopStateEvent) {
  const marker = markerOf(event.state);
  const own = nextOwnMove();
  if (own && (own.anywhere || (own.marker === marker && own.href === window.location.href))) {
    // Taking out entries of overlays already closed: the page underneath is where it was.
    event.stopImmediatePropagation();
    return;
  }
  const overshot = own && marker !== undefined ? own.removed.indexOf(marker) : -1;
  if (own && overshot >= 0) {
    // A link in the overlay pushed its page while our step back was under way, so the step
    // landed on a closed overlay's entry under that page: forward again to the page, unseen by
    // the router; the entries left beneath are skipped when Back reaches them.
    for (const id of own.removed) stale.add(id);
    event.stopImmediatePropagation();
    ownMoves.push({ anywhere: true, marker: undefined, href: '', removed: [], until: Date.now() + OWN_MOVE_MS });
    window.history.go(own.removed.length - overshot);
    return;
  }
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
  if (samePage) event.stopImmediatePropagation();
  // Topmost first, as the player sees them go.
  for (const entry of above.reverse()) if (entry.open) entry.close();
  // An overlay closed earlier may lie right beneath (the login dialog under the registration it
  // opened): its entry goes too, so the next Back is not spent on it.
  if (entries.at(-1)?.open === false) flushTimer ??= setTimeout(flush, 0);
}

/**
 * Starts listening for Back. Ours must run before the router's listener, so a Back that only
 * closes an overlay (or our own step back) is not also taken as a navigation: a POP to the same
 * page would cancel a link's navigation still loading its remote. Chromium calls a window's
 * popstate listeners in the order they were added, capture or not, so the host calls this before
 * it creates its router (the first overlay would otherwise start it).
 */
export function listenForBack() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('popstate', onPopState, { capture: true });
}

/** Takes out the entries of overlays closed by other means, when they are still on top. */
function flush() {
  flushTimer = undefined;
  const top = entries.at(-1);
  if (!top) return;
  if (markerOf(window.history.state) !== top.id) {
    // The router moved on (a link in the overlay): the closed overlays' entries now lie under
    // another page; Back skips them when it gets there.
    for (const entry of entries) if (!entry.open) stale.add(entry.id);
    entries = entries.filter((entry) => entry.open);
    return;
  }
  const stillOpen = entries.findLastIndex((entry) => entry.open);
  const closed = entries.slice(stillOpen + 1);
  if (closed.length === 0) return;
  entries = entries.slice(0, stillOpen + 1);
  ownMoves.push({ marker: entries.at(-1)?.id, href: closed[0]?.href ?? window.location.href, removed: closed.map((entry) => entry.id), until: Date.now() + OWN_MOVE_MS });
  window.history.go(-closed.length);
}

/**
 * Pushes the history entry of an overlay that just opened; `close` runs when Back reaches the
 * entry beneath. Returns the id to give `releaseOverlayEntry` when the overlay closes.
 */
export function pushOverlayEntry(close: () => void): string {
  listenForBack();
  sequence += 1;
  const id = `${pageId}-${sequence}`;
  const current: unknown = window.history.state;
  // The router's own state (its key and index) is kept, so the entry reads as the same page.
  const state = current && typeof current === 'object' ? { ...current, [MARKER]: id } : { [MARKER]: id };
  window.history.pushState(state, '');
  entries.push({ id, open: true, close, href: window.location.href });
  return id;
}

/** The overlay closed: by Back (nothing left to do) or by other means (its entry goes). */
export function releaseOverlayEntry(id: string) {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry || !entry.open) return;
  entry.open = false;
  // After the task: a link that closed the overlay has pushed its page by then, and overlays
  // closing together go in one move.
  flushTimer ??= setTimeout(flush, 0);
}

/** How many overlays hold an entry now (for tests and diagnostics). */
export function openOverlayCount(): number {
  return entries.filter((entry) => entry.open).length;
}
