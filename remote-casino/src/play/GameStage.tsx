import { Box, Button, CircularProgress, Typography } from '@vitrin/shared/ui';
import type { Game } from '@vitrin/contract';
import { useT } from '../i18n';
import type { LaunchAdapter } from '../launch/launchAdapter';
import { GameFrame } from './GameFrame';
import type { LaunchState } from './useLaunch';

interface GameStageProps {
  game: Game;
  state: LaunchState;
  adapter: LaunchAdapter | null;
  relaunch: () => void;
  onExit: () => void;
}

/** The frame, a spinner while no address is ready (spec §2), or a failure with retry. */
export function GameStage({ game, state, adapter, relaunch, onExit }: GameStageProps) {
  const t = useT();
  if (state.status === 'ready' && adapter) {
    return (
      <GameFrame
        key={state.launch.kind === 'url' ? state.launch.url : state.launch.html}
        launch={state.launch}
        adapter={adapter}
        title={game.name}
        onCommand={(command) => (command === 'exit' ? onExit() : relaunch())}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'common.white', p: 2, textAlign: 'center' }}>
      {state.status === 'loading' ? (
        <CircularProgress aria-label={t('casino.loading')} />
      ) : (
        <div>
          <Typography>{t('casino.launch.failed')}</Typography>
          <Button onClick={relaunch} sx={{ mt: 1 }}>{t('casino.retry')}</Button>
        </div>
      )}
    </Box>
  );
}
