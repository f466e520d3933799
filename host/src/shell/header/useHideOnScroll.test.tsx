import { act, render } from '@testing-library/react';
import { useHideOnScroll } from './useHideOnScroll';

function Probe() {
  return <p data-testid="probe">{useHideOnScroll() ? 'hidden' : 'shown'}</p>;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
  act(() => {
    jest.runOnlyPendingTimers();
  });
}

describe('useHideOnScroll', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => setTimeout(() => cb(0), 16) as unknown as number);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('hides going down past 100 px and shows again going up, several times over', () => {
    const { getByTestId } = render(<Probe />);
    scrollTo(600);
    expect(getByTestId('probe')).toHaveTextContent('hidden');
    scrollTo(400);
    expect(getByTestId('probe')).toHaveTextContent('shown');
    scrollTo(700);
    expect(getByTestId('probe')).toHaveTextContent('hidden');
    scrollTo(650);
    expect(getByTestId('probe')).toHaveTextContent('shown');
    scrollTo(50);
    expect(getByTestId('probe')).toHaveTextContent('shown');
  });
});
