import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { bus, useChannel } from '@vitrin/shared';
import type { Game } from '@vitrin/contract';
import { useT } from '../i18n';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { useFavoritesSync } from '../favorites/useFavoritesSync';
import { decodeGameParam } from '../play/decodeGameParam';
import { GameStage } from '../play/GameStage';
import { useLaunch } from '../play/useLaunch';

/** Spec §2 /casino/play/{encoded game}: the desktop game page. */
export function PlayPage() {
  const t = useT();
  const { game: param } = useParams();
  const game = decodeGameParam(param);
  const { hasLogin } = useChannel('auth');
  useFavoritesSync();
  if (!game) {
    return (
      <Box component="section" sx={{ py: 3, px: 2 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{t('casino.play.title')}</Typography>
        <Alert severity="warning" role="alert">{t('casino.play.invalid')}</Alert>
        <Link component={RouterLink} to="/casino/slot" sx={{ display: 'inline-block', mt: 2 }}>{t('casino.play.backToLobby')}</Link>
      </Box>
    );
  }
  if (!hasLogin) {
    return (
      <Box component="section" sx={{ py: 3, px: 2 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{game.name}</Typography>
        <Alert severity="info">{t('casino.play.loginFirst')}</Alert>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => bus.emit('auth/login-requested', {})}>{t('casino.play.login')}</Button>
      </Box>
    );
  }
  return <PlayStage game={game} />;
}

function PlayStage({ game }: { game: Game }) {
  const t = useT();
  const navigate = useNavigate();
  const stage = useRef<HTMLDivElement>(null);
  const { state, adapter, relaunch } = useLaunch(game, false);
  const leave = () => navigate('/casino/slot');
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 120px)', minHeight: 420, px: 2, pb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
        <Link component={RouterLink} to="/casino/slot">{t('casino.play.backToLobby')}</Link>
        <Typography component="h1" variant="h6" noWrap sx={{ flex: 1, textAlign: 'center' }}>{game.name}</Typography>
        <FavoriteButton game={game} size="medium" />
        <Button onClick={() => void stage.current?.requestFullscreen?.()}>{t('casino.play.fullscreen')}</Button>
        <Button onClick={relaunch}>{t('casino.play.refresh')}</Button>
      </Box>
      <Box ref={stage} sx={{ flex: 1, position: 'relative', bgcolor: '#000', borderRadius: 1, overflow: 'hidden' }}>
        <GameStage game={game} state={state} adapter={adapter} relaunch={relaunch} onExit={leave} />
      </Box>
    </Box>
  );
}
