import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok, record } from '../testing/fixtures';
import { GameSearch } from './GameSearch';

function Harness({ onSubmit }: { onSubmit: (term: string) => void }) {
  const [value, setValue] = useState('');
  return <GameSearch value={value} onChange={setValue} onSubmit={onSubmit} live={false} />;
}

describe('GameSearch', () => {
  let api: MockApi;
  beforeEach(() => {
    bus.set('language', 'en');
    api = mockApi({ 'POST casino/games': () => ok([[game('Sweet Bonanza'), game('Sugar Rush')], [game('Sweet Kingdom')]]) });
  });
  afterEach(() => api.restore());

  it('asks casino/games for 5 while typing (debounced), and the keyboard picks a game', async () => {
    const opened = record('game/open');
    render(<Harness onSubmit={jest.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'sw' } });
    fireEvent.change(box, { target: { value: 'swe' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 5000 });
    expect(options.map((o) => o.textContent)).toEqual(['Sweet BonanzaPragmatic Play', 'Sugar RushPragmatic Play', 'Sweet KingdomPragmatic Play']);
    // Debounced: one call for the last term only.
    expect(api.sent.map((s) => s.body)).toEqual([{ live: false, search: 'swe', skip: 0, take: 5 }]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(opened.seen).toEqual([{ game: game('Sugar Rush') }]);
    opened.off();
  });

  it('Escape closes the list; Enter without a choice searches the lobby', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'sweet' } });
    await screen.findAllByRole('option', {}, { timeout: 5000 });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('sweet');
  });

  it("names each game's studio, not the aggregator that launches it", async () => {
    api.use('POST casino/games', () => ok([[game('Fire Joker', 'SoftGamings', { studio: "Play'n GO" }), game('Hot 777', 'Digitain')]]));
    render(<Harness onSubmit={jest.fn()} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'fire' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 5000 });
    expect(options.map((o) => o.textContent)).toEqual(["Fire JokerPlay'n GO", 'Hot 777Digitain']);
  });

  it('a failed search is an empty list (spec §8)', async () => {
    api.use('POST casino/games', () => new Response('', { status: 500 }));
    render(<Harness onSubmit={jest.fn()} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No games found'), { timeout: 5000 });
  });
});
