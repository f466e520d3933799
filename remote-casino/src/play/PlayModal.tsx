import { useRef } from 'react';
import { Box, Button, IconButton, SvgIcon, Typography } from '@vitrin/shared/ui';
import { Dialog } from '@vitrin/shared/ui/overlays';
import { bus, useBusEvent, useCloseOnBack } from '@vitrin/shared';
import type { Game } from '@vitrin/contract';
import { useT } from '../i18n';
import { GameStage } from './GameStage';
import { useLaunch } from './useLaunch';
import { PanicButton } from './PanicButton';
import { SessionBar } from './SessionBar';

/**
 * A phone on its side is about 390 px tall: the bar shrinks to 36 px there (the 48 px one cut off
 * the games' spin buttons), and the full-screen button gives the game the whole screen.
 */
const LANDSCAPE_PHONE = '@media (orientation: landscape) and (max-height: 500px)';

/** iPhone Safari has no element full screen (video only): no button where it would do nothing. */
function canFullscreen(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true;
}

/**
 * Spec §2 play modal (mobile game window): header with the game name, Deposit, full screen, refresh,
 * the panic button (a 24-hour time-out in one tap) and close; the session bar (time and net result
 * of this sign-in); the frame, or a spinner while no launch address is ready.
 */
export function PlayModal({ game, onClose }: { game: Game; onClose: () => void }) {
  const t = useT();
  const { state, adapter, relaunch } = useLaunch(game, true, (closes) => closes && onClose());
  const titleId = `play-modal-${game.gameCode}`;
  // Back closes the game, not the page under it (a game opened on a visit's first page left the site).
  useCloseOnBack(true, onClose);
  // The reality check's Stop playing closes the game.
  useBusEvent('play/stop', onClose);
  const stage = useRef<HTMLDivElement>(null);
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId} data-testid="play-modal">
      <Box
        data-testid="play-modal-bar"
        sx={{
          display: 'flex', alignItems: 'center', gap: 1, px: 1, height: 48, flexShrink: 0, borderBottom: 1, borderColor: 'divider',
          [LANDSCAPE_PHONE]: { height: 36, gap: 0.5, '& .MuiIconButton-root': { p: 0.5 }, '& h2': { fontSize: 14 } },
        }}
      >
        <Typography id={titleId} component="h2" noWrap sx={{ flex: 1, fontWeight: 700 }}>{game.name}</Typography>
        <Button size="small" variant="contained" onClick={() => bus.emit('payments/open-deposit-modal', {})}>
          {t('casino.play.deposit')}
        </Button>
        {canFullscreen() && (
          // The game alone, edge to edge; the phone's Back or swipe leaves full screen.
          <IconButton aria-label={t('casino.play.fullscreen')} onClick={() => void stage.current?.requestFullscreen().catch(() => undefined)}>
            <SvgIcon aria-hidden><path d="M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z" /></SvgIcon>
          </IconButton>
        )}
        <IconButton aria-label={t('casino.play.refresh')} onClick={relaunch}>
          <SvgIcon aria-hidden><path d="M17.65 6.35A7.958 7.958 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z" /></SvgIcon>
        </IconButton>
        <PanicButton onDone={onClose} />
        <IconButton aria-label={t('casino.play.close')} onClick={onClose}>
          <SvgIcon aria-hidden><path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" /></SvgIcon>
        </IconButton>
      </Box>
      {/* Session time and net result stay in view, a 24 px line even on a phone on its side, with the limits one tap away. */}
      <Box sx={{ flexShrink: 0, borderBottom: 1, borderColor: 'divider' }}><SessionBar compact onLeave={onClose} /></Box>
      <Box ref={stage} data-testid="play-stage" sx={{ flex: 1, minHeight: 0, position: 'relative', bgcolor: '#000' }}>
        <GameStage game={game} state={state} adapter={adapter} relaunch={relaunch} onExit={onClose} />
      </Box>
    </Dialog>
  );
}
