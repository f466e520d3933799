import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { renderMember } from '../member/testing/renderMember';
import { describeCallDrill, type CallDrill } from '../member/testing/callFailures';
import { StaticPageContent } from './pages/StaticPageContent';
import { PromotionsPageContent } from './promotions/PromotionsPageContent';
import { CallRequestDialog } from './callRequest/CallRequestDialog';

// Every call can fail (the call × failure drill, e2e/tests/hardening/callFailures.spec.ts): the
// shell's content calls answer 500, time out, refuse with a message and break their schema; the
// player is told in Turkish, in words, and keeps what they typed. The browser drill keeps the
// bootstrap's cms/grouped end to end.

jest.setTimeout(30_000);

/** Rendered under the member router at `path`. */
const ui = (element: () => ReactElement, path: string) => () => void renderMember(element(), path);

function type(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** A static page (it reads its id from the route) with the menu of pages beside it. */
const staticPage = () => void render(<RouterProvider router={createMemoryRouter([{ path: '/pages/:id', element: <StaticPageContent /> }], { initialEntries: ['/pages/1'] })} />);

const DRILLS: Record<string, CallDrill> = {
  'cms/content': { render: staticPage },
  // The menu of pages beside the page (PagesSideMenu); the page itself answers.
  'cms/contentlist': {
    render: staticPage,
    answers: { 'POST cms/content': () => ({ success: true, message: null, data: { id: 1, title: 'Genel Şartlar', html: '<p>Şartlar</p>' } }) },
  },
  'cms/promotions': { render: ui(() => <PromotionsPageContent />, '/promotions') },
  'cms/callme': {
    render: ui(() => <CallRequestDialog open onClose={() => undefined} />, '/'),
    async act() {
      type(/Ad Soyad/, 'Mehmet Demir');
      type(/Mesajınız/, 'Lütfen arayın');
      type(/İletişim bilgisi/, 'mehmet@example.com');
      const send = screen.getByRole('button', { name: 'Gönder' });
      await waitFor(() => expect(send).toBeEnabled());
      fireEvent.click(send);
      return [[() => screen.getByLabelText(/Ad Soyad/), 'Mehmet Demir'], [() => screen.getByLabelText(/İletişim bilgisi/), 'mehmet@example.com']];
    },
  },
};

describeCallDrill('every call can fail: the shell (call × failure drill)', DRILLS, {
  answers: { 'POST cms/contentlist': () => ({ success: true, message: null, data: [{ id: 1, title: 'Genel Şartlar' }] }) },
  beforeEach: () => {
    localStorage.clear();
    bus.set('language', 'tr');
  },
});
