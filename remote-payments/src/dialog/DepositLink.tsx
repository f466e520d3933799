import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n';

/** Spec §4 deposit: the provider page opened in a new tab; Continue for a blocked pop-up. */
export function DepositLink({ href }: { href: string }) {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Typography>{t('payments.dialog.continueHint')}</Typography>
      <Button variant="contained" href={href} target="_blank" rel="noopener noreferrer">
        {t('payments.dialog.continue')}
      </Button>
    </Box>
  );
}
