import { render, screen, within } from '@testing-library/react';
import type { PagedList } from './usePagedList';
import { ListView, type Column } from './ListView';

interface Row {
  id: number;
  game: string;
  amount: string;
}

const COLUMNS: Column<Row>[] = [
  { id: 'game', label: 'Game', render: (row) => row.game },
  { id: 'amount', label: 'Amount', render: (row) => row.amount, align: 'right' },
];

const list = (items: Row[]): PagedList<Row> => ({ state: { status: 'ready', data: { items, total: items.length } }, retry: () => undefined, page: 1, pageCount: 1, setPage: () => undefined });

describe('ListView on a phone', () => {
  const matchMedia = window.matchMedia;
  beforeAll(() => {
    // A phone: every media query of the list (its max-width one) matches.
    window.matchMedia = ((query: string) => ({
      matches: true, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = matchMedia;
  });

  it('shows each row as a card of terms and values, styled once by the list, not per row', () => {
    const rows = Array.from({ length: 10 }, (_, id) => ({ id, game: `Game ${id}`, amount: `${id},00` }));
    render(<ListView label="Game Activities" columns={COLUMNS} list={list(rows)} rowKey={(row) => row.id} empty="None" testId="games" />);
    const cards = within(screen.getByRole('list', { name: 'Game Activities' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(within(cards[3]!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Game', 'Amount']);
    expect(within(cards[3]!).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Game 3', '3,00']);
    // One emotion class for the whole list (its sx); the cards' elements carry none of their own.
    // eslint-disable-next-line testing-library/no-node-access -- the elements' classes are the subject
    const styled = screen.getByTestId('games').querySelectorAll('[class*="css-"]');
    expect(styled).toHaveLength(1);
    // eslint-disable-next-line testing-library/no-node-access -- as above
    for (const card of cards) expect(card.querySelectorAll('[class]')).toHaveLength(0);
  });
});
