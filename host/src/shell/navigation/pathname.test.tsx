import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PathnameProvider, usePathname } from './pathname';

let readerCalls = 0;
function PathReader() {
  readerCalls += 1;
  return <p>{usePathname()}</p>;
}

describe('usePathname (the shell stays as it is when only the query changes)', () => {
  it('re-renders its readers for a new path, not for a new query', async () => {
    readerCalls = 0;
    const router = createMemoryRouter([{ path: '*', element: <PathnameProvider><PathReader /></PathnameProvider> }], { initialEntries: ['/casino/slot'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('/casino/slot')).toBeInTheDocument();
    const afterMount = readerCalls;
    await act(() => router.navigate('/casino/slot?page=2'));
    await act(() => router.navigate('/casino/slot?page=3&provider=Spribe'));
    expect(readerCalls).toBe(afterMount);
    await act(() => router.navigate('/casino/live'));
    expect(screen.getByText('/casino/live')).toBeInTheDocument();
    expect(readerCalls).toBe(afterMount + 1);
  });

  it('says what is missing without its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PathReader />)).toThrow(/PathnameProvider/);
  });
});
