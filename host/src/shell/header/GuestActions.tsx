import Button from '@mui/material/Button';
import { bus } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';

/** Login and Sign Up (Header.css); the member package answers the requests with its dialogs. */
export function GuestActions() {
  const t = useShellT();
  return (
    <div className="vt-guest-actions">
      <Button variant="outlined" color="inherit" onClick={() => bus.emit('auth/login-requested', {})} data-testid="header-login">
        {t('header.login')}
      </Button>
      <Button variant="contained" color="primary" onClick={() => bus.emit('auth/register-requested', {})} data-testid="header-signup">
        {t('header.signUp')}
      </Button>
    </div>
  );
}
