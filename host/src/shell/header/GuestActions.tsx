import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { bus } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';

/** Login and Sign Up; the member package answers the requests with its dialogs. */
export function GuestActions() {
  const t = useShellT();
  const compact = { height: { xs: 28, md: 36 }, px: { xs: 1.25, md: 2 }, fontSize: { xs: 12, md: 14 }, minWidth: 0, whiteSpace: 'nowrap' } as const;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
      <Button variant="outlined" color="inherit" sx={compact} onClick={() => bus.emit('auth/login-requested', {})} data-testid="header-login">
        {t('header.login')}
      </Button>
      <Button variant="contained" color="primary" sx={compact} onClick={() => bus.emit('auth/register-requested', {})} data-testid="header-signup">
        {t('header.signUp')}
      </Button>
    </Box>
  );
}
