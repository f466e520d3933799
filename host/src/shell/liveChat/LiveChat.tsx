import { useCallback, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { bus, useBusEvent } from '@vitrin/shared';
import { useSiteSettings } from '../settings/useSiteSettings';
import { useShellT } from '../i18n/shellT';
import { chatConfig, loadChat, type ChatWidget } from './chatLoader';

const IS_PRODUCTION = process.env.NODE_ENV === 'production';

/**
 * The live chat: its script is loaded (in production, when the settings exist) once the page is
 * idle; `livechat/open` opens it, or explains what to do when it is not available.
 */
export function LiveChat({ enabled = IS_PRODUCTION }: { enabled?: boolean }) {
  const t = useShellT();
  const { options } = useSiteSettings();
  const config = enabled ? chatConfig(options) : null;
  const configKey = config ? `${config.siteId}|${config.divId}|${config.scriptUrl}` : '';
  const loading = useRef<Promise<ChatWidget | null> | null>(null);
  const [fallback, setFallback] = useState(false);

  const load = useCallback(() => {
    if (!config) return Promise.resolve(null);
    loading.current ??= loadChat(config).then((widget) => {
      if (!widget) loading.current = null; // allow a retry
      return widget;
    });
    return loading.current;
  }, [configKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!config) return;
    const start = () => void load();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 4000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 2000);
    return () => clearTimeout(id);
  }, [load]); // eslint-disable-line react-hooks/exhaustive-deps

  const open = useCallback(async () => {
    const widget = await load();
    if (widget) {
      try {
        widget.open();
        return;
      } catch {
        // fall through to the fallback
      }
    }
    setFallback(true);
  }, [load]);

  useBusEvent('livechat/open', () => void open());

  return (
    <Dialog open={fallback} onClose={() => setFallback(false)} aria-labelledby="livechat-fallback-title" data-testid="livechat-fallback">
      <DialogTitle id="livechat-fallback-title">{t('chat.unavailableTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{t('chat.unavailable')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            setFallback(false);
            bus.emit('callrequest/open', {});
          }}
        >
          {t('chat.callRequest')}
        </Button>
        {config && (
          <Button
            variant="contained"
            onClick={() => {
              setFallback(false);
              void open();
            }}
          >
            {t('chat.retry')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
