import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { createVitrinTheme, registerSlotLoader } from '@vitrin/shared';
import { Layout } from '../Layout';
import { HomePage } from '../home/HomePage';
import { PathnameProvider } from '../navigation/pathname';

// What re-renders when the parts below the first screen are revealed in an idle moment: only
// those parts, not the frame around them nor the carousel beside them (ADR 0068: each reveal
// re-rendered the whole frame or page, a long task on a phone).
const renders = { header: 0, carousel: 0 };
jest.mock('../header/Header', () => ({
  Header: () => {
    renders.header += 1;
    return null;
  },
}));
jest.mock('../carousel/BannerCarousel', () => ({
  BannerCarousel: () => {
    renders.carousel += 1;
    return null;
  },
}));
jest.mock('../footer/Footer', () => ({ Footer: () => <footer data-testid="footer-shown" /> }));

beforeAll(() => {
  registerSlotLoader(async (_remote, name) => () => <p data-testid={`slot-${name}`} />);
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

it('revealing the footer and the home widgets below the rails re-renders neither the header nor the carousel', async () => {
  const router = createMemoryRouter(
    [{ path: '/', element: <PathnameProvider><Layout /></PathnameProvider>, children: [{ index: true, element: <HomePage /> }] }],
    { initialEntries: ['/'] },
  );
  render(
    <ThemeProvider theme={createVitrinTheme()}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
  const before = { ...renders };
  expect(screen.queryByTestId('footer-shown')).toBeNull();
  expect(await screen.findByTestId('footer-shown', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(await screen.findByTestId('slot-TopWinners', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByTestId('slot-VideoBanner')).toBeInTheDocument();
  expect(renders).toEqual(before);
});
