import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, isApiError } from '@vitrin/shared';
import type { Game } from '@vitrin/contract';
import { useT } from '../i18n';
import { chooseAdapter } from '../launch/chooseAdapter';
import type { Launch, LaunchAdapter } from '../launch/launchAdapter';
import { takeLaunch } from '../launch/prelaunch';
import { launchContext } from '../opening/launchContext';
import { casinoStore, launchesAtom } from '../opening/openerState';

export type LaunchState = { status: 'loading' } | { status: 'ready'; launch: Launch } | { status: 'failed' };

/**
 * Spec §4 game launch: the method chosen by providerName; success sets the frame address; failure
 * shows the server's message as an error toast and calls onFailure (closes: true for Egt, Hub88,
 * SoftGamings). `relaunch` is the refresh: toast 'Game will be reloaded. Please wait...', then again.
 */
export function useLaunch(game: Game | null, mobile: boolean, onFailure?: (closes: boolean) => void) {
  const t = useT();
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const adapter: LaunchAdapter | null = game ? chooseAdapter(game.providerName) : null;
  const failure = useRef(onFailure);
  failure.current = onFailure;

  useEffect(() => {
    if (!game) return;
    let live = true;
    setState({ status: 'loading' });
    if (!adapter) {
      bus.emit('toast/show', { type: 'error', message: t('casino.launch.unknownProvider') });
      setState({ status: 'failed' });
      failure.current?.(true);
      return;
    }
    takeLaunch(game, launchContext(mobile)).then(
      (launch) => {
        casinoStore.set(launchesAtom, (n) => n + 1);
        if (live) setState({ status: 'ready', launch });
      },
      (error: unknown) => {
        if (!live) return;
        const message = isApiError(error) && error.message && error.kind === 'rejected' ? error.message : t('casino.launch.failed');
        bus.emit('toast/show', { type: 'error', message });
        setState({ status: 'failed' });
        failure.current?.(adapter.closesOnFailure);
      },
    );
    return () => {
      live = false;
    };
    // The game is identified by its code and provider; a new object for the same game does not relaunch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game?.gameCode, game?.providerName, mobile, attempt]);

  const relaunch = useCallback(() => {
    bus.emit('toast/show', { type: 'info', message: t('casino.launch.reloading') });
    setAttempt((n) => n + 1);
  }, [t]);

  return { state, adapter, relaunch };
}
