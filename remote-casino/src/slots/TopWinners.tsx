import { useEffect, useState } from 'react';
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
      ({ data }) => setWinners(data),
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
        <Box
          component="ul"
          sx={{
            listStyle: 'none', m: 0, p: 0,
            '@media (prefers-reduced-motion: no-preference)': { animation: 'vitrinWinners 60s linear infinite', '&:hover': { animationPlayState: 'paused' } },
          }}
        >
          {winners.map((winner, index) => <WinnerRow key={index} winner={winner} />)}
          {/* A second, hidden copy makes the -50% scroll loop seamless. */}
          {winners.map((winner, index) => <WinnerRow key={`copy-${index}`} winner={winner} copy />)}
        </Box>
      </Box>
    </Paper>
  );
}

function WinnerRow({ winner, copy = false }: { winner: TopWinner; copy?: boolean }) {
  return (
    <Box component="li" aria-hidden={copy || undefined} sx={{ '@media (prefers-reduced-motion: reduce)': copy ? { display: 'none' } : {}, display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ width: 48, height: 36, flex: '0 0 48px', bgcolor: 'action.hover', borderRadius: 0.5, overflow: 'hidden' }}>
        {winner.image && /^(https?:\/\/|\/)/.test(winner.image) && (
          <img src={winner.image} alt="" width={48} height={36} loading="lazy" style={{ objectFit: 'cover', display: 'block' }} />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap sx={{ fontSize: 14, fontWeight: 600 }}>{winner.game}</Typography>
        <Typography noWrap sx={{ fontSize: 12, color: 'text.secondary' }}>{winner.name}</Typography>
      </Box>
      <Typography sx={{ fontSize: 14, fontWeight: 700, color: 'success.main' }}>{winnerAmount(winner)}</Typography>
    </Box>
  );
}
