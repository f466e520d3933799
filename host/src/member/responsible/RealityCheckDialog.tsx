import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PlaySession } from '@vitrin/contract';
import { formatMoney, formatSignedMoney, useCloseOnBack } from '@vitrin/shared';
import { useMemberT } from '../i18n/memberTexts';
import { minutesPlayed } from './realityCheckSchedule';

interface RealityCheckDialogProps {
  session: PlaySession;
  onContinue: () => void;
  onStop: () => void;
}

/**
 * The reality check: time played, wagered and net this session, with Continue, Stop playing and
 * the limits. Escape, Back or a click outside is Continue (the player saw it); the game waits behind it.
 */
export function RealityCheckDialog({ session, onContinue, onStop }: RealityCheckDialogProps) {
  const t = useMemberT();
  const [now] = useState(() => Date.now());
  // The phone's Back is Continue, as Escape is: it closes the check, never the page under it.
  useCloseOnBack(true, onContinue);
  const played = minutesPlayed(Date.parse(session.startedAt), now);
  const time = played >= 60
    ? t('member.reality.hours', { hours: Math.floor(played / 60), minutes: played % 60 })
    : t('member.reality.minutes', { minutes: played });
  return (
    <Dialog open onClose={onContinue} aria-labelledby="reality-check-title" aria-describedby="reality-check-played" data-testid="reality-check">
      <DialogTitle id="reality-check-title">{t('member.reality.title')}</DialogTitle>
      <DialogContent>
        <Typography id="reality-check-played" sx={{ mb: 1.5 }}>{t('member.reality.played', { time })}</Typography>
        <Typography component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, fontWeight: 700, textAlign: 'end' } }}>
          <dt>{t('member.reality.wagered')}</dt>
          <dd data-testid="reality-wagered">{formatMoney(Number(session.wagered))}</dd>
          <dt>{t('member.reality.net')}</dt>
          <dd data-testid="reality-net">{formatSignedMoney(session.net)}</dd>
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('member.reality.every', { minutes: session.realityCheckMinutes ?? 0 })} {t('member.reality.paused')}
        </Typography>
        <Link component={RouterLink} to="/dashboard/limits" onClick={onStop} sx={{ display: 'inline-block', mt: 1.5 }}>
          {t('member.reality.limits')}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStop} color="inherit">{t('member.reality.stop')}</Button>
        <Button onClick={onContinue} variant="contained" autoFocus>{t('member.reality.continue')}</Button>
      </DialogActions>
    </Dialog>
  );
}
