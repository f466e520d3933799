import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSlotsT } from './i18n';
import { sectionKey } from './sectionName';

export interface SectionNoticeProps {
  /** The remote whose section is unavailable (names it in the message). */
  remote: string;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  /** Disables the button while a retry is under way. */
  retrying?: boolean;
  /** `page` pads the notice for a whole routed page; `inline` fits a slot or a frame. */
  variant?: 'page' | 'inline';
}

/**
 * The localised "Casino is temporarily unavailable" notice with a Retry button. Loaded only when a
 * section fails (through `SectionFallback`), so MUI's Alert and these texts stay off the first load.
 */
export function SectionNotice({ remote, onRetry, retrying = false, variant = 'inline' }: SectionNoticeProps) {
  const t = useSlotsT();
  const section = t(sectionKey(remote));
  return (
    <Box sx={variant === 'page' ? { py: 6, px: 2, display: 'flex', justifyContent: 'center' } : { my: 1 }}>
      <Alert
        severity="warning"
        data-testid="section-fallback"
        data-remote={remote}
        sx={{ maxWidth: 640, width: '100%' }}
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
              {retrying ? t('fallback.retrying') : t('fallback.retry')}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{t('fallback.unavailable', { section })}</AlertTitle>
        {t('fallback.hint')}
      </Alert>
    </Box>
  );
}
