import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { bus, useCloseOnBack } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';

interface LiveChatFallbackProps {
  open: boolean;
  onClose: () => void;
  onRetry?: () => void;
}

/** What the player sees when the chat widget is not there: a way to be called back instead. */
export function LiveChatFallback({ open, onClose, onRetry }: LiveChatFallbackProps) {
  const t = useShellT();
  useCloseOnBack(open, onClose);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="livechat-fallback-title" data-testid="livechat-fallback">
      <DialogTitle id="livechat-fallback-title">{t('chat.unavailableTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{t('chat.unavailable')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            onClose();
            bus.emit('callrequest/open', {});
          }}
        >
          {t('chat.callRequest')}
        </Button>
        {onRetry && (
          <Button
            variant="contained"
            onClick={() => {
              onClose();
              onRetry();
            }}
          >
            {t('chat.retry')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
