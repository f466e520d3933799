import { bus } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { ShellButton } from '../buttons/ShellButton';

/** Login and Sign Up (Header.css); the member package answers the requests with its dialogs. */
export function GuestActions() {
  const t = useShellT();
  return (
    <div className="vt-guest-actions">
      <ShellButton variant="outlined" color="inherit" onClick={() => bus.emit('auth/login-requested', {})} data-testid="header-login">
        {t('header.login')}
      </ShellButton>
      <ShellButton variant="contained" color="primary" onClick={() => bus.emit('auth/register-requested', {})} data-testid="header-signup">
        {t('header.signUp')}
      </ShellButton>
    </div>
  );
}
