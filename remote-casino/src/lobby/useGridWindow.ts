import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTheme } from '@vitrin/shared/ui';
import { GRID_COLUMNS, PHONE_WIDE_QUERY, TILE_TEXT_HEIGHT } from './TileList';

/** The rows kept in the document beyond the screen, as a share of the screen's height. */
const ABOVE = 0.5;
const BELOW = 1;
/** The window moves by whole groups of rows, so a scroll step re-renders the grid every other row. */
const ROW_GROUP = 2;

export interface GridWindow {
  columns: number;
  /** Height of one row plus the gap under it, px. */
  stride: number;
  /** The gap between rows, px. */
  gap: number;
  /** Whether the row's height was read off the page (until then `stride` is a guess). */
  settled: boolean;
  /** Rows rendered: first (inclusive) and end (exclusive). */
  start: number;
  end: number;
}

/** The grid's columns at the current width: the breakpoints of the `casino-tiles-grid` sheet (TileList). */
function useColumns(): number {
  const theme = useTheme();
  const steps = [
    ...(['lg', 'md', 'sm'] as const).map((key) => ({ query: theme.breakpoints.up(key).replace(/^@media\s*/, ''), columns: GRID_COLUMNS[key] })),
    { query: PHONE_WIDE_QUERY, columns: GRID_COLUMNS.phone },
  ];
  const read = () => {
    if (typeof window === 'undefined' || !window.matchMedia) return GRID_COLUMNS.xs;
    return steps.find((step) => window.matchMedia(step.query).matches)?.columns ?? GRID_COLUMNS.xs;
  };
  const [columns, setColumns] = useState(read);
  useEffect(() => {
    if (!window.matchMedia) return undefined;
    const lists = steps.map((step) => window.matchMedia(step.query));
    const onChange = () => setColumns(read());
    lists.forEach((list) => list.addEventListener?.('change', onChange));
    return () => lists.forEach((list) => list.removeEventListener?.('change', onChange));
    // The steps come from the theme, which does not change while the page lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return columns;
}

/** A row's height from the list's width: a 4:3 picture over the text (before a tile was measured). */
function estimateStride(width: number, columns: number, gap: number): number {
  const tile = (width - gap * (columns - 1)) / columns;
  return Math.max(1, tile * 0.75 + TILE_TEXT_HEIGHT + gap);
}

/**
 * Which rows of a grid of `count` items the document should hold (a lobby of thousands
 * of games scrolled on a phone keeps only the rows near the screen, so a frame styles, lays out
 * and paints a screen and a half of tiles, not a whole page of them). The window follows the
 * page's scroll and size; a row's height is measured on a rendered tile (`.tile-open`), so
 * the list's height (and the scroll bar) is right for all `count` items from the start.
 */
export function useGridWindow(listRef: RefObject<HTMLElement | null>, count: number): GridWindow {
  const columns = useColumns();
  const [measure, setMeasure] = useState({ stride: 200, gap: 12, settled: false });
  // Two parts, two priorities. `range`: the rows on the screen and the margin above it,
  // rendered at once, so the screen is never without its tiles. `ahead`: where the rows below the
  // screen end, rendered in a transition that React slices and yields between. Scrolling down, a
  // step's new rows were already the margin below, so the urgent render only drops rows above;
  // the next margin comes in slices (a window move was one unsliced render, a long task on a
  // phone: ADR 0016). The first render holds the screen's rows only, as `ahead` starts at 0.
  const [range, setRange] = useState({ start: 0, end: ROW_GROUP * 3 });
  const [ahead, setAhead] = useState(0);
  const rows = Math.ceil(count / columns);
  const latest = useRef({ rows, stride: measure.stride });
  latest.current = { rows, stride: measure.stride };

  // The row's height: a rendered tile's when there is one, else an estimate from the width.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    // The width a tile was last measured at: only a new width changes a row's height, and the
    // list's own moves (its top padding, at every step of the window) must not cost a style read
    // and a forced layout each (a lobby walk trace: ~900 observer rounds in 300 steps).
    let measuredAt = -1;
    const read = () => {
      if (list.clientWidth === measuredAt) return;
      const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
      // A tile's content (its button), not the item: the item stretches to the row it is given.
      const probe = list.querySelector<HTMLElement>('.tile-open');
      const height = probe?.getBoundingClientRect().height ?? 0;
      const stride = height > 0 ? height + gap : estimateStride(list.clientWidth, columns, gap);
      if (height > 0) measuredAt = list.clientWidth;
      setMeasure((now) => (now.settled && Math.abs(now.stride - stride) < 0.01 && now.gap === gap ? now : { stride, gap, settled: true }));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, columns, count]);

  // The rows near the screen, at each scroll and resize (once a frame).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    let frame = 0;
    let lastBelow = -1;
    const update = () => {
      frame = 0;
      const { rows: total, stride } = latest.current;
      const top = list.getBoundingClientRect().top;
      const screen = window.innerHeight || 800;
      const group = (row: number) => Math.min(total, Math.ceil(row / ROW_GROUP) * ROW_GROUP);
      const first = Math.floor(Math.max(0, -top - screen * ABOVE) / stride);
      const start = Math.min(Math.floor(first / ROW_GROUP) * ROW_GROUP, Math.max(0, total - 1));
      const end = Math.max(start, group(Math.ceil(Math.max(0, -top + screen) / stride)));
      setRange((now) => (now.start === start && now.end === end ? now : { start, end }));
      // A transition only when the margin's end moves (every other row group), not at every frame.
      const below = group(Math.ceil(Math.max(0, -top + screen * (1 + BELOW)) / stride));
      if (below !== lastBelow) {
        lastBelow = below;
        startTransition(() => setAhead(below));
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [listRef, rows, measure.stride]);

  // The margin below as last rendered, never more than a margin past the screen's rows: after a
  // jump up the page, an `ahead` from further down must not render every row in between.
  const margin = Math.ceil(((typeof window === 'undefined' ? 800 : window.innerHeight || 800) * BELOW) / measure.stride) + ROW_GROUP;
  const end = Math.max(range.end, Math.min(ahead, range.end + margin));
  return { columns, stride: measure.stride, gap: measure.gap, settled: measure.settled, start: Math.min(range.start, rows), end: Math.min(end, rows) };
}
