import { act, render, screen } from '@testing-library/react';
import { useIdleReveal } from './useIdleReveal';

function BelowTheFold() {
  return <p>{useIdleReveal() ? 'shown' : 'waiting'}</p>;
}

describe('useIdleReveal', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps a part out of the first render and shows it in the first idle moment', async () => {
    jest.useFakeTimers();
    render(<BelowTheFold />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText('shown')).toBeInTheDocument();
  });
});
