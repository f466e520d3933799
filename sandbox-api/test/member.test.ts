import {
  callMe, cmsGrouped, contentList, contentPage, defineTrialBonus, login, notifications, promotions, readNotification, updatePhone, userBalance, REQUIRED_FOOTER_CATEGORIES,
} from '@vitrin/contract';
import { startSandbox } from './helpers';
import type { Sandbox } from './helpers';
import { registerPlayer } from './players';

jest.setTimeout(60000);

let sb: Sandbox;
beforeAll(async () => { sb = await startSandbox(); });
afterAll(async () => { await sb?.stop(); });

const STALE = 'stale-token-that-was-never-issued-0000000000';

describe('401 for member calls', () => {
  test.each([
    ['user/balance', userBalance, {}],
    ['customer/updatephone', updatePhone, { step: 1, phone: '905321112233' }],
    ['bonus/definetrialbonus', defineTrialBonus, {}],
    ['customer/notification', notifications, { skip: 0, take: 100 }],
    ['customer/readnotification', readNotification, { id: [1] }],
  ] as const)('%s without or with a stale token', async (_name, def, input) => {
    for (const token of [null, STALE]) {
      const response = await sb.raw(def, input, { token, locale: 'tr' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: 'Bu işlem için giriş yapmalısınız.' });
    }
  });
});

describe('cms/grouped', () => {
  test('complete bootstrap data in each language', async () => {
    const tr = await sb.call(cmsGrouped, {}, { locale: 'tr' });
    const en = await sb.call(cmsGrouped, {}, { locale: 'en' });
    for (const answer of [tr, en]) {
      const data = answer.data;
      expect(answer.success).toBe(true);
      const home = data.sliderList.filter((slide) => slide.slug === 'home');
      expect(home.length).toBeGreaterThanOrEqual(3);
      for (const slide of home) expect(slide.images).toHaveLength(3);
      expect(data.categoryList.map((c) => c.name)).toEqual(expect.arrayContaining([...REQUIRED_FOOTER_CATEGORIES]));
      for (const category of data.categoryList) expect(category.content.length).toBeGreaterThan(0);
      expect(data.casinoCategoryList.length).toBeGreaterThan(0);
      expect(data.language.map((l) => l.locale)).toEqual(['tr', 'en']);
      expect(data.translationList.length).toBeGreaterThan(0);
      expect(data.domainStatus.current).toBeTruthy();
      expect(data.trialBonusAmount).toBe(100);
      expect(data.popup?.images).toHaveLength(3);
      const options = new Map(data.siteOption.map((o) => [o.key, o]));
      for (const key of ['whatsapp', 'telegram', 'livetv', 'facebook', 'twitter', 'instagram', 'youtube', 'chat-site-id', 'chat-div-id']) {
        expect(options.get(key)?.status).toBe(true);
      }
      expect(options.get('remote-override')).toMatchObject({ status: false });
      expect(data.siteOption.some((o) => !o.status)).toBe(true);
      expect(data.siteOption.filter((o) => o.key.startsWith('quick-telegram'))).toHaveLength(2);
      expect(data.siteOption.filter((o) => o.key.startsWith('quick-whatsapp'))).toHaveLength(4);
    }
    // An option written per language answers under its own key in that language, once.
    const banner = (answer: typeof tr) => answer.data.siteOption.filter((o) => o.key.startsWith('casino-video-banner'));
    expect(banner(tr).map((o) => o.key)).toEqual(['casino-video-banner']);
    expect(JSON.parse(banner(tr)[0]!.value!).title1).toBe('Canlı Casino');
    expect(JSON.parse(banner(en)[0]!.value!).title1).toBe('Live Casino');
    const video = await fetch(`${sb.url}${JSON.parse(banner(en)[0]!.value!).url}`);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    expect(tr.data.categoryList[1]!.content[0]!.title).toBe('Genel Şartlar ve Koşullar');
    expect(en.data.categoryList[1]!.content[0]!.title).toBe('General Terms and Conditions');
    // Every picture it names is served, as SVG, cached forever.
    const picture = await fetch(`${sb.url}${tr.data.sliderList[0]!.images[2]!.url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await picture.text()).toContain('<svg');
    expect((await fetch(`${sb.url}${en.data.popup!.images[0]!.url}`)).status).toBe(200);
  });
});

describe('content pages', () => {
  test('cms/contentlist lists pages 1..6; cms/content returns one page per language', async () => {
    const list = await sb.call(contentList, { status: true, categoryId: 1 }, { locale: 'en' });
    expect(list.data.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const tr = await sb.call(contentPage, { id: 1 }, { locale: 'tr' });
    const en = await sb.call(contentPage, { id: 1 }, { locale: 'en' });
    expect(tr.data).toMatchObject({ id: 1, title: 'Genel Şartlar ve Koşullar' });
    expect(en.data).toMatchObject({ id: 1, title: 'General Terms and Conditions' });
    expect(en.data!.html).toContain('<h2>');
    expect(await sb.call(contentPage, { id: 99 }, { locale: 'en' })).toMatchObject({ success: false, message: 'Page not found.', data: null });
    expect((await sb.call(contentPage, { id: 'x' } as never, { locale: 'en' })).success).toBe(false);
  });

  test('cms/promotions: at least four, both languages, two pictures each', async () => {
    const tr = await sb.call(promotions, {}, { locale: 'tr' });
    const en = await sb.call(promotions, {}, { locale: 'en' });
    expect(tr.data.length).toBeGreaterThanOrEqual(4);
    expect(en.data.map((p) => p.id)).toEqual(tr.data.map((p) => p.id));
    expect(en.data[0]!.title).not.toBe(tr.data[0]!.title);
    for (const promo of en.data) {
      expect(promo.html).toMatch(/<h3>/);
      expect((await fetch(`${sb.url}${promo.images[1]!.url}`)).status).toBe(200);
    }
  });
});

describe('cms/callme', () => {
  const contacts = [{ type: 1 as const, contact: '905321112233' }];
  test('stores the request', async () => {
    const answer = await sb.call(callMe, { name: 'Mehmet Kaya', message: 'Lütfen beni arayın', contacts }, { locale: 'en' });
    expect(answer).toMatchObject({ success: true, message: 'Your request has been received. We will call you soon.' });
    const rows = await sb.server.db.query<{ name: string; contacts: unknown }>('SELECT name, contacts FROM call_requests ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toMatchObject({ name: 'Mehmet Kaya' });
  });

  test('spec §5 and §8 rules', async () => {
    const bad = async (input: Record<string, unknown>, message: string, locale: 'tr' | 'en' = 'tr') =>
      expect(await sb.call(callMe, { name: 'Mehmet Kaya', message: 'Lütfen arayın', contacts, ...input }, { locale })).toMatchObject({ success: false, message });
    await bad({ contacts: [] }, 'En az bir iletişim bilgisi eklemelisiniz');
    await bad({ contacts: Array.from({ length: 6 }, () => contacts[0]) }, 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz');
    await bad({ name: '        ' }, 'Name is required.', 'en');
    await bad({ name: 'Ali' }, 'Name must be at least 5 characters.', 'en');
    await bad({ message: 'hey' }, 'Message must be at least 5 characters.', 'en');
    await bad({ contacts: [{ type: 9, contact: '905321112233' }] }, 'Type is not valid.', 'en');
    await bad({ contacts: [{ type: 2, contact: '123' }] }, 'Contact must be at least 5 characters.', 'en');
  });
});

describe('customer/updatephone', () => {
  test('step 1 sends an SMS code; step 2 checks it and marks the phone verified', async () => {
    const { token, input } = await registerPlayer(sb);
    const phone = '905449998877';
    const sent = await sb.call(updatePhone, { step: 1, phone }, { token, locale: 'en' });
    expect(sent).toMatchObject({ success: true, message: `A verification code has been sent to ${phone}.` });
    const outbox = await (await fetch(`${sb.url}/sandbox/messages.json`)).json() as { data: { kind: string; recipient: string; text: string }[] };
    expect(outbox.data[0]).toMatchObject({ kind: 'sms', recipient: phone });
    const code = /(\d{6})/.exec(outbox.data[0]!.text)![1]!;

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await sb.call(updatePhone, { step: 2, phone, code: wrong }, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'The verification code is wrong.' });
    expect(await sb.call(updatePhone, { step: 2, phone, code: '12345' }, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'The code must be 6 digits.' });
    expect(await sb.call(updatePhone, { step: 2, phone }, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'The code must be 6 digits.' });
    expect(await sb.call(updatePhone, { step: 2, phone: '905000000000', code }, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'No code has been sent to this number. Ask for a code first.' });
    expect(await sb.call(updatePhone, { step: 2, phone, code }, { token, locale: 'en' }))
      .toMatchObject({ success: true, message: 'Your phone number is verified.' });
    // Single use.
    expect((await sb.call(updatePhone, { step: 2, phone, code }, { token })).success).toBe(false);
    const again = await sb.call(login, { username: input.username, password: input.password });
    expect(again.data).toMatchObject({ phone, smsVerified: true });
  });

  test('phone rules', async () => {
    const { token } = await registerPlayer(sb);
    expect(await sb.call(updatePhone, { step: 1, phone: '90 532' }, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'Phone is not valid.' });
    expect(await sb.call(updatePhone, { step: 1, phone: '12345' }, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'Phone is not valid.' });
    expect(await sb.call(updatePhone, { step: 3, phone: '905321112233' } as never, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'Step is not valid.' });
  });
});

describe('bonus/definetrialbonus', () => {
  test('credits the trial bonus once', async () => {
    const { token } = await registerPlayer(sb);
    const first = await sb.call(defineTrialBonus, {}, { token, locale: 'en' });
    expect(first.success).toBe(true);
    expect((await sb.call(userBalance, {}, { token })).data.balance).toBe(100);
    expect(await sb.call(defineTrialBonus, {}, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'You have already claimed the trial bonus.' });
    expect((await sb.call(userBalance, {}, { token })).data.balance).toBe(100);
  });
});

describe('notifications', () => {
  test('the demo member has read and unread ones in both type readings; read marks them', async () => {
    const token = await sb.login();
    const list = await sb.call(notifications, { skip: 0, take: 100 }, { token });
    expect(list.data.length).toBeGreaterThanOrEqual(5);
    expect(list.data.some((n) => typeof n.type === 'number')).toBe(true);
    expect(list.data.some((n) => typeof n.type === 'string')).toBe(true);
    expect(list.data.some((n) => n.isRead)).toBe(true);
    for (const n of list.data) expect(n.timeStamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/);
    const stamps = list.data.map((n) => n.timeStamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);

    const paged = await sb.call(notifications, { skip: 1, take: 2 }, { token });
    expect(paged.data.map((n) => n.id)).toEqual(list.data.slice(1, 3).map((n) => n.id));

    const unread = list.data.find((n) => !n.isRead)!;
    expect(await sb.call(readNotification, { id: [unread.id] }, { token })).toEqual({ read: true });
    const after = await sb.call(notifications, { skip: 0, take: 100 }, { token });
    expect(after.data.find((n) => n.id === unread.id)!.isRead).toBe(true);

    // Another player's notification is not theirs to read.
    const other = await registerPlayer(sb);
    expect(await sb.call(readNotification, { id: [unread.id] }, { token: other.token })).toEqual({ read: false });
    expect((await sb.call(notifications, { skip: 0, take: 100 }, { token: other.token })).data).toEqual([]);
    expect(await sb.call(notifications, { skip: -1, take: 100 }, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'Skip is not valid.' });
  });
});
