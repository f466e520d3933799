import type { ComponentPropsWithRef } from 'react';
// The classes' sheet, made at build time and linked with this chunk: a list costs no style work
// at run time (ADR 0058). It was one emotion global sheet of ~40 rules, serialised and inserted
// in the commit of the first list.
import './TileList.css';

/**
 * The lobby grid's columns from each breakpoint up: the sheet (TileList.css) and the lobby's window
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

/**
 * The list that holds game tiles — the lobby grid (`layout="grid"`) or a home/recent rail
 * (`layout="rail"`). It styles its tiles by class name, ONCE for the whole site: a tile is plain
 * elements (with a styled MUI component per part, 48 tiles cost ~500 style resolutions a
 * page and long tasks on a phone), drawn by TileList.css. The classes:
 * `tile` (li) › `tile-open` (the game's button) › `tile-thumb` (the picture), `tile-name`, `tile-studio`;
 * `tile-fav` (the heart toggle); `tile-skeleton` › `tile-bone` (loading placeholders; `tile-still`:
 * one that does not pulse).
 */
export function TileList({ layout, className, ...props }: { layout: 'grid' | 'rail' } & ComponentPropsWithRef<'ul'>) {
  return <ul className={`casino-tiles casino-tiles-${layout}${className ? ` ${className}` : ''}`} {...props} />;
}
