import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { playSession, type PlaySession } from '@vitrin/contract';
import { bus, callApi, useBusEvent, useChannel } from '@vitrin/shared';
import { nextCheckAt } from './realityCheckSchedule';

const RealityCheckDialog = lazy(() => import(/* webpackChunkName: "member-reality" */ './RealityCheckDialog').then((m) => ({ default: m.RealityCheckDialog })));

/**
 * The reality check, over whatever remote is on screen: every N minutes of the member's session
 * (N the member's choice, 15–120, from responsible/session), a dialog with the time played, the
 * amount wagered and the net result, read fresh from the server at that moment. While it is open
 * the `gamesPaused` channel is true, so game frames get the pause message. The interval is read
 * at sign-in and whenever the member changes it (`responsible/changed`); a check counts from the
 * session's start on the server, so reloading the page does not restart it.
 */
export function RealityCheck() {
  const { hasLogin, token } = useChannel('auth');
  const [session, setSession] = useState<PlaySession | null>(null);
  const [shown, setShown] = useState<PlaySession | null>(null);

  const load = useCallback(async (): Promise<PlaySession | null> => {
    try {
      const data = (await callApi(playSession, {})).data ?? null;
      setSession(data);
      return data;
    } catch {
      // Without figures there is nothing true to show; the next change or sign-in tries again.
      return null;
    }
  }, []);

  useEffect(() => {
    setShown(null);
    setSession(null);
    if (hasLogin) void load();
  }, [hasLogin, token, load]);

  useBusEvent('responsible/changed', () => {
    if (hasLogin) void load();
  });

  useEffect(() => {
    bus.set('gamesPaused', shown !== null);
  }, [shown]);
  // Signing out or leaving the page never leaves the games paused.
  useEffect(() => () => bus.set('gamesPaused', false), []);

  useEffect(() => {
    if (!hasLogin || !session?.realityCheckMinutes || shown) return undefined;
    const started = Date.parse(session.startedAt);
    const due = nextCheckAt(started, session.realityCheckMinutes, Date.now());
    const timer = setTimeout(() => {
      void load().then((fresh) => {
        // Turned off meanwhile, or the figures could not be read: the schedule follows `session`.
        if (fresh?.realityCheckMinutes) setShown(fresh);
      });
    }, due - Date.now());
    return () => clearTimeout(timer);
  }, [hasLogin, session, shown, load]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog session={shown} onContinue={() => setShown(null)} onStop={() => {
        setShown(null);
        bus.emit('play/stop', {});
      }} />
    </Suspense>
  );
}
