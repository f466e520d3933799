import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { renderMember } from '../member/testing/renderMember';
import { collectToasts } from '../member/testing/collectToasts';
import { expectTold, FAILURES, heldAnswer, shownMessages } from '../member/testing/callFailures';
import { mockApi, type MockApi } from '../member/testing/mockApi';
import { StaticPageContent } from './pages/StaticPageContent';
import { PromotionsPageContent } from './promotions/PromotionsPageContent';
import { CallRequestDialog } from './callRequest/CallRequestDialog';

// Every call can fail (the call × failure drill, e2e/tests/hardening/callFailures.spec.ts): the
// shell's content calls answer 500, time out, refuse with a message and break their schema; the
// player is told in Turkish, in words, and keeps what they typed. The browser drill keeps
// cms/contentlist (and the bootstrap's cms/grouped) end to end.

jest.setTimeout(30_000);

interface Drill {
  ui: () => ReactElement;
  /** Rendered under the member router at this path; null: the element brings its own router. */
  path: string | null;
  /** What the player does to make the call; returns the fields whose typed value must survive. */
  act?: () => Promise<[RegExp, string][]>;
}

function type(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const DRILLS: Record<string, Drill> = {
  // The page reads its id from the route.
  'cms/content': {
    ui: () => <RouterProvider router={createMemoryRouter([{ path: '/pages/:id', element: <StaticPageContent /> }], { initialEntries: ['/pages/1'] })} />,
    path: null,
  },
  'cms/promotions': { ui: () => <PromotionsPageContent />, path: '/promotions' },
  'cms/callme': {
    ui: () => <CallRequestDialog open onClose={() => undefined} />, path: '/',
    async act() {
      type(/Ad Soyad/, 'Mehmet Demir');
      type(/Mesajınız/, 'Lütfen arayın');
      type(/İletişim bilgisi/, 'mehmet@example.com');
      const send = screen.getByRole('button', { name: 'Gönder' });
      await waitFor(() => expect(send).toBeEnabled());
      fireEvent.click(send);
      return [[/Ad Soyad/, 'Mehmet Demir'], [/İletişim bilgisi/, 'mehmet@example.com']];
    },
  },
};

describe('every call can fail: the shell (call × failure drill)', () => {
  let api: MockApi;
  const toasts = collectToasts();
  beforeEach(() => {
    localStorage.clear();
    bus.set('language', 'tr');
  });
  afterEach(() => {
    cleanup();
    api.restore();
  });

  describe.each(Object.entries(DRILLS))('%s', (call, drill) => {
    it.each(FAILURES)('%s: the player is told in Turkish, in words, and keeps what they typed', async (_failure, answer) => {
      const failure = heldAnswer(answer);
      api = mockApi({
        'POST cms/contentlist': () => ({ success: true, message: null, data: [{ id: 1, title: 'Genel Şartlar' }] }),
        [`POST ${call}`]: failure.handler,
      });
      if (drill.path === null) render(drill.ui());
      else renderMember(drill.ui(), drill.path);
      const typed = (await drill.act?.()) ?? [];
      await waitFor(() => expect(api.sent.map((sent) => sent.route)).toContain(`POST ${call}`));
      const before = shownMessages(toasts);
      failure.release();
      await expectTold(toasts, before);
      for (const [label, value] of typed) expect(screen.getByLabelText(label)).toHaveValue(value);
    });
  });
});
