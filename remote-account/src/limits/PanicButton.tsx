import { useState } from 'react';
import { ListItemButton, ListItemIcon, ListItemText } from '@vitrin/shared/ui/data';
import { panicBreak } from '@vitrin/contract';
import { callApi, toastError } from '@vitrin/shared';
import { useT } from '../i18n';
import { MenuIcon } from '../layout/MenuIcon';
import { signOutForBreak } from './signOutForBreak';

/** The panic button: one tap, a 24-hour time-out, no question asked (a player in distress should not be slowed down). */
export function PanicButton({ sx }: { sx?: object }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const panic = async () => {
    setBusy(true);
    try {
      const answer = await callApi(panicBreak, {});
      signOutForBreak(panicBreak.path, answer.message ?? t('account.limits.break.started'), answer.data?.until);
    } catch (error) {
      toastError(error, t('account.limits.failed'));
      setBusy(false);
    }
  };
  return (
    <ListItemButton data-testid="panic-button" disabled={busy} onClick={() => void panic()} sx={{ borderRadius: 1, color: 'error.main', ...sx }}>
      <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}><MenuIcon name="pause" /></ListItemIcon>
      <ListItemText primary={t('account.limits.panic')} secondary={t('account.limits.panicHelp')} slotProps={{ secondary: { sx: { color: 'inherit' } } }} />
    </ListItemButton>
  );
}
