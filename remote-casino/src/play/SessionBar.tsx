import { useEffect, useState } from 'react';
import { Box, Link } from '@vitrin/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { playSession, type PlaySession } from '@vitrin/contract';
import { callApi, formatSignedMoney, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';

/** h:mm of a session that began at `startedAt` (never below zero). */
export function sessionClock(startedAt: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - startedAt) / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The session bar of the play page and the play modal: how long this sign-in has lasted and its
 * net result (wins less stakes, responsible/session), always in view while a game is. The figures
 * are read again whenever the balance moves (every round and settlement pushes it), the clock
 * ticks every 15 s. One short line, so it fits a phone on its side. It ends with a link to the
 * limits: one tap from any game (`onLeave` closes the game on the way).
 */
export function SessionBar({ compact = false, onLeave }: { compact?: boolean; onLeave?: () => void }) {
  const t = useT();
  const balance = useChannel('balance');
  const [session, setSession] = useState<PlaySession | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const controller = new AbortController();
    callApi(playSession, {}, { signal: controller.signal }).then(
      ({ data }) => setSession(data ?? null),
      // Without figures the bar keeps the last ones it had (or none); the next balance move retries.
      () => undefined,
    );
    return () => controller.abort();
  }, [balance]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (!session) return null;
  return (
    <Box
      data-testid="session-bar"
      sx={{
        display: 'flex', gap: compact ? 1.5 : 3, alignItems: 'center', justifyContent: compact ? 'center' : 'flex-start',
        fontSize: compact ? 12 : 14, lineHeight: compact ? '24px' : '28px', px: 1, whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <span data-testid="session-time">{t('casino.session.time', { time: sessionClock(Date.parse(session.startedAt), now) })}</span>
      {/* The sign says gain or loss; no colour, so the text keeps the bar's contrast on any theme. */}
      <Box component="span" data-testid="session-net" sx={{ fontWeight: 700 }}>{t('casino.session.net', { amount: formatSignedMoney(session.net) })}</Box>
      <Link component={RouterLink} to="/dashboard/limits" onClick={onLeave} color="inherit" data-testid="session-limits" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
        {t('casino.session.limits')}
      </Link>
    </Box>
  );
}
