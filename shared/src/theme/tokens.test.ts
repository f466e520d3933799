import fs from 'node:fs';
import path from 'node:path';
import { createVitrinTheme } from './createVitrinTheme';
import { tokens } from './tokens';

/** The custom properties of tokens.css by name. */
function cssTokens(): Record<string, string> {
  const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
  return Object.fromEntries([...css.matchAll(/(--vt-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], (m[2] ?? '').trim()]));
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('tokens.css', () => {
  it('carries every colour of tokens.ts under its name', () => {
    const css = cssTokens();
    for (const [name, value] of Object.entries(tokens.color)) expect([name, css[`--vt-color-${kebab(name)}`]]).toEqual([name, value]);
  });

  it('carries the radius, the font, the hover and selected colours and the z-indexes the MUI theme draws with', () => {
    const css = cssTokens();
    const theme = createVitrinTheme();
    expect(css['--vt-radius']).toBe(`${theme.shape.borderRadius}px`);
    expect(css['--vt-font']).toBe(theme.typography.fontFamily);
    expect((css['--vt-color-hover'] ?? '').replace(/\s/g, '')).toBe(theme.palette.action.hover.replace(/\s/g, ''));
    expect((css['--vt-color-selected'] ?? '').replace(/\s/g, '')).toBe(theme.palette.action.selected.replace(/\s/g, ''));
    expect(css['--vt-z-app-bar']).toBe(String(theme.zIndex.appBar));
    expect(css['--vt-z-modal']).toBe(String(theme.zIndex.modal));
    expect(css['--vt-z-tooltip']).toBe(String(theme.zIndex.tooltip));
  });
});
