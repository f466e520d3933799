import { HOSTILE_LINK, HTML_PAYLOAD, HOSTILE_MARKER, TEXT_PAYLOADS } from './payloads';
import { hostileAnswer, hostileHubMessage, hostileText } from './hostileStrings';

const hostile = (text: string, original: string) => text.startsWith(`${original} `) && TEXT_PAYLOADS.some((payload) => text.endsWith(payload));

describe('hostile strings mode', () => {
  it('every text payload runs something observable or is a layout attack', () => {
    for (const payload of TEXT_PAYLOADS) expect(payload.includes(HOSTILE_MARKER) || /W{200}/.test(payload)).toBe(true);
    expect(HOSTILE_LINK).toMatch(/^javascript:window\.__hostile=1;console\.log\('HOSTILE-EXECUTED'\)$/);
  });

  it('keeps the original text first and gives the same text the same payload', () => {
    expect(hostile(hostileText('Login'), 'Login')).toBe(true);
    expect(hostileText('Login')).toBe(hostileText('Login'));
    const used = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((text) => hostileText(text).slice(2)));
    expect(used.size).toBeGreaterThan(2);
  });

  it('bootstrap: translations, slides, popup, settings and footer pages turn hostile; keys, pictures and JSON settings stay', () => {
    const answer = hostileAnswer({
      success: true,
      data: {
        sliderList: [{ slug: 'welcome', url: '/promotions', target: '_self', images: [{ url: '/sandbox/img/slide/a.svg' }] }],
        categoryList: [{ name: 'Policies', content: [{ id: 3, title: 'Privacy' }] }],
        casinoCategoryList: [{ id: 1, name: 'Popular', slugList: ['slot'], imageUrl: '/sandbox/img/category/1.svg' }],
        language: [{ locale: 'tr', name: 'Türkçe' }],
        translationList: [{ key: 'site.welcome', value: 'Welcome' }],
        siteOption: [
          { key: 'whatsapp', value: 'https://wa.me/1', status: true },
          { key: 'livetv', value: '/sandbox/sportsbook', status: true },
          { key: 'quick-telegram-1', value: '@vitrin', status: true },
          { key: 'chat-script-url', value: '/sandbox/chat.js', status: true },
          { key: 'header-games', value: '[{"code":"aviator"}]', status: true },
          { key: 'remote-override', value: 'false', status: false },
        ],
        domainStatus: { current: 'vitrin1.example', next: 'vitrin2.example' },
        trialBonusAmount: 100,
        popup: { images: [{ url: '/sandbox/img/popup/a.svg' }], url: '/promotions' },
      },
    });
    const data = answer.data;
    expect(data.sliderList[0]).toEqual({ slug: 'welcome', url: HOSTILE_LINK, target: '_self', images: [{ url: '/sandbox/img/slide/a.svg' }] });
    expect(data.popup).toEqual({ images: [{ url: '/sandbox/img/popup/a.svg' }], url: HOSTILE_LINK });
    expect(hostile(data.categoryList[0]!.name, 'Policies')).toBe(true);
    expect(data.categoryList[0]!.content[0]!.id).toBe(3);
    expect(hostile(data.categoryList[0]!.content[0]!.title, 'Privacy')).toBe(true);
    expect(data.casinoCategoryList[0]).toMatchObject({ id: 1, slugList: ['slot'], imageUrl: '/sandbox/img/category/1.svg' });
    expect(data.language[0]!.locale).toBe('tr');
    expect(data.translationList[0]!.key).toBe('site.welcome');
    expect(hostile(data.translationList[0]!.value, 'Welcome')).toBe(true);
    const option = (key: string) => data.siteOption.find((item) => item.key === key)!.value;
    expect(option('whatsapp')).toBe(HOSTILE_LINK);
    expect(option('livetv')).toBe(HOSTILE_LINK);
    expect(hostile(option('quick-telegram-1'), '@vitrin')).toBe(true);
    expect(option('chat-script-url')).toBe('/sandbox/chat.js');
    expect(option('header-games')).toBe('[{"code":"aviator"}]');
    expect(option('remote-override')).toBe('false');
    expect(data.domainStatus).toEqual({ current: 'vitrin1.example', next: 'vitrin2.example' });
    expect(data.trialBonusAmount).toBe(100);
  });

  it('content pages and promotions get every HTML payload; ids and picture addresses stay', () => {
    const page = hostileAnswer({ success: true, data: { id: 2, title: 'Rules', html: '<p>Rules</p>' } });
    expect(page.data.html).toBe(`<p>Rules</p>${HTML_PAYLOAD}`);
    expect(page.data.id).toBe(2);
    const promotion = hostileAnswer({ success: true, data: [{ id: 1, title: 'Bonus', summary: 'Get it', html: '<b>x</b>', image: '/sandbox/img/promotion/1.svg' }] });
    expect(hostile(promotion.data[0]!.summary, 'Get it')).toBe(true);
    expect(promotion.data[0]!.image).toBe('/sandbox/img/promotion/1.svg');
  });

  it('payments: labels, option names, method names and messages turn hostile; amounts and codes stay', () => {
    const detail = hostileAnswer({ success: true, data: [{ key: 'IBAN', mask: 'TR00', objectType: 'string', option: [{ id: 'a', name: 'Bank A' }] }] });
    expect(hostile(detail.data[0]!.key, 'IBAN')).toBe(true);
    expect(detail.data[0]!.mask).toBe('TR00');
    expect(hostile(detail.data[0]!.option[0]!.name, 'Bank A')).toBe(true);
    const methods = hostileAnswer({ success: true, data: [{ id: 4, type: 1, name: 'Papara', logoUrl: null, minAmount: '10.00', maxAmount: '5000.00', feePercent: '0.00', presets: ['50.00'] }] });
    expect(methods.data[0]).toMatchObject({ id: 4, type: 1, minAmount: '10.00', maxAmount: '5000.00', feePercent: '0.00', presets: ['50.00'] });
    expect(hostile(methods.data[0]!.name, 'Papara')).toBe(true);
    const refused = hostileAnswer({ success: false, message: 'Amount too high' });
    expect(hostile(refused.message, 'Amount too high')).toBe(true);
  });

  it('session data, balances and tokens stay exact', () => {
    const session = { success: true, data: { token: 'abc', username: 'demo', usercode: '100001', balance: '1250.50', betsyToken: 't', betsyUrl: 'https://x' } };
    expect(hostileAnswer(session)).toEqual(session);
  });

  it('casino games: names and studios turn hostile; codes and pictures stay', () => {
    const games = hostileAnswer({ success: true, data: { items: [{ id: 9, name: 'Aviator', gameCode: 'aviator', providerName: 'spribe', studio: 'Spribe', imageUrl: '/sandbox/img/game/aviator.svg' }], total: 1 } });
    expect(games.data.items[0]).toMatchObject({ id: 9, gameCode: 'aviator', providerName: 'spribe', imageUrl: '/sandbox/img/game/aviator.svg' });
    expect(hostile(games.data.items[0]!.name, 'Aviator')).toBe(true);
    expect(hostile(games.data.items[0]!.studio, 'Spribe')).toBe(true);
  });

  it('hub: a Notification message gets hostile title and note; a Balance message stays exact', () => {
    const pushed = hostileHubMessage({ command: 'Notification', message: JSON.stringify({ id: 7, title: 'Bonus', note: 'Loaded', type: 'Bonus', timeStamp: '2026-01-01T00:00:00' }) });
    const notification = JSON.parse(pushed.message) as { id: number; title: string; note: string; type: string; timeStamp: string };
    expect(notification).toMatchObject({ id: 7, type: 'Bonus', timeStamp: '2026-01-01T00:00:00' });
    expect(hostile(notification.title, 'Bonus')).toBe(true);
    expect(hostile(notification.note, 'Loaded')).toBe(true);
    const balance = { command: 'Balance', message: '{"balance":"10.00"}' };
    expect(hostileHubMessage(balance)).toBe(balance);
  });
});
