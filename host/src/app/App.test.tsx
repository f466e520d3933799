import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { useTheme } from '@mui/material/styles';
import { answerReducedMotion } from '../../../shared/test/matchMedia';
import { App } from './App';

function Transition() {
  return <p data-testid="transition">{useTheme().transitions.create('opacity')}</p>;
}

function mountApp() {
  render(<App router={createMemoryRouter([{ path: '/', element: <Transition /> }])} />);
  return () => screen.getByTestId('transition').textContent;
}

describe('App theme and the reduced-motion setting', () => {
  it('animates for a player who did not ask for reduced motion', () => {
    answerReducedMotion(false);
    expect(mountApp()()).toMatch(/^opacity \d+ms/);
  });

  it('gives every page an instant theme under reduced motion, and follows the setting while open', () => {
    const setting = answerReducedMotion(true);
    const transition = mountApp();
    expect(transition()).toBe('none');
    act(() => setting.set(false));
    expect(transition()).toMatch(/^opacity \d+ms/);
  });
});
