import { sportsbookToken } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';
import type { Sportsbook } from '../session/sportsbookSession';

/**
 * The one way a sportsbook token reaches its frame: a message to the frame's window, addressed to
 * the origin of the frame's address, so the browser delivers it only while that origin's document
 * is in the frame (never the address: see frameAddress.ts).
 */
export function postToken(frame: Window, origin: string, token: string): void {
  frame.postMessage({ type: 'vitrin-sportsbook', action: 'token', token }, origin);
}

/**
 * The frame said its token expired: ask the site's backend for a fresh token of this session and
 * hand it to the frame (without reloading the frame). A failure leaves the frame as it is; the sportsbook
 * keeps showing its guest state.
 */
export async function handOffToken(book: Sportsbook, frame: Window, origin: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const { data } = await callApi(sportsbookToken, { book }, signal ? { signal } : {});
    if (!data || signal?.aborted) return false;
    postToken(frame, origin, data.token);
    return true;
  } catch {
    return false;
  }
}
