import { useEffect, useState, type ComponentType } from 'react';
import { bus } from '@vitrin/shared';
import type { ToastRequest } from './toastRules';

type ToastModule = typeof import('./ToastHost');

/**
 * The one listener of `toast/show`. notistack loads with the first toast, not with the page; the
 * requests made meanwhile are kept (with their creation time as id) and shown once it is there.
 */
export function ToastListener() {
  const [host, setHost] = useState<{ Host: ComponentType<{ onReady: () => void }>; flush: () => void } | null>(null);

  useEffect(() => {
    let loaded: ToastModule | null = null;
    let ready = false;
    let loading = false;
    let active = true;
    const pending: ToastRequest[] = [];
    const flush = () => {
      ready = true;
      for (const request of pending.splice(0)) loaded?.showToast(request);
    };
    const off = bus.on('toast/show', (request) => {
      if (loaded && ready) return loaded.showToast(request);
      pending.push({ ...request, id: request.id ?? Date.now() });
      if (loading) return;
      loading = true;
      void import('./ToastHost').then(
        (module) => {
          loaded = module;
          if (active) setHost({ Host: module.ToastHost, flush });
        },
        () => {
          loading = false; // a later toast tries again
        },
      );
    });
    return () => {
      active = false;
      off();
    };
  }, []);

  if (!host) return null;
  const { Host, flush } = host;
  return <Host onReady={flush} />;
}
