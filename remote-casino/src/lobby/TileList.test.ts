import fs from 'node:fs';
import path from 'node:path';
import { createVitrinTheme } from '@vitrin/shared';
import { GRID_COLUMNS, PHONE_WIDE, TILE_TEXT_HEIGHT } from './TileList';

// TileList.css is made at build time, so the figures the lobby's window computes with
// (useGridWindow) are checked against the sheet here.
const css = fs.readFileSync(path.join(__dirname, 'TileList.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The grid's columns from each min-width of the sheet up (0: no media query). */
function gridColumns(): Record<number, number> {
  const columns: Record<number, number> = {};
  const plain = /^\.casino-tiles-grid\s*\{[^}]*repeat\((\d+),/m.exec(css);
  if (plain) columns[0] = Number(plain[1]);
  for (const m of css.matchAll(/@media \(min-width: (\d+)px\) \{ \.casino-tiles-grid \{ grid-template-columns: repeat\((\d+),/g)) columns[Number(m[1])] = Number(m[2]);
  return columns;
}

describe('TileList.css', () => {
  it('gives the grid the columns of GRID_COLUMNS at the theme\'s breakpoints', () => {
    const { values } = createVitrinTheme().breakpoints;
    expect(gridColumns()).toEqual({
      0: GRID_COLUMNS.xs,
      [PHONE_WIDE]: GRID_COLUMNS.phone,
      [values.sm]: GRID_COLUMNS.sm,
      [values.md]: GRID_COLUMNS.md,
      [values.lg]: GRID_COLUMNS.lg,
    });
  });

  it('makes the name and studio lines together TILE_TEXT_HEIGHT high', () => {
    const height = (cls: string) => Number(new RegExp(`\\.casino-tiles \\.${cls} \\{ height: (\\d+)px`).exec(css)?.[1]);
    expect(height('tile-name') + height('tile-studio')).toBe(TILE_TEXT_HEIGHT);
  });

  it('uses only tokens the host defines', () => {
    const defined = fs.readFileSync(path.join(__dirname, '../../../shared/src/theme/tokens.css'), 'utf8');
    for (const [, name] of css.matchAll(/var\((--vt-[a-z-]+)\)/g)) expect(defined).toContain(`${name}:`);
  });
});
