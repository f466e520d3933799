import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { LIVE_CASINO_FILTERS, type LiveFilterKind } from '@vitrin/contract';
import { useT, type CasinoKey } from '../i18n';

/** Spec §2 live casino category filter: All, Roulette, Blackjack, Poker, Baccarat, Dealer. */
export function LiveFilter({ value, onChange }: { value: LiveFilterKind | null; onChange: (value: LiveFilterKind | null) => void }) {
  const t = useT();
  return (
    <Box role="group" aria-label={t('casino.live.filter')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {LIVE_CASINO_FILTERS.map((name) => {
        const kind = name === 'All' ? null : (name.toLowerCase() as LiveFilterKind);
        const selected = kind === value;
        return (
          <Chip
            key={name}
            label={t(`casino.live.filter.${name.toLowerCase()}` as CasinoKey)}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(kind)}
          />
        );
      })}
    </Box>
  );
}
