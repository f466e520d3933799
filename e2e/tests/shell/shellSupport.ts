import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SitePage } from '../../support';

/** Same djb2 hash as host/src/shell/popup/popupHash.ts (the popup spec checks they agree). */
export function popupHashOf(popup: { images: { url: string }[]; url?: string | null }): string {
  const text = JSON.stringify({ images: popup.images.map((image) => image.url), url: popup.url ?? null });
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

export interface GroupedPopup {
  images: { url: string }[];
  url?: string | null;
}

/** The popup of the bootstrap data in a language, as the sandbox serves it. */
export async function groupedPopup(request: APIRequestContext, baseURL: string, lang: 'tr' | 'en'): Promise<GroupedPopup | null> {
  const response = await request.get(`${baseURL}/api/cms/grouped`, { headers: { 'x-locale': lang } });
  const body = (await response.json()) as { data?: { popup?: GroupedPopup | null } };
  return body.data?.popup ?? null;
}

/**
 * Marks the home popup as already seen before the next load, so a spec about something else is
 * not covered by it. Other areas' specs that open `/` can use it the same way.
 */
export async function markPopupSeen(page: Page, request: APIRequestContext, baseURL: string, lang: 'tr' | 'en' = 'tr'): Promise<void> {
  const popup = await groupedPopup(request, baseURL, lang);
  if (!popup) return;
  const hash = popupHashOf(popup);
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem('popupHash', value);
    } catch {
      // no storage: nothing to seed
    }
  }, hash);
}

/** Marks the top banner as read before the next load (for specs that are not about it). */
export async function markTopBannerRead(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem('topNotifyRead', 'yes');
    } catch {
      // no storage: nothing to seed
    }
  });
}

type BusWindow = Window & {
  __vitrinBus_v1?: { on: (name: string, handler: (payload: unknown) => void) => () => void };
  __shellSeen?: Record<string, unknown[]>;
};

/** Records a bus event in the page (the bus lives on globalThis per contract major). */
export async function listenOnBus(page: Page, name: string): Promise<void> {
  await page.evaluate((event) => {
    const w = window as BusWindow;
    w.__shellSeen ??= {};
    w.__shellSeen[event] = [];
    w.__vitrinBus_v1?.on(event, (payload) => w.__shellSeen?.[event]?.push(payload));
  }, name);
}

export async function busEvents(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate((event) => (window as BusWindow).__shellSeen?.[event] ?? [], name);
}

/** Locators of the site frame, by role and accessible name where there is one. */
export class ShellPage {
  constructor(readonly site: SitePage) {}

  get page(): Page {
    return this.site.page;
  }

  /** Opens a path with the popup (and, unless asked, the top banner) already dismissed. */
  async open(path: string, options: { lang?: 'tr' | 'en'; keepTopBanner?: boolean; keepPopup?: boolean } = {}): Promise<void> {
    const lang = options.lang ?? 'tr';
    await this.site.setLanguage(lang);
    if (!options.keepPopup) await markPopupSeen(this.page, this.page.request, this.site.baseURL, lang);
    if (!options.keepTopBanner) await markTopBannerRead(this.page);
    await this.site.goto(path);
  }

  get header(): Locator {
    return this.page.getByTestId('site-header');
  }

  get topBanner(): Locator {
    return this.page.getByTestId('top-banner');
  }

  get mainMenu(): Locator {
    return this.page.getByRole('navigation', { name: /^(Ana menü|Main menu)$/ });
  }

  get compactMenu(): Locator {
    return this.page.getByRole('navigation', { name: /^(Hızlı menü|Quick menu)$/ });
  }

  get bottomBar(): Locator {
    return this.page.getByRole('navigation', { name: /^(Alt menü|Bottom menu)$/ });
  }

  get leftMenu(): Locator {
    return this.page.locator('#vitrin-left-menu');
  }

  get footer(): Locator {
    return this.page.getByTestId('site-footer');
  }

  get callRequestDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^(Sizi Arayalım|Call Request)$/ });
  }

  /** The notistack toasts on screen. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.notistack-MuiContent').filter({ hasText: text });
  }

  async openMobileMenu(): Promise<void> {
    await this.page.getByTestId('mobile-menu-open').click();
    await this.leftMenu.waitFor({ state: 'visible' });
  }
}
