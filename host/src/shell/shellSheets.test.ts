import fs from 'node:fs';
import path from 'node:path';
import { BANNER_CAROUSEL, HEADER, REDUCED_MOTION_QUERY, TOOLTIP, TOP_BANNER } from '@vitrin/contract';
import { createVitrinTheme } from '@vitrin/shared';
import { TOUCH_TARGET_PX } from '../member/ui/touchTarget';
import { BOTTOM_BAR_HEIGHT_PX } from './menu/MobileBottomBar';

// The shell's sheets are made at build time (ADR 0058), so what the code and the theme know (the
// header's and the bottom bar's heights, a finger's size, the breakpoints, the tokens) is checked
// against their text here.
const SHEETS = ['Layout.css', 'header/Header.css', 'menu/menus.css', 'footer/Footer.css', 'carousel/BannerCarousel.css', 'home/HomePage.css', 'tooltip/ShellTooltip.css', 'icons/icons.css', 'buttons/buttons.css', 'topBanner/TopBanner.css', '../member/ui/touchTarget.css'];
const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const sheets = Object.fromEntries(SHEETS.map((file) => [file, read(file)]));

/** The declarations of `selector`'s rules in `css`, outside or inside media queries, joined. */
function declarations(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((m) => m[1]).join(';');
}

describe('the shell\'s style sheets', () => {
  it('draw the phone header HEADER.mobileHeightPx high', () => {
    expect(declarations(sheets['header/Header.css']!, '.vt-header-bar')).toContain(`height: ${HEADER.mobileHeightPx}px`);
  });

  it('draw the bottom bar BOTTOM_BAR_HEIGHT_PX high, and keep that room under the page', () => {
    expect(declarations(sheets['menu/menus.css']!, '.vt-bottom-bar')).toContain(`height: ${BOTTOM_BAR_HEIGHT_PX}px`);
    expect(declarations(sheets['Layout.css']!, '.vt-layout')).toContain(`padding-bottom: ${BOTTOM_BAR_HEIGHT_PX}px`);
  });

  it('draw the top banner\'s close button as a square as high as the banner, TOP_BANNER.heightPx', () => {
    const close = declarations(sheets['topBanner/TopBanner.css']!, '.vt-top-banner-close.vt-icon-btn');
    expect(close).toContain(`width: ${TOP_BANNER.heightPx}px`);
    expect(close).toContain(`height: ${TOP_BANNER.heightPx}px`);
  });

  it('give a finger TOUCH_TARGET_PX on touch screens', () => {
    const touch = sheets['../member/ui/touchTarget.css']!;
    expect(touch).toContain(`width: max(100%, ${TOUCH_TARGET_PX}px)`);
    expect(touch).toContain(`height: max(100%, ${TOUCH_TARGET_PX}px)`);
    expect(touch).toContain(`min-width: ${TOUCH_TARGET_PX}px`);
    expect(sheets['footer/Footer.css']).toContain(`min-height: ${TOUCH_TARGET_PX}px`);
  });

  it('size the icons as MUI\'s SvgIcon does with the theme (medium, small)', () => {
    const { pxToRem } = createVitrinTheme().typography;
    expect(declarations(sheets['icons/icons.css']!, '.vt-icon')).toContain(`font-size: ${pxToRem(24)}`);
    expect(declarations(sheets['icons/icons.css']!, '.vt-icon.vt-icon-small')).toContain(`font-size: ${pxToRem(20)}`);
  });

  it('show the header\'s tooltips with the spec\'s TOOLTIP constants', () => {
    const css = sheets['tooltip/ShellTooltip.css']!;
    const bubble = declarations(css, '.vt-tooltip > [role="presentation"]');
    expect(bubble).toContain(`top: calc(100% + ${TOOLTIP.offset[1]}px)`);
    expect(bubble).toContain(`z-index: ${TOOLTIP.zIndex}`);
    expect(bubble).toContain(`max-width: ${TOOLTIP.maxWidth}px`);
    expect(bubble).toContain(`opacity 150ms ease ${TOOLTIP.hideMs}ms`);
    expect(bubble).toContain(`visibility 0s linear ${TOOLTIP.hideMs + 150}ms`);
    expect(css).toContain(`opacity 150ms ease ${TOOLTIP.showMs}ms, transform 150ms ease ${TOOLTIP.showMs}ms, visibility 0s linear ${TOOLTIP.showMs}ms`);
  });

  it('switch the banner\'s ratio where its pictures switch source, and draw the boot banner with the same rules', () => {
    const css = sheets['carousel/BannerCarousel.css']!;
    const [medium, large] = BANNER_CAROUSEL.imageBreakpointsPx;
    expect([...css.matchAll(/min-width: (\d+)px\) \{ \.vt-carousel-frame[^{]*\{ aspect-ratio/g)].map((m) => Number(m[1]))).toEqual([medium, large]);
    // Every rule of the carousel's box names the boot banner's matching box beside it.
    const boxRules = [...css.matchAll(/(?:^|[{}\s])(\.vt-carousel(?:-frame)?(?=[\s,{])[^{]*)\{/g)].map((m) => m[1]!.split(',').map((selector) => selector.trim()))
      .filter(([first]) => first === '.vt-carousel' || first === '.vt-carousel-frame');
    expect(boxRules).toEqual([
      ['.vt-carousel', '#boot-banner'], ['.vt-carousel-frame', '#boot-banner img'],
      ['.vt-carousel', '#boot-banner'], ['.vt-carousel-frame', '#boot-banner img'],
      ['.vt-carousel-frame', '#boot-banner img'], ['.vt-carousel-frame', '#boot-banner img'],
    ]);
    // The page's own boot sheet sizes the banner no more (it once switched at other widths).
    const page = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const bootBanner = [...page.matchAll(/#boot-banner[^{]*\{([^}]*)\}/g)].map((m) => m[1]).join(';');
    expect(bootBanner).not.toMatch(/aspect-ratio|border-radius|max-width|padding/);
  });

  it('change layout only at the theme\'s breakpoints', () => {
    const breakpoints = Object.values(createVitrinTheme().breakpoints.values).filter((value) => value > 0);
    for (const [file, css] of Object.entries(sheets)) {
      for (const [, width] of css.matchAll(/min-width: (\d+)px\)/g)) expect([file, breakpoints.includes(Number(width))]).toEqual([file, true]);
    }
  });

  it('use only tokens the host defines', () => {
    const defined = fs.readFileSync(path.join(__dirname, '../../../shared/src/theme/tokens.css'), 'utf8');
    for (const [file, css] of Object.entries(sheets)) {
      for (const [, name] of css.matchAll(/var\((--vt-[a-z-]+)\)/g)) expect([file, defined.includes(`${name}:`)]).toEqual([file, true]);
    }
  });

  it('stop every animation, transition and smooth scroll of the page under reduced motion, and only there', () => {
    const css = sheets['Layout.css']!;
    const reduce = css.slice(css.indexOf(`@media ${REDUCED_MOTION_QUERY}`));
    const everything = declarations(reduce, '*, *::before, *::after');
    expect(everything).toContain('animation-duration: 0.01ms !important');
    expect(everything).toContain('animation-iteration-count: 1 !important');
    // Transitions of no time, not of a near-zero time: an element that declares none transitions
    // `all` its properties by default, so a positive duration would make every size change on the
    // page (the lobby grid's height) lag a frame behind, and a scroll into it stop short.
    expect(everything).toContain('transition-duration: 0s !important');
    expect(everything).not.toMatch(/transition(-duration)?:\s*[^;]*[1-9]/);
    expect(everything).toContain('scroll-behavior: auto !important');
    // Nowhere outside that query: the normal path keeps its motion.
    for (const [file, sheet] of Object.entries(sheets)) expect([file, sheet.split('!important').length - 1]).toEqual([file, file === 'Layout.css' ? 4 : 0]);
  });

  it('let the boot spinner alone turn (slowly) under reduced motion, before and after main.css', () => {
    const boot = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
    expect(boot).toMatch(/#boot-spinner \{[^}]*animation: boot-spin 0\.8s linear infinite/);
    expect(boot).toContain(`@media ${REDUCED_MOTION_QUERY} { #boot-spinner { animation-duration: 3s !important; animation-iteration-count: infinite !important; } }`);
  });
});
