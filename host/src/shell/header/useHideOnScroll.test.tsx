import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useHideOnScroll } from './useHideOnScroll';

let probeCalls = 0;

function Probe() {
  probeCalls += 1;
  const ref = useRef<HTMLElement>(null);
  useHideOnScroll(ref);
  return <header ref={ref} data-testid="probe" />;
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
    probeCalls = 0;
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => setTimeout(() => cb(0), 16) as unknown as number);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('hides going down past 100 px and shows again going up, several times over', () => {
    render(<Probe />);
    const header = screen.getByTestId('probe');
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(600);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(400);
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(700);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(650);
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(50);
    expect(header).toHaveAttribute('data-hidden', 'false');
  });

  it('never re-renders the element it hides (a flip re-rendered the whole header)', () => {
    render(<Probe />);
    const before = probeCalls;
    scrollTo(600);
    scrollTo(300);
    scrollTo(900);
    expect(probeCalls).toBe(before);
  });
});
