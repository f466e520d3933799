import { fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { renderMember } from '../../member/testing/renderMember';
import { SelfTestPage } from './SelfTestPage';

jest.setTimeout(30_000);

// testing-library unmounts the tree before this hook: its own afterEach was registered first.
afterEach(() => {
  bus.set('language', 'tr');
});

function answerAll(choice: string, count = 9) {
  const groups = screen.getAllByRole('radiogroup');
  expect(groups).toHaveLength(9);
  groups.slice(0, count).forEach((group) => fireEvent.click(within(group).getByRole('radio', { name: choice })));
}

describe('SelfTestPage (PGSI)', () => {
  it('asks the nine questions, refuses an incomplete test, and explains the score with its band and help', async () => {
    bus.set('language', 'en');
    renderMember(<SelfTestPage />, '/self-test');
    expect(screen.getByRole('heading', { level: 1, name: 'Self-test: is gambling still fun?' })).toBeInTheDocument();
    answerAll('Sometimes', 8);
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findAllByText('Please answer every question.')).not.toHaveLength(0);
    expect(screen.queryByTestId('self-test-result')).toBeNull();
    fireEvent.click(within(screen.getAllByRole('radiogroup')[8]!).getByRole('radio', { name: 'Most of the time' }));
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    // 8 × 1 + 2 = 10: problem gambling.
    const result = await screen.findByTestId('self-test-result');
    expect(result).toHaveTextContent('Your score: 10 of 27');
    // eslint-disable-next-line testing-library/no-node-access -- the band the result's styles key on has no accessible form
    expect(result.querySelector('[data-band]')).toHaveAttribute('data-band', 'problem');
    expect(screen.getByRole('link', { name: 'Set deposit, loss and wager limits' })).toHaveAttribute('href', '/dashboard/limits');
    expect(screen.getByRole('link', { name: 'Take a time-out or exclude yourself' })).toHaveAttribute('href', '/dashboard/limits#limits-break-title');
    expect(screen.getByRole('link', { name: /Yeşilay YEDAM/ })).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    answerAll('Never');
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByTestId('self-test-result')).toHaveTextContent('Your score: 0 of 27');
  });

  it('speaks Turkish', async () => {
    renderMember(<SelfTestPage />, '/self-test');
    answerAll('Bazen', 9);
    fireEvent.click(screen.getByRole('button', { name: 'Sonucumu göster' }));
    const result = await screen.findByTestId('self-test-result');
    expect(result).toHaveTextContent('Puanınız: 27 üzerinden 9');
    expect(result).toHaveTextContent('Sorunlu kumar');
  });
});
