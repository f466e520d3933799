import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Box, IconButton, Link, SvgIcon, Typography } from '@vitrin/shared/ui';
import { callApi, useChannel } from '@vitrin/shared';
import { gameLobby, recentGames, type CasinoLobby, type Game } from '@vitrin/contract';
import { useT } from '../i18n';
import { GameTile, TileSkeleton } from '../lobby/GameTile';
import { TileList } from '../lobby/TileList';
import { useTileState } from '../lobby/useTileState';
import { casinoStore, launchesAtom } from '../opening/openerState';

/** The rail arrows' chevrons (Material "chevron_left" / "chevron_right", Apache-2.0). */
const CHEVRON_LEFT = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const CHEVRON_RIGHT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

/** A finger takes 44 px (WCAG 2.5.5): the rail's arrows are that size on touch screens. */
const ARROW_SX = { '@media (pointer: coarse)': { width: 44, height: 44 } } as const;

/** How many games the rail shows. */
const RECENT_SHOWN = 12;

/**
 * Members' Recently played rail in a lobby: the last games they launched of this lobby
 * (casino/recent **ext** with `lobby`; the live lobby's shows live tables, not slots); hidden when none.
 */
export function RecentRail({ lobby }: { lobby: CasinoLobby }) {
  const t = useT();
  const { hasLogin } = useChannel('auth');
  const launches = useAtomValue(launchesAtom, { store: casinoStore });
  const [games, setGames] = useState<Game[]>([]);
  useEffect(() => {
    if (!hasLogin) {
      setGames([]);
      return;
    }
    const controller = new AbortController();
    callApi(recentGames, { take: RECENT_SHOWN, lobby }, { signal: controller.signal }).then(
      // A backend that ignores `lobby` but says each game's lobby is still held to this one.
      ({ data }) => setGames(data.filter((game) => (gameLobby(game) ?? lobby) === lobby)),
      () => undefined,
    );
    return () => controller.abort();
  }, [hasLogin, launches, lobby]);
  if (!games.length) return null;
  return <GameRail title={t('casino.recent.title')} games={games} />;
}

/**
 * A titled, horizontally scrolling row of tiles, with arrows that move it by a screenful (every
 * game is reachable with a mouse, not only by a sideways swipe) and, when it has one, a "See all"
 * link to the lobby that lists them all.
 */
export function GameRail({ title, games, seeAll }: { title: string; games: Game[]; seeAll?: string }) {
  const { t, favorites } = useTileState();
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });
  useEffect(() => {
    const rail = list.current;
    if (!rail) return undefined;
    // Which arrows can move: read at rest (scroll end), not at every frame of a smooth scroll.
    const read = () => {
      const end = rail.scrollWidth - rail.clientWidth - 1;
      setEnds((now) => {
        const next = { start: rail.scrollLeft <= 0, end: rail.scrollLeft >= end };
        return now.start === next.start && now.end === next.end ? now : next;
      });
    };
    read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(read, 100);
    };
    rail.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    observer?.observe(rail);
    return () => {
      clearTimeout(timer);
      rail.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [games]);
  const move = (direction: 1 | -1) => {
    const rail = list.current;
    // A screenful less one tile's overlap, so the tile at the edge is seen whole on the next screen.
    if (rail) rail.scrollBy({ left: direction * Math.max(1, rail.clientWidth * 0.9) });
  };
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>{title}</Typography>
        {seeAll && (
          <Link component={RouterLink} to={seeAll} sx={{ fontSize: 14, fontWeight: 600, mr: 0.5, py: 1 }}>
            {t('casino.rail.seeAll')}
          </Link>
        )}
        {!(ends.start && ends.end) && (
          <>
            <IconButton size="small" sx={ARROW_SX} aria-label={t('casino.rail.previous')} disabled={ends.start} onClick={() => move(-1)}>
              <SvgIcon fontSize="small" aria-hidden><path d={CHEVRON_LEFT} /></SvgIcon>
            </IconButton>
            <IconButton size="small" sx={ARROW_SX} aria-label={t('casino.rail.next')} disabled={ends.end} onClick={() => move(1)}>
              <SvgIcon fontSize="small" aria-hidden><path d={CHEVRON_RIGHT} /></SvgIcon>
            </IconButton>
          </>
        )}
      </Box>
      <TileList layout="rail" ref={list}>
        {games.map((game) => <GameTile key={`${game.providerName}|${game.gameCode}`} game={game} favorite={favorites.has(game.gameCode)} t={t} />)}
      </TileList>
    </Box>
  );
}

/** A rail's placeholder of the same height: a title-sized bar and a row of skeleton tiles. */
export function GameRailSkeleton({ tiles }: { tiles: number }) {
  return (
    <Box sx={{ mb: 3 }} aria-hidden>
      {/* The h6 title's line box (1.25rem × 1.6) and its margin. */}
      <Box sx={{ height: '2rem', width: '40%', mb: 1, borderRadius: 1, bgcolor: 'action.hover' }} />
      <TileList layout="rail">
        {Array.from({ length: tiles }, (_, i) => <TileSkeleton key={i} />)}
      </TileList>
    </Box>
  );
}
