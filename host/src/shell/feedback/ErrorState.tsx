import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useShellT } from '../i18n/shellT';
import { ErrorIcon } from '../icons/icons';

interface ErrorStateProps {
  onRetry: () => void;
  /** The server's message, when it gave one. */
  detail?: string;
}

/** A failed load never leaves a blank page: a clear message and a retry. */
export function ErrorState({ onRetry, detail }: ErrorStateProps) {
  const t = useShellT();
  return (
    <Box role="alert" sx={{ py: 6, px: 2, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <ErrorIcon className="vt-icon-error" />
      <Typography component="h2" variant="h6">{t('error.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
        {detail || t('error.load')}
      </Typography>
      <Button variant="contained" onClick={onRetry}>{t('error.retry')}</Button>
    </Box>
  );
}
