import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { playSession, type PlaySession } from '@vitrin/contract';
import { callApi, formatMoney, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';

/** h:mm of a session that began at `startedAt` (never below zero). */
export function sessionClock(startedAt: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - startedAt) / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A net result with its sign in front ("+₺12,50", "−₺5,00"); money is only shown here, never added. */
export function signedNet(amount: string): string {
  const value = Number(amount);
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatMoney(Math.abs(value))}`;
}

/**
 * The session bar of the play page and the play modal: how long this sign-in has lasted and its
 * net result (wins less stakes, responsible/session), always in view while a game is. The figures
 * are read again whenever the balance moves (every round and settlement pushes it), the clock
 * ticks every 15 s. One short line, so it fits a phone on its side.
 */
export function SessionBar({ compact = false }: { compact?: boolean }) {
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
        fontSize: compact ? 12 : 14, lineHeight: compact ? '20px' : '28px', px: 1, whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <span data-testid="session-time">{t('casino.session.time', { time: sessionClock(Date.parse(session.startedAt), now) })}</span>
      {/* The sign says gain or loss; no colour, so the text keeps the bar's contrast on any theme. */}
      <Box component="span" data-testid="session-net" sx={{ fontWeight: 700 }}>{t('casino.session.net', { amount: signedNet(session.net) })}</Box>
    </Box>
  );
}
