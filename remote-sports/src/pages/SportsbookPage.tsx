import { Box, Typography } from '@vitrin/shared/ui';
import { useT, type SportsKey } from '../i18n';
import { CompactSportsMenu } from '../compactMenu/CompactSportsMenu';
import { SportsbookFrame } from '../frame/SportsbookFrame';
import type { SportsView } from '../frame/frameAddress';
import type { Sportsbook } from '../session/sportsbookSession';

// Seen by screen readers only: the frame is the page's visible content.
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const TITLES: Record<SportsView, SportsKey> = {
  spor: 'sports.spor.title',
  livespor: 'sports.livespor.title',
  esports: 'sports.esports.title',
};

/** One sportsbook page: its heading for screen readers, the compact menu on /fcg, the frame. */
export function SportsbookPage({ book, view, compact = false }: { book: Sportsbook; view: SportsView; compact?: boolean }) {
  const t = useT();
  return (
    <Box>
      <Typography variant="h1" sx={visuallyHidden}>{t(TITLES[view])}</Typography>
      {compact && <CompactSportsMenu />}
      <SportsbookFrame book={book} view={view} compact={compact} />
    </Box>
  );
}
