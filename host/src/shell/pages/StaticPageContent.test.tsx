import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@vitrin/shared';
import { StaticPageContent } from './StaticPageContent';

const callApi = jest.fn();
jest.mock('@vitrin/shared', () => {
  const actual = jest.requireActual('@vitrin/shared');
  return { ...actual, callApi: (...args: unknown[]) => callApi(...args) };
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/pages/:id" element={<StaticPageContent />} />
      </Routes>
    </MemoryRouter>,
  );
}

const answer = (path: string, id?: number) => {
  if (path === 'cms/contentlist') return { success: true, data: [{ id: 1, title: 'Genel Şartlar' }, { id: 2, title: 'Gizlilik' }] };
  if (id === 1) return { success: true, data: { id: 1, title: 'Genel Şartlar', html: '<h2>Giriş</h2><script>window.bad=1</script>' } };
  throw new ApiError('rejected', 'cms/content', 'Sayfa bulunamadı');
};

describe('StaticPageContent', () => {
  beforeEach(() => {
    callApi.mockReset();
    callApi.mockImplementation(async (def: { path: string }, input: { id?: number }) => answer(def.path, input?.id));
  });

  it('shows the page with the menu of pages, sanitised', async () => {
    renderAt('/pages/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Genel Şartlar' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Gizlilik' })).toHaveAttribute('href', '/pages/2');
    // eslint-disable-next-line testing-library/no-node-access -- the sanitiser's output: a removed <script> has no accessible form
    expect(document.querySelector('[data-testid="static-page"] script')).toBeNull();
  });

  it('an invalid id is the not-found page without a call', () => {
    renderAt('/pages/abc');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('an unknown id is a friendly not-found', async () => {
    renderAt('/pages/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu sayfa bulunamadı' })).toBeInTheDocument();
  });

  it('a failure offers a retry that works', async () => {
    callApi.mockImplementation(async (def: { path: string }, input: { id?: number }) => {
      if (def.path === 'cms/content') throw new ApiError('network', 'cms/content', '');
      return answer(def.path, input?.id);
    });
    renderAt('/pages/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    callApi.mockImplementation(async (def: { path: string }, input: { id?: number }) => answer(def.path, input?.id));
    fireEvent.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Genel Şartlar' })).toBeInTheDocument();
  });
});
