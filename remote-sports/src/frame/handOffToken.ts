import { sportsbookToken } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';
import type { Sportsbook } from '../session/sportsbookSession';

/**
 * The frame said its token expired: ask the site's backend for a fresh token of this session and
 * hand it to the frame's window, addressed to the frame's origin only (issue 12: no reload).
 * A failure leaves the frame as it is; the sportsbook keeps showing its guest state.
 */
export async function handOffToken(book: Sportsbook, frame: Window, origin: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const { data } = await callApi(sportsbookToken, { book }, signal ? { signal } : {});
    if (!data || signal?.aborted) return false;
    frame.postMessage({ type: 'vitrin-sportsbook', action: 'token', token: data.token }, origin);
    return true;
  } catch {
    return false;
  }
}
