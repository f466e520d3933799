import { useEffect, useState } from 'react';
import { sportsbookEntry } from '@vitrin/contract';
import { callApi, useChannel } from '@vitrin/shared';
import { memberSession, type Sportsbook, type SportsbookSession } from './sportsbookSession';

export type SessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: SportsbookSession; member: boolean }
  | { status: 'failed' };

/**
 * The frame's session follows the `auth` channel: signing in or out swaps the token (and the
 * frame's address) without a page reload. A guest gets the guest entry (no token).
 */
export function useSportsbookSession(book: Sportsbook, attempt: number): SessionState {
  const auth = useChannel('auth');
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    const member = auth.hasLogin ? memberSession(book) : null;
    if (member) {
      setState({ status: 'ready', session: member, member: true });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    callApi(sportsbookEntry, {}, { signal: controller.signal }).then(
      ({ data }) => setState({
        status: 'ready',
        member: false,
        session: { url: book === 'betsy' ? data.betsyUrl : data.betcoUrl, token: null, cid: book === 'betsy' ? data.betsyCid ?? null : null },
      }),
      () => { if (!controller.signal.aborted) setState({ status: 'failed' }); },
    );
    return () => controller.abort();
  }, [auth.hasLogin, auth.token, book, attempt]);

  return state;
}
