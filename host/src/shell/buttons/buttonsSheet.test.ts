import fs from 'node:fs';
import path from 'node:path';
import { alpha } from '@mui/material/styles';
import { REDUCED_MOTION_QUERY } from '@vitrin/contract';
import { createVitrinTheme } from '@vitrin/shared';

// buttons.css copies the colours MUI derives from the theme (ADR 0078): when the theme changes,
// this test names the literal to change.
const css = fs.readFileSync(path.join(__dirname, 'buttons.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const theme = createVitrinTheme();
const { palette } = theme;
/** `rgba(r, g, b, a)` as the sheet writes it, from MUI's `alpha()` output or a hex colour. */
const rgba = (color: string) => color.replace(/,\s*/g, ', ');

describe('buttons.css', () => {
  it('draws MUI Button\'s colours of the theme', () => {
    expect(css).toContain(`.vt-btn-text-primary { color: ${palette.primary.main}; }`);
    expect(css).toContain(`.vt-btn-outlined-primary { color: ${palette.primary.main}; border-color: ${rgba(alpha(palette.primary.main, 0.5))}; }`);
    expect(css).toContain(`.vt-btn-contained-primary { color: ${palette.primary.contrastText}; background-color: ${palette.primary.main}; }`);
    expect(css).toContain(`.vt-btn-contained-primary:hover { background-color: ${rgba(palette.primary.dark)}; }`);
    expect(css).toContain(`background-color: ${rgba(alpha(palette.primary.main, palette.action.hoverOpacity))}`);
    expect(css).toContain(`background-color: ${rgba(alpha(palette.text.primary, palette.action.hoverOpacity))}`);
    expect(css).toContain(`.vt-btn:disabled { color: ${rgba(palette.action.disabled)}; }`);
    expect(css).toContain(`.vt-btn-outlined:disabled { border: 1px solid ${rgba(palette.action.disabledBackground)}; }`);
    expect(css).toContain(`.vt-btn-contained:disabled { background-color: ${rgba(palette.action.disabledBackground)}; }`);
  });

  it('draws MUI IconButton\'s colours and sizes of the theme', () => {
    const { pxToRem } = theme.typography;
    expect(css).toMatch(new RegExp(`\\.vt-icon-btn \\{[^}]*font-size: ${pxToRem(24)};[^}]*color: ${palette.action.active};`));
    expect(css).toContain(`.vt-icon-btn-small { padding: 5px; font-size: ${pxToRem(18)}; }`);
    expect(css).toContain(`.vt-icon-btn:hover { background-color: ${rgba(palette.action.hover)}; }`);
    expect(css).toContain(`.vt-icon-btn:disabled { background-color: transparent; color: ${rgba(palette.action.disabled)}; }`);
  });

  it('shows a pressed and a keyboard-focused control (the ripple\'s tint), and hovers only where a pointer hovers', () => {
    expect(css).toMatch(/\.vt-btn-base:focus-visible,\s*\.vt-btn-base:active \{\s*background-image: linear-gradient\(color-mix\(in srgb, currentColor 30%, transparent\)/);
    expect(css).not.toMatch(/^\.vt-[a-z-]+:hover/m);
  });

  it('has no transition under reduced motion, as the theme then has none', () => {
    expect(createVitrinTheme({ reducedMotion: true }).transitions.create('background-color')).toBe('none');
    const reduce = css.slice(css.indexOf(`@media ${REDUCED_MOTION_QUERY}`));
    expect(reduce).toMatch(/\.vt-btn,\s*\.vt-icon-btn \{ transition: none; \}/);
  });
});
