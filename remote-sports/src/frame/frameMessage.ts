/**
 * The messages a sportsbook frame may send (remote-sports/README.md, "Frame protocol"):
 * `{ type: 'vitrin-sportsbook', action, … }`. Anything else is ignored.
 */
export type FrameMessage =
  | { action: 'ready' }
  | { action: 'login' }
  | { action: 'deposit' }
  | { action: 'balance' }
  | { action: 'token-expired' }
  | { action: 'height'; height: number }
  | { action: 'page'; page: string };

/** The tallest height a frame may ask for; a runaway value must not make the page endless. */
const MAX_HEIGHT = 20_000;

/**
 * Reads one postMessage. Accepted only when it comes from the frame's own window AND from the
 * origin of the frame's address (security rule: check event.source and event.origin).
 */
export function readFrameMessage(event: MessageEvent, frame: Window | null | undefined, frameOrigin: string | null): FrameMessage | null {
  if (!frame || event.source !== frame || !frameOrigin || event.origin !== frameOrigin) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return null;
  const { type, action, height, page } = data as Record<string, unknown>;
  if (type !== 'vitrin-sportsbook') return null;
  switch (action) {
    case 'ready':
    case 'login':
    case 'deposit':
    case 'balance':
    case 'token-expired':
      return { action };
    case 'height':
      return typeof height === 'number' && Number.isFinite(height) && height > 0 ? { action, height: Math.min(Math.round(height), MAX_HEIGHT) } : null;
    case 'page':
      // An inner page is a plain path of letters, digits, dashes and slashes: nothing else travels into the site's address.
      return typeof page === 'string' && /^[\w/-]{0,120}$/.test(page) ? { action, page } : null;
    default:
      return null;
  }
}
