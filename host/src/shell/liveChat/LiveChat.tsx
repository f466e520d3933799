import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useBusEvent } from '@vitrin/shared';
import { useSiteSettings } from '../settings/useSiteSettings';
import { chatConfig, loadChat, type ChatWidget } from './chatLoader';

const LiveChatFallback = lazy(() => import('./LiveChatFallback').then((m) => ({ default: m.LiveChatFallback })));

const IS_PRODUCTION = process.env.NODE_ENV === 'production';

/**
 * The live chat: its script is loaded (in production, when the settings exist) once the page is
 * idle; `livechat/open` opens it, or explains what to do when it is not available.
 */
export function LiveChat({ enabled = IS_PRODUCTION }: { enabled?: boolean }) {
  const { options } = useSiteSettings();
  const config = enabled ? chatConfig(options) : null;
  const configKey = config ? `${config.siteId}|${config.divId}|${config.scriptUrl}` : '';
  const loading = useRef<Promise<ChatWidget | null> | null>(null);
  const [fallback, setFallback] = useState(false);
  const [fallbackWanted, setFallbackWanted] = useState(false);

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
    setFallbackWanted(true);
    setFallback(true);
  }, [load]);

  useBusEvent('livechat/open', () => void open());

  if (!fallbackWanted) return null;
  return (
    <Suspense fallback={null}>
      <LiveChatFallback open={fallback} onClose={() => setFallback(false)} onRetry={config ? () => void open() : undefined} />
    </Suspense>
  );
}
