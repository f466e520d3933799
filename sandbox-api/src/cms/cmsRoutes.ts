import type { FastifyInstance } from 'fastify';
import { callMe, cmsGrouped, contentList, contentPage, promotions } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { publicCall } from '../http/route';
import { translate } from '../i18n/messages';
import { playerByToken } from '../auth/players';
import { FOOTER_GROUPS } from './contentPages';
import { PROMOTIONS } from './promotions';
import {
  CASINO_CATEGORIES, DOMAIN_STATUS, POPUP_SIZES, SLIDES, SLIDE_SIZES, TRANSLATIONS, TRIAL_BONUS_AMOUNT,
} from './bootstrap';
import type { Locale } from '../i18n/locale';
import { categoryPreview } from '../casino/categoryPreview';

/** The side menu of the dashboard lists category 1: every page, in order. */
const SIDE_MENU_CATEGORY = 1;

export function imageUrl(kind: string, ...parts: (string | number)[]): string {
  return `/sandbox/img/${kind}/${parts.map((p) => encodeURIComponent(String(p))).join('/')}.svg`;
}

/** A home slide's pictures, one per carousel size (default, ≥ 992 px, ≥ 1200 px). */
export function slideImageUrls(slideKey: string, locale: Locale): string[] {
  return SLIDE_SIZES.map((size) => imageUrl('slide', slideKey, locale, `${size.width}x${size.height}`));
}

async function pageTitles(server: ServerContext, locale: Locale) {
  return server.db.query<{ id: number; title: string }>(
    'SELECT id, title FROM content_pages WHERE locale = $1 ORDER BY sort', [locale],
  );
}

/**
 * Site options are one value per key (spec §3); an option the operator wrote per language is
 * stored as `key@locale` next to `key` and answers as `key` in that language.
 */
export function localizedOptions<T extends { key: string; value: string | null; status: boolean }>(rows: T[], locale: Locale): T[] {
  const override = new Map(rows.filter((row) => row.key.endsWith(`@${locale}`) && row.status).map((row) => [row.key.slice(0, -locale.length - 1), row.value]));
  return rows
    .filter((row) => !row.key.includes('@'))
    .map((row) => (override.has(row.key) ? { ...row, value: override.get(row.key) ?? row.value } : row));
}

export function cmsRoutes(app: FastifyInstance, server: ServerContext): void {
  const { db } = server;

  publicCall(app, cmsGrouped, async (_input, ctx) => {
    const titles = await pageTitles(server, ctx.locale);
    const byId = new Map(titles.map((page) => [page.id, page]));
    const siteOption = localizedOptions(
      await db.query<{ key: string; value: string | null; status: boolean }>('SELECT key, value, status FROM site_options ORDER BY sort'),
      ctx.locale,
    );
    return {
      success: true,
      message: null,
      data: {
        sliderList: SLIDES.map((slide) => ({
          slug: 'home',
          url: slide.url,
          target: slide.target,
          images: slideImageUrls(slide.key, ctx.locale).map((url) => ({ url })),
        })),
        categoryList: FOOTER_GROUPS.map((group) => ({
          name: group.name,
          content: group.ids.map((id) => byId.get(id)).filter((page) => page !== undefined),
        })),
        casinoCategoryList: CASINO_CATEGORIES.map((category) => ({
          id: category.id,
          name: category.name[ctx.locale],
          slugList: category.slugList,
          imageUrl: imageUrl('category', category.id),
          ...(category.liveFilter ? { liveFilter: category.liveFilter } : {}),
          // Spec §3: a category carries games; the first few here, the rest through casino/categorygames.
          games: categoryPreview(category.id),
        })),
        language: [{ locale: 'tr', name: 'Türkçe' }, { locale: 'en', name: 'English' }],
        translationList: TRANSLATIONS[ctx.locale],
        siteOption,
        domainStatus: { ...DOMAIN_STATUS },
        trialBonusAmount: TRIAL_BONUS_AMOUNT,
        popup: {
          images: POPUP_SIZES.map((size) => ({ url: imageUrl('popup', ctx.locale, `${size.width}x${size.height}`) })),
          url: '/promotions',
        },
      },
    };
  });

  publicCall(app, contentList, async (input, ctx) => {
    const rows = input.status && input.categoryId === SIDE_MENU_CATEGORY
      ? await pageTitles(server, ctx.locale)
      : [];
    return { success: true, message: null, data: rows };
  });

  publicCall(app, contentPage, async (input, ctx) => {
    const [page] = await db.query<{ id: number; title: string; html: string }>(
      'SELECT id, title, html FROM content_pages WHERE id = $1 AND locale = $2', [input.id, ctx.locale],
    );
    if (!page) return { success: false, message: translate(ctx.locale, 'content.notFound'), data: null };
    return { success: true, message: null, data: page };
  });

  publicCall(app, promotions, async (_input, ctx) => {
    const rows = await db.query<{ id: number; title: string; summary: string; html: string }>(
      'SELECT id, title, summary, html FROM promotions WHERE locale = $1 ORDER BY sort', [ctx.locale],
    );
    return {
      success: true,
      message: null,
      data: rows.map((row) => {
        const seed = PROMOTIONS.find((promotion) => promotion.id === row.id);
        const bonusId = seed?.bonusId;
        return {
          ...row,
          images: [
            { url: imageUrl('promotion', row.id, ctx.locale, 'card') },
            { url: imageUrl('promotion', row.id, ctx.locale, 'detail') },
          ],
          ...(bonusId === undefined ? {} : { bonusId }),
          ...(seed?.action ? { action: { label: seed.action.label[ctx.locale], url: seed.action.url } } : {}),
        };
      }),
    };
  });

  publicCall(app, callMe, async (input, ctx) => {
    // Guests may ask for a call too; a member's request is linked to the account.
    const player = ctx.token ? await playerByToken(db, ctx.token) : null;
    await db.query('INSERT INTO call_requests (player_id, name, message, contacts, locale) VALUES ($1, $2, $3, $4, $5)', [
      player?.id ?? null, input.name, input.message, JSON.stringify(input.contacts), ctx.locale,
    ]);
    return { success: true, message: translate(ctx.locale, 'callme.ok') };
  });
}
