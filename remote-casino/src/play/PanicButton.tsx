import { useState } from 'react';
import { IconButton, SvgIcon } from '@vitrin/shared/ui';
import { panicBreak } from '@vitrin/contract';
import { bus, callApi, isApiError } from '@vitrin/shared';
import { useT } from '../i18n';

/**
 * The panic button of the play modal: one tap, a 24-hour time-out (responsible/panic). The game
 * closes; the server has ended every session, so the host signs out and goes home (the path of
 * auth/unauthorized tells it why).
 */
export function PanicButton({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const panic = async () => {
    setBusy(true);
    try {
      const answer = await callApi(panicBreak, {});
      onDone();
      bus.emit('toast/show', { type: 'info', message: answer.message || t('casino.play.panicDone'), id: 'responsible-break' });
      bus.emit('auth/unauthorized', answer.data?.until ? { path: panicBreak.path, until: answer.data.until } : { path: panicBreak.path });
    } catch (error) {
      const server = isApiError(error) && (error.kind === 'rejected' || error.kind === 'http') ? error.message : '';
      bus.emit('toast/show', { type: 'error', message: server || t('casino.play.panicFailed') });
      setBusy(false);
    }
  };
  return (
    <IconButton aria-label={t('casino.play.panic')} data-testid="play-panic" disabled={busy} onClick={() => void panic()} sx={{ color: 'error.main' }}>
      <SvgIcon aria-hidden><path d="M6 19h4V5H6zm8-14v14h4V5z" /></SvgIcon>
    </IconButton>
  );
}
