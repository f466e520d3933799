import { useCallback, useEffect, useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, callApi, useChannel } from '@vitrin/shared';
import { casinoGames, SEARCH_RESULT_SIZE, type Game } from '@vitrin/contract';
import { useT } from '../i18n';
import { useFavoritesSync } from '../favorites/useFavoritesSync';
import { PlayModal } from '../play/PlayModal';
import { lobbyAddress } from '../play/playAddress';
import { openGame } from './openGame';
import { casinoStore, pendingGameAtom, playingAtom } from './openerState';

/** What the host hands over from the bus: `game/open` or `game/search-open`, numbered so each acts once. */
export interface GameOpenRequest {
  seq: number;
  game?: Game;
  search?: { search: string; live: boolean };
}

/**
 * Slot `GameOpener`: the casino's answer to `game/open` (header quick links, lobby tiles, rails) and
 * `game/search-open` (compact menu's Aviator), on every page. The host mounts it on the first such
 * event and passes each one in. It also hosts the mobile play modal and opens a guest's game after login.
 */
export function GameOpener({ request }: { request?: GameOpenRequest | null }) {
  const t = useT();
  const navigate = useNavigate();
  // The lobby the player opens a game from: the play page leads back to it. The query is read from
  // the document when the game opens, as the lobby keeps its ?page= there without a navigation.
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const from = useCallback(() => lobbyAddress(path.current, window.location.search), []);
  const [playing, setPlaying] = useAtom(playingAtom, { store: casinoStore });
  const pending = useAtomValue(pendingGameAtom, { store: casinoStore });
  const { hasLogin } = useChannel('auth');
  const done = useRef(0);
  useFavoritesSync();

  useEffect(() => {
    if (!request || request.seq <= done.current) return;
    done.current = request.seq;
    if (request.game) openGame(request.game, navigate, from());
    else if (request.search) {
      const { search, live } = request.search;
      // Spec §4 search-open: the first game of the results opens; §8 a failed search is an empty list.
      callApi(casinoGames, { live, search, skip: 0, take: SEARCH_RESULT_SIZE })
        .then(({ data }) => data.flat()[0] ?? null, () => null)
        .then((first) => {
          if (first) openGame(first, navigate, from());
          else bus.emit('toast/show', { type: 'info', message: t('casino.search.notFound', { search }) });
        });
    }
  }, [request, navigate, t, from]);

  useEffect(() => {
    if (hasLogin && pending) openGame(pending, navigate, from());
  }, [hasLogin, pending, navigate, from]);

  return playing ? <PlayModal key={playing.gameCode} game={playing} onClose={() => setPlaying(null)} /> : null;
}
