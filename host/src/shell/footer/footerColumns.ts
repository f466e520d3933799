import type { FooterCategory } from '@vitrin/contract';
import type { ShellKey } from '../i18n/shellDictionaries';

export interface FooterLink {
  label: string | { key: ShellKey };
  to: string;
}

export interface FooterColumn {
  id: string;
  title: ShellKey;
  links: FooterLink[];
}

/** The four categories of the bootstrap data, in display order (spec §2). */
const CATEGORY_COLUMNS: readonly { name: string; title: ShellKey }[] = [
  { name: 'Footer', title: 'footer.col.footer' },
  { name: 'Quick Links', title: 'footer.col.quickLinks' },
  { name: 'Gambling', title: 'footer.col.gambling' },
  { name: 'Policies', title: 'footer.col.policies' },
];

const FIXED_COLUMNS: readonly FooterColumn[] = [
  {
    id: 'sports',
    title: 'footer.col.sports',
    links: [
      { label: { key: 'menu.sports' }, to: '/spor' },
      { label: { key: 'menu.liveBetting' }, to: '/livespor' },
      { label: { key: 'menu.esports' }, to: '/esports/betco' },
    ],
  },
  {
    id: 'casino',
    title: 'footer.col.casino',
    links: [
      { label: { key: 'menu.casino' }, to: '/casino/slot' },
      { label: { key: 'menu.liveCasino' }, to: '/casino/live' },
      { label: { key: 'menu.promotions' }, to: '/promotions' },
    ],
  },
  {
    id: 'games',
    title: 'footer.col.games',
    links: [
      { label: { key: 'menu.virtual' }, to: '/casino/games' },
      { label: { key: 'menu.bingo' }, to: '/casino/bingo' },
      { label: { key: 'menu.tvGames' }, to: '/casino/tvbets' },
    ],
  },
];

/**
 * Link columns: one per required category (links to /pages/{id}), then the fixed ones. A missing
 * category hides its column silently (spec §8).
 */
export function footerColumns(categories: readonly FooterCategory[]): FooterColumn[] {
  const fromCategories = CATEGORY_COLUMNS.flatMap(({ name, title }) => {
    const category = categories.find((c) => c.name === name);
    if (!category || category.content.length === 0) return [];
    const links = category.content
      .filter((item) => Number.isInteger(item.id) && item.id > 0)
      .map((item) => ({ label: item.title, to: `/pages/${item.id}` }));
    return links.length ? [{ id: name.toLowerCase().replace(/\s+/g, '-'), title, links }] : [];
  });
  return [...fromCategories, ...FIXED_COLUMNS];
}
