import { bus } from '@vitrin/shared';

/**
 * A break has started: the server has ended every session, the same fact a 401 reports, so the
 * host forgets the member locally; the path tells it why (it goes home, with no sign-in dialog).
 */
export function signOutForBreak(path: string, message: string, until?: string): void {
  bus.emit('toast/show', { type: 'info', message, id: 'responsible-break' });
  // The break's end goes with it: the host shows no marketing in this browser until then.
  bus.emit('auth/unauthorized', until ? { path, until } : { path });
}
