import { memo, type ComponentPropsWithRef } from 'react';
import { GlobalStyles, keyframes, type Theme } from '@vitrin/shared/ui';

/** Thumbnail box: the size is reserved before the picture loads, so nothing jumps. */
export const THUMB_RATIO = '4 / 3';
/**
 * The lobby grid's columns from each breakpoint up: the sheet below and the lobby's window
 * (useGridWindow) read it. `phone`: from PHONE_WIDE px, a phone of 360 px or more shows 3 a row
 * (2 made about 4 games a screen among thousands); below it, 2 stay readable.
 */
export const GRID_COLUMNS = { xs: 2, phone: 3, sm: 3, md: 5, lg: 6 } as const;
/** The narrowest phone that gets 3 tiles a row, px. */
export const PHONE_WIDE = 360;
/** The media query of a phone of PHONE_WIDE px or more. */
export const PHONE_WIDE_QUERY = `(min-width:${PHONE_WIDE}px)`;
/** The tile's text under its picture, px: name (14 px) and studio (12 px) lines of 1.5, 6 px padding. */
export const TILE_TEXT_HEIGHT = 51;
/** The padding above the name and below the studio, and the name's line with the padding above it, px. */
const TEXT_PADDING = 6;
const NAME_LINE_HEIGHT = TEXT_PADDING + 14 * 1.5;

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * The tile lists' style sheet: `casino-tiles` (the ul) with `casino-tiles-grid` (the lobby grid) or
 * `casino-tiles-rail` (a home/recent rail), and the tiles inside by class name.
 */
const tileSheet = (theme: Theme) => ({
  '.casino-tiles': { display: 'grid', gap: theme.spacing(1.5), padding: 0, margin: 0, listStyle: 'none' },
  '.casino-tiles-grid': {
    // Not a scroll anchor: the lobby's window swaps rows above the screen for padding of
    // the same height, so nothing moves, and choosing an anchor among its tiles was a layout step
    // of its own at every scroll step (ScrollAnchor::FindAnchor, traced in ADR 0016).
    overflowAnchor: 'none',
    gridTemplateColumns: `repeat(${GRID_COLUMNS.xs}, minmax(0, 1fr))`,
    [`@media ${PHONE_WIDE_QUERY}`]: { gridTemplateColumns: `repeat(${GRID_COLUMNS.phone}, minmax(0, 1fr))` },
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: `repeat(${GRID_COLUMNS.sm}, minmax(0, 1fr))` },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: `repeat(${GRID_COLUMNS.md}, minmax(0, 1fr))` },
    [theme.breakpoints.up('lg')]: { gridTemplateColumns: `repeat(${GRID_COLUMNS.lg}, minmax(0, 1fr))` },
  },
  '.casino-tiles-rail': {
    gridAutoFlow: 'column',
    gridAutoColumns: '42%',
    overflowX: 'auto',
    // The rail's arrows scroll it by a screenful; a finger or a trackpad scrolls it too.
    scrollBehavior: 'smooth',
    scrollSnapType: 'x proximity',
    paddingBottom: theme.spacing(1),
    '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
    [`@media ${PHONE_WIDE_QUERY}`]: { gridAutoColumns: '30%' },
    [theme.breakpoints.up('sm')]: { gridAutoColumns: '28%' },
    [theme.breakpoints.up('md')]: { gridAutoColumns: '16%' },
  },
  // No `content-visibility: auto` on tiles: it paid when the thumbnails were SVGs drawn
  // on the main thread; with bitmap thumbnails, its per-tile intersection checks, state changes
  // and containment boundaries cost more than the painting it saved (traced scrolls: ADR 0061).
  '.casino-tiles .tile': { position: 'relative', minWidth: 0 },
  '.casino-tiles-rail .tile': { scrollSnapAlign: 'start' },
  '.casino-tiles .tile-open': {
    display: 'block',
    width: '100%',
    margin: 0,
    padding: 0,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    textAlign: 'left',
    font: 'inherit',
    fontFamily: theme.typography.fontFamily,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    cursor: 'pointer',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    // Drawn inside the button's edge (the grid's gap is small and the tiles sit close together).
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    // Only where a pointer hovers: on a phone a tap leaves :hover stuck on the tile.
    '@media (hover: hover)': { '&:hover .tile-thumb': { filter: 'brightness(1.08)' } },
  },
  // The picture (or, without one, an empty box of its size): its size is reserved before it loads.
  '.casino-tiles .tile-thumb': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: THUMB_RATIO,
    objectFit: 'cover',
    backgroundColor: theme.palette.action.hover,
  },
  // Fixed heights (together TILE_TEXT_HEIGHT: the two lines and the padding around them), so every
  // row of the lobby's window is as tall as the first one measured, and a row's height follows
  // from the width.
  '.casino-tiles .tile-name, .casino-tiles .tile-studio': {
    display: 'block',
    boxSizing: 'border-box',
    paddingInline: theme.spacing(1),
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    lineHeight: 1.5,
  },
  '.casino-tiles .tile-name': { height: NAME_LINE_HEIGHT, paddingTop: TEXT_PADDING, fontSize: 14, fontWeight: 600 },
  '.casino-tiles .tile-studio': { height: TILE_TEXT_HEIGHT - NAME_LINE_HEIGHT, paddingBottom: TEXT_PADDING, fontSize: 12, color: theme.palette.text.secondary },
  '.casino-tiles .tile-fav': {
    position: 'absolute',
    top: 4,
    right: 4,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 5,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    color: theme.palette.text.primary,
    backgroundColor: 'rgba(0,0,0,0.45)',
    cursor: 'pointer',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    '& svg': { display: 'block', fill: 'currentColor' },
    '&:hover': { backgroundColor: 'rgba(0,0,0,0.65)' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '&[aria-pressed="true"]': { color: theme.palette.error.main },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
  '.casino-tiles .tile-skeleton': { overflow: 'hidden' },
  '.casino-tiles .tile-skeleton .tile-bone': {
    display: 'block',
    backgroundColor: theme.palette.action.hover,
    borderRadius: theme.shape.borderRadius,
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  // A place kept for a tile of the next batch (GameGrid) lives a few frames: no pulse, which
  // restyled its bones at every frame of the scroll that follows a page change (a lobby walk trace).
  '.casino-tiles .tile-still .tile-bone': { animation: 'none' },
  '.casino-tiles .tile-skeleton .tile-bone:first-of-type': { aspectRatio: THUMB_RATIO },
  '.casino-tiles .tile-skeleton .tile-bone + .tile-bone': { height: '1.2em', marginTop: theme.spacing(0.75), width: '70%' },
  '.casino-tiles .tile-skeleton .tile-bone:last-of-type:not(:first-of-type)': { width: '40%' },
});

/**
 * The sheet, inserted when the first list mounts. Memoised without props, so it is serialised
 * once, not at every render of a list (a `styled` list serialised its whole style
 * object, ~40 rules, each time the grid added a batch of tiles).
 */
const TileSheet = memo(function TileSheet() {
  return <GlobalStyles styles={tileSheet} />;
});

/**
 * The list that holds game tiles — the lobby grid (`layout="grid"`) or a home/recent rail
 * (`layout="rail"`). It styles its tiles by class name, ONCE for the whole site: a tile is plain
 * elements (with a styled MUI component per part, 48 tiles cost ~500 style resolutions a
 * page and long tasks on a phone). The classes:
 * `tile` (li) › `tile-open` (the game's button) › `tile-thumb` (the picture), `tile-name`, `tile-studio`;
 * `tile-fav` (the heart toggle); `tile-skeleton` › `tile-bone` (loading placeholders; `tile-still`:
 * one that does not pulse).
 */
export function TileList({ layout, className, ...props }: { layout: 'grid' | 'rail' } & ComponentPropsWithRef<'ul'>) {
  return (
    <>
      <TileSheet />
      <ul className={`casino-tiles casino-tiles-${layout}${className ? ` ${className}` : ''}`} {...props} />
    </>
  );
}
