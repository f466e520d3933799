import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@vitrin/shared/ui';
import { TopWinners } from '../slots/TopWinners';
import { useT } from '../i18n';

/**
 * `/casino/tournaments`: what the slot tournaments are, the leaderboard (the top winners the
 * casino already shows) and the way to the slots that count. Present only in a build with the
 * `tournaments` feature (buildFeatures.ts): the page the release drill adds with no host build.
 */
export function TournamentsPage() {
  const t = useT();
  return (
    <Stack component="section" spacing={2} sx={{ p: 2 }} aria-labelledby="tournaments-title" data-testid="casino-tournaments">
      <Typography id="tournaments-title" component="h1" variant="h5">{t('casino.tournaments.title')}</Typography>
      <Typography>{t('casino.tournaments.intro')}</Typography>
      <TopWinners />
      <Button component={RouterLink} to="/casino/slot" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('casino.tournaments.toSlots')}
      </Button>
    </Stack>
  );
}
