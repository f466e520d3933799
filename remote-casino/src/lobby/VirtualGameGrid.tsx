import { useEffect, useRef, type CSSProperties } from 'react';
import type { Game } from '@vitrin/contract';
import { GameTile, TileSkeleton } from './GameTile';
import { TileList } from './TileList';
import { useGridWindow } from './useGridWindow';
import { useTileState } from './useTileState';

interface VirtualGameGridProps {
  /** How many games the lobby lists (all of them, loaded or not). */
  total: number;
  /** The game at an index, or undefined while its page is not here. */
  gameAt: (index: number) => Game | undefined;
  /** The games from..to (indices) came near the screen: their pages are wanted. */
  onWindow: (from: number, to: number) => void;
  /** Where the list starts when it first shows (a shared link, a return to ?page=N): scrolled to. */
  startIndex?: number;
  /** The index of the first game on the screen, as the player scrolls. */
  onTopIndex?: (index: number) => void;
  label: string;
  busy?: boolean;
}

/**
 * The lobby's grid of all its games, keeping only the rows near the screen in the document
 *. Above the window, the list's top padding holds the place of the rows scrolled past;
 * below it, the list's height holds the rest, so the scroll bar and the page's length are those of
 * the whole lobby. Each tile says its place among all (`aria-posinset` / `aria-setsize`), so a
 * screen reader announces "12 of 3,900"; Tab moves through the rendered rows, and a focused tile
 * scrolled into view brings the next rows with it. Games whose page is still on its way show as
 * still skeletons.
 */
export function VirtualGameGrid({ total, gameAt, onWindow, startIndex = 0, onTopIndex, label, busy }: VirtualGameGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const { columns, stride, gap, settled, start, end } = useGridWindow(listRef, total);
  const { t, favorites } = useTileState();
  const rows = Math.ceil(total / columns);
  const from = start * columns;
  const to = Math.min(total, end * columns);

  useEffect(() => {
    if (to > from) onWindow(from, to - 1);
  }, [from, to, onWindow]);

  // A list opened at ?page=N scrolls to its first game once the row height is read off the page.
  const startedAt = useRef(false);
  useEffect(() => {
    if (startedAt.current || !startIndex || !settled || !listRef.current) return;
    startedAt.current = true;
    const top = listRef.current.getBoundingClientRect().top + window.scrollY;
    window.scrollTo?.({ top: top + Math.floor(startIndex / columns) * stride });
  }, [startIndex, columns, stride, settled]);

  // Reports the first game on the screen once scrolling stops (the lobby keeps it in the address).
  // One listener for the grid's life, reading the latest sizes: a re-subscription would drop the
  // report of a scroll that came just before a row was measured again.
  const latest = useRef({ onTopIndex, stride, columns, total });
  latest.current = { onTopIndex, stride, columns, total };
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const list = listRef.current;
        const now = latest.current;
        if (!list || !now.onTopIndex) return;
        const row = Math.max(0, Math.floor(-list.getBoundingClientRect().top / now.stride));
        now.onTopIndex(Math.min(now.total - 1, row * now.columns));
      }, 300);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Every row is exactly as tall as the row height measured, loaded or not: the window's place
  // (padding) and the list's height are then exact for any row.
  const style: CSSProperties = {
    boxSizing: 'border-box',
    paddingTop: start * stride,
    height: Math.max(0, rows * stride - gap),
    gridAutoRows: stride - gap,
    alignContent: 'start',
  };
  const items = [];
  let waiting = false;
  for (let index = from; index < to; index += 1) {
    const game = gameAt(index);
    if (!game) waiting = true;
    items.push(game
      ? <GameTile key={`${game.providerName}|${game.gameCode}|${index}`} game={game} favorite={favorites.has(game.gameCode)} t={t} position={index + 1} setSize={total} eager />
      : <TileSkeleton key={`place-${index}`} still />);
  }
  return (
    <TileList layout="grid" ref={listRef} aria-label={label} aria-busy={busy || waiting || undefined} style={style} data-testid="lobby-grid">
      {items}
    </TileList>
  );
}
