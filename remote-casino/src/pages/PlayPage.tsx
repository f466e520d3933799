import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, Link, SvgIcon, Typography, useMediaQuery } from '@vitrin/shared/ui';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { bus, callApi, isApiError, useBusEvent, useChannel } from '@vitrin/shared';
import { GAME_SLUG_MAX, GAME_SLUG_PATTERN, gameBySlug, gameSlug, type Game } from '@vitrin/contract';
import { useT, type CasinoKey } from '../i18n';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { useFavoritesSync } from '../favorites/useFavoritesSync';
import { decodeGameParam } from '../play/decodeGameParam';
import { GameStage } from '../play/GameStage';
import { backTarget, readPlayState } from '../play/playAddress';
import { useLaunch } from '../play/useLaunch';
import { SessionBar } from '../play/SessionBar';

/** A refusal carries the server's message ("Game not found."); other failures show the page's own. */
type Found = { status: 'loading' } | { status: 'ready'; game: Game } | { status: 'invalid' } | { status: 'failed'; message: string | null };

const isSlug = (part: string | undefined): part is string => Boolean(part) && part!.length <= GAME_SLUG_MAX && GAME_SLUG_PATTERN.test(part!);

/**
 * The game of the address. Readable (`/casino/play/{studio}/{game}`): the game the opener handed
 * over with the navigation when it is this address's, else casino/game finds it. One part (spec
 * §2's base64 JSON game, addresses shared before): decoded and checked by the contract's schema.
 * Parts that are not slugs are refused here, without a call.
 */
function usePlayGame(): Found {
  const { game: param, provider, slug } = useParams();
  const location = useLocation();
  const handed = readPlayState(location.state).game;
  const [found, setFound] = useState<Found>({ status: 'loading' });
  const readable = provider !== undefined;
  const matches = readable && handed && gameSlug(handed).provider === provider && gameSlug(handed).game === slug;
  useEffect(() => {
    if (!readable || matches) return undefined;
    if (!isSlug(provider) || !isSlug(slug)) {
      setFound({ status: 'invalid' });
      return undefined;
    }
    setFound({ status: 'loading' });
    const controller = new AbortController();
    callApi(gameBySlug, { provider, game: slug }, { signal: controller.signal }).then(
      ({ data }) => setFound({ status: 'ready', game: data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFound({ status: 'failed', message: isApiError(error) && error.kind === 'rejected' ? error.message : null });
      },
    );
    return () => controller.abort();
  }, [readable, matches, provider, slug]);
  if (!readable) {
    const decoded = decodeGameParam(param);
    return decoded ? { status: 'ready', game: decoded } : { status: 'invalid' };
  }
  if (matches && handed) return { status: 'ready', game: handed };
  return found;
}

/** The back link: to the lobby the game came from, named ("Back to Live Casino"). */
function BackLink({ game }: { game: Game | null }) {
  const t = useT();
  const location = useLocation();
  const back = backTarget(game, readPlayState(location.state).from);
  return <Link component={RouterLink} to={back.path}>{t(`casino.play.back.${back.lobby}` as CasinoKey)}</Link>;
}

/** Spec §2 /casino/play/…: the desktop game page. */
export function PlayPage() {
  const t = useT();
  const found = usePlayGame();
  const { hasLogin } = useChannel('auth');
  useFavoritesSync();
  if (found.status === 'loading') {
    return (
      <Box component="section" sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('casino.loading')} />
      </Box>
    );
  }
  if (found.status !== 'ready') {
    return (
      <Box component="section" sx={{ py: 3, px: 2 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{t('casino.play.title')}</Typography>
        <Alert severity="warning" role="alert">
          {found.status === 'failed' ? (found.message ?? t('casino.play.notFound')) : t('casino.play.invalid')}
        </Alert>
        <Box sx={{ mt: 2 }}><BackLink game={null} /></Box>
      </Box>
    );
  }
  const { game } = found;
  if (!hasLogin) {
    return (
      <Box component="section" sx={{ py: 3, px: 2 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{game.name}</Typography>
        <Alert severity="info">{t('casino.play.loginFirst')}</Alert>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => bus.emit('auth/login-requested', {})}>{t('casino.play.login')}</Button>
        <Box sx={{ mt: 2 }}><BackLink game={game} /></Box>
      </Box>
    );
  }
  return <PlayStage game={game} />;
}

/** A phone on its side (about 390 px tall): the page gives the game the screen, as the play modal does. */
const LANDSCAPE_PHONE = '(orientation: landscape) and (max-height: 500px)';

/** iPhone Safari has no element full screen (video only): no button where it would do nothing. */
function canFullscreen(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true;
}

/**
 * The game with its title row; on a phone on its side, the game over the whole screen with a
 * compact bar (back, title, full screen) and the session line: the site's header, menu bar and
 * bottom bar left the game a cramped strip. One tree for both, so turning the phone keeps the
 * game's frame (and the round in it) where it is.
 */
function PlayStage({ game }: { game: Game }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const stage = useRef<HTMLDivElement>(null);
  const landscape = useMediaQuery(LANDSCAPE_PHONE);
  const { state, adapter, relaunch } = useLaunch(game, false);
  const back = backTarget(game, readPlayState(location.state).from);
  const leave = () => navigate(back.path);
  const fullscreen = () => void stage.current?.requestFullscreen?.()?.catch(() => undefined);
  // The reality check's Stop playing leaves the game for its lobby.
  useBusEvent('play/stop', leave);
  return (
    <Box
      component="section"
      data-testid="play-page"
      sx={landscape
        // Over the site's header, menu bar and bottom bar (app bar level), under its dialogs and toasts.
        ? { position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.drawer + 1, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }
        : { display: 'flex', flexDirection: 'column', height: 'calc(100vh - 120px)', minHeight: 420, px: 2, pb: 2 }}
    >
      {landscape ? (
        <Box data-testid="play-page-bar" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, height: 36, flexShrink: 0, borderBottom: 1, borderColor: 'divider' }}>
          <IconButton size="small" aria-label={t(`casino.play.back.${back.lobby}` as CasinoKey)} onClick={leave}>
            <SvgIcon aria-hidden><path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" /></SvgIcon>
          </IconButton>
          <Typography component="h1" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 700, fontSize: 14 }}>{game.name}</Typography>
          {canFullscreen() && (
            <IconButton size="small" aria-label={t('casino.play.fullscreen')} onClick={fullscreen}>
              <SvgIcon aria-hidden><path d="M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z" /></SvgIcon>
            </IconButton>
          )}
        </Box>
      ) : (
        // Wraps on a phone: the title keeps room for itself and the session line, favourite and
        // buttons go to the next line, instead of squeezing the title to nothing and the row past the screen.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, py: 1 }}>
          <BackLink game={game} />
          <Typography component="h1" variant="h6" noWrap sx={{ flex: '1 1 10rem', minWidth: 0, textAlign: 'center' }}>{game.name}</Typography>
          <SessionBar />
          <FavoriteButton game={game} size="medium" />
          <Button onClick={fullscreen}>{t('casino.play.fullscreen')}</Button>
          <Button onClick={relaunch}>{t('casino.play.refresh')}</Button>
        </Box>
      )}
      {/* Session time and net result stay in view in play (responsible gambling), a 24 px line on its side. */}
      {landscape && <Box sx={{ flexShrink: 0, borderBottom: 1, borderColor: 'divider' }}><SessionBar compact onLeave={leave} /></Box>}
      <Box
        ref={stage}
        data-testid="play-stage"
        sx={landscape
          ? { flex: 1, minHeight: 0, position: 'relative', bgcolor: '#000' }
          : { flex: 1, position: 'relative', bgcolor: '#000', borderRadius: 1, overflow: 'hidden' }}
      >
        <GameStage game={game} state={state} adapter={adapter} relaunch={relaunch} onExit={leave} />
      </Box>
    </Box>
  );
}
