import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { bus, useChannel } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';

/**
 * What a player does with a promotion, at the foot of its detail: a guest signs up (or logs in,
 * coming back to the promotions), a member goes to claim a bonus or to deposit. The detail gave
 * no way on, so a player who liked an offer had to find these in the menus.
 */
export function PromotionActions({ onDone }: { onDone: () => void }) {
  const t = useShellT();
  const { hasLogin } = useChannel('auth');
  if (!hasLogin) {
    return (
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }} data-testid="promotion-actions">
        <Button
          variant="outlined"
          onClick={() => {
            onDone();
            bus.emit('auth/login-requested', { returnTo: '/promotions' });
          }}
        >
          {t('promotions.login')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onDone();
            bus.emit('auth/register-requested', {});
          }}
        >
          {t('promotions.join')}
        </Button>
      </DialogActions>
    );
  }
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }} data-testid="promotion-actions">
      <Button variant="outlined" component={RouterLink} to="/dashboard/claim-bonus" onClick={onDone}>
        {t('promotions.claim')}
      </Button>
      <Button variant="contained" component={RouterLink} to="/dashboard/deposit" onClick={onDone}>
        {t('promotions.deposit')}
      </Button>
    </DialogActions>
  );
}
