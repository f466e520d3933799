import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, CircularProgress, Typography } from '@vitrin/shared/ui';
import { HEADER } from '@vitrin/contract';
import { useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import type { Sportsbook } from '../session/sportsbookSession';
import { useSportsbookSession } from '../session/useSportsbookSession';
import { frameAddress, type SportsView } from './frameAddress';
import { useFrameMessages } from './useFrameMessages';

/** The host's mobile bottom bar (spec §2), which the frame must not hide behind. */
const MOBILE_BOTTOM_BAR_PX = 56;

/** How long a frame may take to load before the player is offered a retry. */
export const FRAME_TIMEOUT_MS = 15_000;

export interface SportsbookFrameProps {
  book: Sportsbook;
  view: SportsView;
  compact?: boolean;
  timeoutMs?: number;
}

/**
 * The sportsbook in a frame (spec §2): fills the space between the header and the bottom bar
 * (it sits in the page's flow, so it follows the header's hide-on-scroll), grows to the height
 * the sportsbook asks for, and answers only messages from its own window and origin.
 */
export function SportsbookFrame({ book, view, compact = false, timeoutMs = FRAME_TIMEOUT_MS }: SportsbookFrameProps) {
  const t = useT();
  const language = useChannel('language');
  const [attempt, setAttempt] = useState(0);
  const state = useSportsbookSession(book, attempt);
  const [searchParams] = useSearchParams();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  // The inner page travels in the site's address (?page=…, a shareable deep link). It is read when
  // the frame's address is built (first load, sign-in/out), not on every page message: the frame
  // navigates by itself, and reloading it on its own navigation would lose its state.
  const page = useRef(searchParams.get('page'));
  page.current = searchParams.get('page');
  const session = state.status === 'ready' ? state.session : null;
  const address = useMemo(
    () => (session ? frameAddress({ session, view, language, compact, page: page.current }) : null),
    [session, view, language, compact],
  );
  const src = address?.toString() ?? null;
  const origin = address?.origin ?? null;

  useEffect(() => {
    if (!src) return undefined;
    setLoaded(false);
    setTimedOut(false);
    const timer = window.setTimeout(() => setTimedOut(true), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [src, attempt, timeoutMs]);

  const member = state.status === 'ready' && state.member;
  const height = useFrameMessages(frame, origin, book, member, session?.token ?? null);

  const retry = () => setAttempt((n) => n + 1);
  const failed = state.status === 'failed' || (state.status === 'ready' && !address) || (timedOut && !loaded);

  // Between the header and the bottom bar: 64 px of header on desktop; on a phone the header of
  // spec §9 (35 px) and the 56 px bottom bar.
  const fill = { xs: `calc(100dvh - ${HEADER.mobileHeightPx + MOBILE_BOTTOM_BAR_PX}px)`, md: 'calc(100dvh - 64px)' };

  return (
    <Box data-testid="sportsbook" sx={{ position: 'relative', minHeight: fill }}>
      {failed ? (
        <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('sports.frame.failed')}</Typography>
          <Button variant="contained" onClick={retry}>{t('sports.frame.retry')}</Button>
        </Box>
      ) : (
        <>
          {!loaded && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'flex', justifyContent: 'center', pt: 8 }}>
              <CircularProgress aria-label={t('sports.frame.loading')} />
            </Box>
          )}
          {src && (
            <Box
              component="iframe"
              // Signing in or out loads the frame afresh: it says ready, and only a member's gets a token.
              key={`${src}#${attempt}#${member ? 'member' : 'guest'}`}
              ref={frame}
              src={src}
              title={t(`sports.frame.title.${view}`)}
              data-testid="sportsbook-frame"
              data-member={member ? 'true' : 'false'}
              onLoad={() => setLoaded(true)}
              // Only what a sportsbook needs: its scripts, its forms, and its own origin (ADR 0020): the
              // token is posted to that origin, which an opaque frame does not have.
              sandbox="allow-scripts allow-same-origin allow-forms"
              allow=""
              referrerPolicy="origin"
              // The height the sportsbook asked for, inline: it changes often and needs no class of its own.
              style={height ? { height: `${height}px` } : undefined}
              sx={{ display: 'block', width: '100%', border: 0, height: fill, minHeight: fill, visibility: loaded ? 'visible' : 'hidden' }}
            />
          )}
        </>
      )}
    </Box>
  );
}
