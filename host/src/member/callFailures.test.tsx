import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, INITIAL_CHANNELS } from '@vitrin/shared';
import { LoginDialog } from './dialogs/LoginDialog';
import { RegisterDialog } from './dialogs/RegisterDialog';
import { RecoveryDialog } from './dialogs/RecoveryDialog';
import { openDialog } from './dialogs/dialogStore';
import { NotificationPanel } from './notifications/NotificationPanel';
import { dispatchNotifications, loadNotifications, notificationsStore } from './notifications/notificationsStore';
import { renderMember } from './testing/renderMember';
import { collectToasts } from './testing/collectToasts';
import { expectNothingTechnical, expectTold, FAILURES, heldAnswer, shownMessages } from './testing/callFailures';
import { mockApi, type ApiHandler, type MockApi } from './testing/mockApi';

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

interface Drill {
  ui: () => ReactElement;
  answers?: Record<string, ApiHandler>;
  expect: 'message' | 'quiet';
  before?: () => void;
  /** What the player does to make the call; returns the fields whose typed value must survive. */
  act?: () => Promise<[string, string][]>;
}

const N = { id: 4, title: 'Drill', note: 'Read me', type: 'System', timeStamp: '2026-03-05T14:07:00', isRead: false };

const DRILLS: Record<string, Drill> = {
  'auth/login': {
    ui: () => <LoginDialog returnTo="/" />, expect: 'message', before: () => openDialog({ kind: 'login', returnTo: '/' }),
    async act() {
      change('Kullanıcı adı', 'demo');
      change('Şifre', 'demo123');
      await click('Giriş Yap');
      return [['Kullanıcı adı', 'demo']];
    },
  },
  'auth/form': { ui: () => <RegisterDialog />, expect: 'message', before: () => openDialog({ kind: 'register' }) },
  'auth/register': {
    ui: () => <RegisterDialog />, expect: 'message', answers: { 'GET auth/form': () => countries }, before: () => openDialog({ kind: 'register' }),
    async act() {
      await waitFor(() => expect((label('Ülke') as HTMLSelectElement).value).toBe('90'));
      const fields: [string, string][] = [
        ['Ad', 'Ayşe'], ['Soyad', 'Çelik'], ['Kullanıcı adı', 'ayse2024'], ['E-posta', 'ayse@example.com'], ['Telefon', '532 123 45 67'],
        ['T.C. kimlik numarası', '10000000146'], ['Şifre', 'secret1'], ['Şifre tekrar', 'secret1'], ['Gün', '17'], ['Ay', '05'], ['Yıl', '1990'],
      ];
      for (const [text, value] of fields) change(text, value);
      fireEvent.click(screen.getByLabelText(/kullanım şartlarını kabul ediyorum/));
      await click('Üye Ol');
      return [['Kullanıcı adı', 'ayse2024'], ['E-posta', 'ayse@example.com']];
    },
  },
  'auth/sendresetpassword': {
    ui: () => <RecoveryDialog />, expect: 'message', before: () => openDialog({ kind: 'recovery' }),
    async act() {
      await recoveryUpTo(1);
      return [['Kullanıcı adı', 'demo']];
    },
  },
  'auth/checkresetcode': {
    ui: () => <RecoveryDialog />, expect: 'message', before: () => openDialog({ kind: 'recovery' }),
    async act() {
      await recoveryUpTo(2);
      return [];
    },
  },
  'auth/changepasswordwithcode': {
    ui: () => <RecoveryDialog />, expect: 'message', before: () => openDialog({ kind: 'recovery' }),
    async act() {
      await recoveryUpTo(3);
      return [['Yeni şifre', 'newsecret1']];
    },
  },
  'customer/notification': {
    ui: () => <NotificationPanel />, expect: 'message',
    async act() {
      // The store notes a failed load for the operator (console.warn); the player sees the panel's message.
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      void loadNotifications();
      return [];
    },
  },
  // Spec §8: a failed read has no handling; the item simply stays unread.
  'customer/readnotification': {
    ui: () => <NotificationPanel />, expect: 'quiet',
    before: () => dispatchNotifications({ type: 'loaded', items: [N] }),
    async act() {
      fireEvent.click(await screen.findByTestId('notification-item'));
      return [];
    },
  },
};

describe('every call can fail: the member frame (call × failure drill)', () => {
  let api: MockApi;
  const toasts = collectToasts();
  beforeEach(() => {
    localStorage.clear();
    bus.set('auth', INITIAL_CHANNELS.auth);
    bus.set('language', 'tr');
    dispatchNotifications({ type: 'reset' });
  });
  afterEach(() => {
    cleanup();
    api.restore();
    jest.restoreAllMocks();
  });

  describe.each(Object.entries(DRILLS))('%s', (call, drill) => {
    it.each(FAILURES)('%s: the player is told in Turkish, in words, and keeps what they typed', async (_failure, answer) => {
      const failure = heldAnswer(answer);
      const method = call === 'auth/form' ? 'GET' : 'POST';
      api = mockApi({
        'GET auth/form': () => countries,
        'POST auth/sendresetpassword': () => OK,
        'POST auth/checkresetcode': () => OK,
        ...drill.answers,
        [`${method} ${call}`]: failure.handler,
      });
      drill.before?.();
      renderMember(drill.ui());
      const typed = (await drill.act?.()) ?? [];
      await waitFor(() => expect(api.sent.map((sent) => sent.route)).toContain(`${method} ${call}`));
      const before = shownMessages(toasts);
      failure.release();
      if (drill.expect === 'message') {
        await expectTold(toasts, before);
      } else {
        await failure.settled();
        // Clicking opened the item; it stays unread.
        expect(notificationsStore.get().items).toMatchObject([{ id: N.id, isRead: false }]);
        expectNothingTechnical(toasts);
      }
      for (const [text, value] of typed) expect(label(text)).toHaveValue(value);
    });
  });
});
