import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Renders a member component inside a data router, as in the app; returns the router too. */
export function renderMember(ui: ReactElement, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
