import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, INITIAL_CHANNELS } from '@vitrin/shared';
import { LoginDialog } from './dialogs/LoginDialog';
import { RegisterDialog } from './dialogs/RegisterDialog';
import { RecoveryDialog } from './dialogs/RecoveryDialog';
import { openDialog } from './dialogs/dialogStore';
import { NotificationPanel } from './notifications/NotificationPanel';
import { dispatchNotifications, loadNotifications, notificationsAtom } from './notifications/notificationsStore';
import { pageStore } from './ui/pageStore';
import { renderMember } from './testing/renderMember';
import { describeCallDrill, type CallDrill, type TypedField } from './testing/callFailures';

// Every call can fail (the call × failure drill, e2e/tests/hardening/callFailures.spec.ts): each
// call of the member's dialogs and notifications answers 500, times out, refuses with a message
// and breaks its schema; the player is told in Turkish, in words, and keeps what they typed (a
// read receipt is quiet: spec §8 gives it no handling). The browser drill keeps auth/login end to
// end; here each failure costs milliseconds instead of a page load and a form.

jest.setTimeout(30_000);

const OK = { success: true, message: null };
const countries = { ...OK, data: { countries: [{ id: 90, name: 'Türkiye' }] } };
// The label's own words (a required field's label ends in an asterisk).
const label = (text: string) => screen.getByLabelText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s*\u2009]*$`));

function change(text: string, value: string) {
  fireEvent.change(label(text), { target: { value } });
  fireEvent.blur(label(text));
}

async function click(name: string) {
  const button = screen.getByRole('button', { name, exact: true } as { name: string });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

/** The recovery dialog up to the step that makes `call`. */
async function recoveryUpTo(step: 1 | 2 | 3) {
  change('Kullanıcı adı', 'demo');
  await click('Gönder');
  if (step === 1) return;
  await userEvent.type(await screen.findByLabelText(/^Sıfırlama kodu/), '123456');
  await click('Devam');
  if (step === 2) return;
  await screen.findAllByLabelText(/^Yeni şifre/);
  change('Yeni şifre', 'newsecret1');
  change('Yeni şifre tekrar', 'newsecret1');
  await click('Şifreyi Değiştir');
}

const ui = (element: () => ReactElement) => () => void renderMember(element());
/** A field found again by its label after the failure, and the value typed in it. */
const typed = (text: string, value: string): TypedField => [() => label(text), value];

const N = { id: 4, title: 'Drill', note: 'Read me', type: 'System', timeStamp: '2026-03-05T14:07:00', isRead: false };

const DRILLS: Record<string, CallDrill> = {
  'auth/login': {
    render: ui(() => <LoginDialog returnTo="/" />), before: () => openDialog({ kind: 'login', returnTo: '/' }),
    async act() {
      change('Kullanıcı adı', 'demo');
      change('Şifre', 'demo123');
      await click('Giriş Yap');
      return [typed('Kullanıcı adı', 'demo')];
    },
  },
  'auth/form': { method: 'GET', render: ui(() => <RegisterDialog />), before: () => openDialog({ kind: 'register' }) },
  'auth/register': {
    render: ui(() => <RegisterDialog />), answers: { 'GET auth/form': () => countries },
    before: () => {
      // The country list's 300 ms (spec §9) on jest's clock: waitFor moves it instead of waiting it out.
      jest.useFakeTimers();
      openDialog({ kind: 'register' });
    },
    async act() {
      await waitFor(() => expect((label('Ülke') as HTMLSelectElement).value).toBe('90'));
      const fields: [string, string][] = [
        ['Ad', 'Ayşe'], ['Soyad', 'Çelik'], ['Kullanıcı adı', 'ayse2024'], ['E-posta', 'ayse@example.com'], ['Telefon', '532 123 45 67'],
        ['T.C. kimlik numarası', '10000000146'], ['Şifre', 'secret1'], ['Şifre tekrar', 'secret1'], ['Gün', '17'], ['Ay', '05'], ['Yıl', '1990'],
      ];
      for (const [text, value] of fields) change(text, value);
      fireEvent.click(screen.getByLabelText(/kullanım şartlarını kabul ediyorum/));
      await click('Üye Ol');
      return [typed('Kullanıcı adı', 'ayse2024'), typed('E-posta', 'ayse@example.com')];
    },
  },
  'auth/sendresetpassword': {
    render: ui(() => <RecoveryDialog />), before: () => openDialog({ kind: 'recovery' }),
    async act() {
      await recoveryUpTo(1);
      return [typed('Kullanıcı adı', 'demo')];
    },
  },
  'auth/checkresetcode': {
    render: ui(() => <RecoveryDialog />), before: () => openDialog({ kind: 'recovery' }),
    async act() {
      await recoveryUpTo(2);
      return [];
    },
  },
  'auth/changepasswordwithcode': {
    render: ui(() => <RecoveryDialog />), before: () => openDialog({ kind: 'recovery' }),
    async act() {
      await recoveryUpTo(3);
      return [typed('Yeni şifre', 'newsecret1')];
    },
  },
  'customer/notification': {
    render: ui(() => <NotificationPanel />),
    async act() {
      // The store notes a failed load for the operator (console.warn); the player sees the panel's message.
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      void loadNotifications();
      return [];
    },
  },
  // Spec §8: a failed read has no handling; the item simply stays unread.
  'customer/readnotification': {
    render: ui(() => <NotificationPanel />), expect: 'quiet',
    before: () => dispatchNotifications({ type: 'loaded', items: [N] }),
    async act() {
      fireEvent.click(await screen.findByTestId('notification-item'));
      // The detail's Back takes focus and MUI mounts its focus ripple a promise later: awaited here,
      // so that update lands inside the test.
      await waitFor(() => expect(within(screen.getByTestId('notification-detail')).getAllByRole('button')[0]).toHaveFocus());
      return [];
    },
    // Clicking opened the item; it stays unread.
    still: () => expect(pageStore.get(notificationsAtom).items).toMatchObject([{ id: N.id, isRead: false }]),
  },
};

describeCallDrill('every call can fail: the member frame (call × failure drill)', DRILLS, {
  answers: {
    'GET auth/form': () => countries,
    'POST auth/sendresetpassword': () => OK,
    'POST auth/checkresetcode': () => OK,
  },
  beforeEach: () => {
    localStorage.clear();
    bus.set('auth', INITIAL_CHANNELS.auth);
    bus.set('language', 'tr');
    dispatchNotifications({ type: 'reset' });
  },
  afterEach: () => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  },
});
