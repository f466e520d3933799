import { startTransition, useEffect, useState } from 'react';
import { Box, Paper, Typography } from '@vitrin/shared/ui';
import { callApi } from '@vitrin/shared';
import { TOP_WINNERS_COUNT, topWinners, type TopWinner } from '@vitrin/contract';
import { useT } from '../i18n';

/** Spec §3 Top winner amount with its currency symbol; the amount stays the server's decimal string. */
export function winnerAmount(winner: TopWinner): string {
  const [whole = '0', cents = '00'] = winner.amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${winner.currencySymbol}${grouped},${cents.padEnd(2, '0')}`;
}

/**
 * Slot `TopWinners`: transaction/topwinners {isLive: false, count: 40} (spec §7, §9); image, game,
 * name and amount, scrolling. It scrolls only while the player has not asked for reduced motion.
 */
export function TopWinners() {
  const t = useT();
  const [winners, setWinners] = useState<TopWinner[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    callApi(topWinners, { isLive: false, count: TOP_WINNERS_COUNT }, { signal: controller.signal }).then(
      // A transition: React renders the 80 rows in slices instead of one long task on a phone.
      ({ data }) => startTransition(() => setWinners(data)),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  if (!winners.length) return null;
  return (
    <Paper component="section" aria-labelledby="top-winners-title" sx={{ p: 2, overflow: 'hidden' }} data-testid="top-winners">
      <Typography id="top-winners-title" component="h2" variant="h6" sx={{ mb: 1 }}>{t('casino.topWinners.title')}</Typography>
      {/* Focusable so keyboard users can scroll it too (axe scrollable-region-focusable). */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('casino.topWinners.title')}
        sx={{
          height: 280,
          overflowY: 'auto',
          '@media (prefers-reduced-motion: no-preference)': { overflowY: 'hidden' },
          '@keyframes vitrinWinners': { from: { transform: 'translateY(0)' }, to: { transform: 'translateY(-50%)' } },
        }}
      >
        <Box component="ul" sx={listSx}>
          {winners.map((winner, index) => <WinnerRow key={index} winner={winner} />)}
          {/* A second, hidden copy makes the -50% scroll loop seamless. */}
          {winners.map((winner, index) => <WinnerRow key={`copy-${index}`} winner={winner} copy />)}
        </Box>
      </Box>
    </Paper>
  );
}

/**
 * The rows' styles, once for the list: a row is plain elements with class names, not six styled
 * components with their own `sx` each (80 rows made ~480 style computations in one render on a
 * phone; ADR 0068).
 */
const listSx = {
  listStyle: 'none', m: 0, p: 0,
  '@media (prefers-reduced-motion: no-preference)': { animation: 'vitrinWinners 60s linear infinite', '&:hover': { animationPlayState: 'paused' } },
  '@media (prefers-reduced-motion: reduce)': { '& > li[aria-hidden]': { display: 'none' } },
  '& > li': { display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' },
  '& .winner-picture': { width: 48, height: 36, flex: '0 0 48px', bgcolor: 'action.hover', borderRadius: 0.5, overflow: 'hidden' },
  '& .winner-text': { flex: 1, minWidth: 0 },
  '& p': { m: 0 },
  '& .winner-game, & .winner-name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .winner-game': { fontSize: 14, fontWeight: 600 },
  '& .winner-name': { fontSize: 12, color: 'text.secondary' },
  '& .winner-amount': { fontSize: 14, fontWeight: 700, color: 'success.main' },
} as const;

function WinnerRow({ winner, copy = false }: { winner: TopWinner; copy?: boolean }) {
  return (
    <li aria-hidden={copy || undefined}>
      <div className="winner-picture">
        {winner.image && /^(https?:\/\/|\/)/.test(winner.image) && (
          <img src={winner.image} alt="" width={48} height={36} loading="lazy" style={{ objectFit: 'cover', display: 'block' }} />
        )}
      </div>
      <div className="winner-text">
        <p className="winner-game">{winner.game}</p>
        <p className="winner-name">{winner.name}</p>
      </div>
      <p className="winner-amount">{winnerAmount(winner)}</p>
    </li>
  );
}
