import { memo } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import usePagination from '@mui/material/usePagination';
import type { Theme } from '@mui/material/styles';
import { useT } from '../i18n';

/** The pager's sheet (`casino-pager`), inserted once: the buttons are plain elements. */
const pagerSheet = (theme: Theme) => ({
  '.casino-pager': { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 4, listStyle: 'none', padding: 0, margin: theme.spacing(2, 0, 0) },
  '.casino-pager-item': {
    minWidth: 36,
    height: 36,
    padding: '0 6px',
    margin: 0,
    border: 0,
    borderRadius: 18,
    font: 'inherit',
    fontFamily: theme.typography.fontFamily,
    fontSize: 14,
    color: theme.palette.text.primary,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    '& svg': { width: 20, height: 20, fill: 'currentColor' },
    '&[aria-current="page"]': { backgroundColor: theme.palette.action.selected, fontWeight: 600 },
    '&:disabled': { cursor: 'default', opacity: 0.38 },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    // Only where a pointer hovers: on a phone a tap leaves :hover stuck on the button.
    '@media (hover: hover)': { '&:hover:not(:disabled)': { backgroundColor: theme.palette.action.hover } },
  },
  '.casino-pager-gap': { minWidth: 24, textAlign: 'center', color: theme.palette.text.secondary },
});

const PagerSheet = memo(function PagerSheet() {
  return <GlobalStyles styles={pagerSheet} />;
});

const CHEVRONS = { previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z', next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z' } as const;

/**
 * The lobby's pages: previous, numbers with gaps, next, as MUI's Pagination lays them out
 * (`usePagination`) but drawn with plain buttons styled once (issue 9: MUI's Pagination
 * re-rendered ~9 styled items — each with ButtonBase, serialised by emotion — at every page
 * change, part of the long tasks on a phone under 4× CPU). Memoised: it renders when the page or
 * the count changes, not when the page's games arrive.
 */
export const LobbyPager = memo(function LobbyPager({ count, page, onChange }: { count: number; page: number; onChange: (page: number) => void }) {
  const t = useT();
  const { items } = usePagination({ count, page, onChange: (_, next) => {
    if (next !== page) onChange(next);
  } });
  return (
    <nav aria-label={t('casino.lobby.pages')}>
      <PagerSheet />
      <ul className="casino-pager">
        {items.map((item, i) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return <li key={`gap-${i}`} className="casino-pager-gap" aria-hidden>…</li>;
          }
          const label = item.type === 'page'
            ? t('casino.lobby.page', { page: item.page ?? 1 })
            : t(item.type === 'next' ? 'casino.lobby.next' : item.type === 'previous' ? 'casino.lobby.previous' : item.type === 'first' ? 'casino.lobby.first' : 'casino.lobby.last');
          return (
            <li key={`${item.type}-${item.type === 'page' ? item.page : i}`}>
              <button
                type="button"
                className="casino-pager-item"
                aria-label={label}
                aria-current={item.selected ? 'page' : undefined}
                disabled={item.disabled}
                onClick={item.onClick}
              >
                {item.type === 'previous' || item.type === 'next'
                  ? <svg viewBox="0 0 24 24" aria-hidden focusable="false"><path d={CHEVRONS[item.type]} /></svg>
                  : item.page}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
