import { act, render, screen } from '@testing-library/react';
import Fade from '@mui/material/Fade';
import Skeleton from '@mui/material/Skeleton';
import { ThemeProvider } from '@mui/material/styles';
import { createVitrinTheme } from './createVitrinTheme';

function mountFade(reducedMotion: boolean) {
  const onEntered = jest.fn();
  render(
    <ThemeProvider theme={createVitrinTheme({ reducedMotion })}>
      <Fade in appear onEntered={onEntered}>
        <div data-testid="faded">text</div>
      </Fade>
    </ThemeProvider>,
  );
  return onEntered;
}

describe('createVitrinTheme and reduced motion', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('animates MUI transitions by default: a Fade takes the theme duration to enter', () => {
    const theme = createVitrinTheme();
    expect(theme.transitions.create('opacity')).toMatch(/opacity \d+ms/);
    const onEntered = mountFade(false);
    expect(screen.getByTestId('faded').style.transition).toMatch(/opacity 225ms/);
    act(() => jest.advanceTimersByTime(100));
    expect(onEntered).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(onEntered).toHaveBeenCalled();
  });

  it('makes every transition instant under reduced motion: no CSS transition, a Fade entered at once', () => {
    const theme = createVitrinTheme({ reducedMotion: true });
    expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(theme.transitions.getAutoHeightDuration(600)).toBe(0);
    expect(Object.values(theme.transitions.duration)).toEqual(Object.values(theme.transitions.duration).map(() => 0));
    const onEntered = mountFade(true);
    expect(screen.getByTestId('faded').style.transition).not.toMatch(/opacity \d/);
    act(() => jest.advanceTimersByTime(1));
    expect(onEntered).toHaveBeenCalled();
  });

  it('keeps skeletons still under reduced motion only', () => {
    const { rerender } = render(<ThemeProvider theme={createVitrinTheme()}><Skeleton data-testid="bone" /></ThemeProvider>);
    expect(screen.getByTestId('bone').className).toMatch(/MuiSkeleton-pulse/);
    rerender(<ThemeProvider theme={createVitrinTheme({ reducedMotion: true })}><Skeleton data-testid="bone" /></ThemeProvider>);
    expect(screen.getByTestId('bone').className).not.toMatch(/MuiSkeleton-pulse/);
  });
});
