import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useShellT } from '../i18n/shellT';
import { pageLoadingMark } from './pagePainted';

interface LoadingIndicatorProps {
  /** Minimum height of the area it fills, so the page does not jump when content arrives. */
  minHeight?: number | string;
}

/** The site's loading state of a page's content: a spinner with "Loading..." in the active language. */
export function LoadingIndicator({ minHeight = 160 }: LoadingIndicatorProps) {
  const t = useShellT();
  return (
    <Box {...pageLoadingMark} role="status" aria-live="polite" sx={{ minHeight, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
      <CircularProgress size={32} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {t('loading.text')}
      </Typography>
    </Box>
  );
}
