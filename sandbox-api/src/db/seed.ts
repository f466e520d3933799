import type { Database } from './database';
import { COUNTRIES } from '../cms/countries';
import { CONTENT_PAGES } from '../cms/contentPages';
import { PROMOTIONS } from '../cms/promotions';
import { SITE_OPTIONS } from '../cms/siteOptions';
import { hashPassword } from '../security/password';
import { setBalanceTo } from '../wallet/walletStore';

export const DEMO_USER = { username: 'demo', password: 'demo123', balance: '1250.50' } as const;

/**
 * Reference data is upserted on every start (so edits to the seed files show up); the demo member
 * and its notifications are created once and then belong to whoever plays with them.
 */
export async function seed(db: Database): Promise<void> {
  for (const [index, country] of COUNTRIES.entries()) {
    await db.query(
      `INSERT INTO countries (id, name, sort) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, sort = EXCLUDED.sort`,
      [country.id, country.name, index],
    );
  }
  for (const [index, page] of CONTENT_PAGES.entries()) {
    for (const locale of ['tr', 'en'] as const) {
      await db.query(
        `INSERT INTO content_pages (id, locale, category, title, html, sort) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id, locale) DO UPDATE SET category = EXCLUDED.category, title = EXCLUDED.title,
           html = EXCLUDED.html, sort = EXCLUDED.sort`,
        [page.id, locale, page.group, page.title[locale], page.html[locale], index],
      );
    }
  }
  for (const [index, promo] of PROMOTIONS.entries()) {
    for (const locale of ['tr', 'en'] as const) {
      await db.query(
        `INSERT INTO promotions (id, locale, title, summary, html, sort) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id, locale) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary,
           html = EXCLUDED.html, sort = EXCLUDED.sort`,
        [promo.id, locale, promo.title[locale], promo.summary[locale], promo.html[locale], index],
      );
    }
  }
  for (const [index, option] of SITE_OPTIONS.entries()) {
    // Operators may have switched an option; keep their choice, only add new keys.
    await db.query(
      `INSERT INTO site_options (key, value, status, sort) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING`,
      [option.key, option.value, option.status, index],
    );
  }
  const existing = await db.query('SELECT id FROM players WHERE lower(username) = $1', [DEMO_USER.username]);
  if (existing.length > 0) return;
  const passwordHash = await hashPassword(DEMO_USER.password);
  const demoId = await db.transaction(async (tx) => {
    const [player] = await tx.query<{ id: number }>(
      `INSERT INTO players (username, usercode, email, personal_no, name, surname, phone, sms_verified, country_id,
         birth_date, password_hash, balance)
       VALUES ($1, '100001', 'demo@vitrin.example', '10000000146', 'Deniz', 'Yılmaz', '905551112233', FALSE, 1,
         '1990-05-17', $2, 0) RETURNING id`,
      [DEMO_USER.username, passwordHash],
    );
    const seeded: [string, string, string, boolean, boolean, number][] = [
      ['Hoş geldin bonusu hazır', 'İlk yatırımına %100 bonus seni bekliyor. Bonus Talep sayfasından alabilirsin.', 'Bonus', false, false, 2],
      ['Para yatırma onaylandı', '500,00 ₺ tutarındaki yatırımınız hesabınıza eklendi.', '1', true, true, 26],
      ['Çekim talebiniz alındı', '300,00 ₺ tutarındaki çekim talebiniz işleme alındı.', 'Withdraw', false, false, 50],
      ['Jackpot kazananı!', 'Bu hafta Sweet Bonanza’da 125.000 ₺ jackpot kazanıldı.', '3', true, false, 74],
      ['Bakım duyurusu', 'Canlı casino sağlayıcısında 03:00–04:00 arasında bakım yapılacaktır.', 'System', false, true, 98],
    ];
    for (const [title, note, type, typeIsNumber, isRead, hoursAgo] of seeded) {
      await tx.query(
        `INSERT INTO notifications (player_id, title, note, type, type_is_number, is_read, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() - ($7 || ' hours')::interval)`,
        [player!.id, title, note, type, typeIsNumber, isRead, String(hoursAgo)],
      );
    }
    return player!.id;
  });
  // The opening balance goes through the ledger like every other credit, so it sums to the balance.
  await setBalanceTo(db, demoId, DEMO_USER.balance, 'opening balance');
}
