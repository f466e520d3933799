import { expect, type FrameLocator, type Page } from '@playwright/test';

/** What the sports specs read, in the language each project runs in (desktop en, mobile tr). */
export const TEXTS = {
  en: { book: 'Sports Betting', login: 'Login', quickMenu: 'Quick menu', placed: /Your bet is placed \(#(\d+)\)/, place: 'Place bet', stake: 'Stake (₺)', back: 'All events' },
  tr: { book: 'Spor Bahisleri', login: 'Giriş Yap', quickMenu: 'Hızlı menü', placed: /Kuponunuz alındı \(#(\d+)\)/, place: 'Bahis yap', stake: 'Bahis tutarı (₺)', back: 'Tüm karşılaşmalar' },
} as const;

export type Lang = keyof typeof TEXTS;

/** The sportsbook frame of the page: its element (address) and its content (another origin). */
export function sportsbookFrame(page: Page): { element: ReturnType<Page['getByTestId']>; content: FrameLocator } {
  return { element: page.getByTestId('sportsbook-frame'), content: page.frameLocator('[data-testid="sportsbook-frame"]') };
}

/** The frame's address once it is set, as a URL. */
export async function frameAddress(page: Page): Promise<URL> {
  const { element } = sportsbookFrame(page);
  await expect(element).toHaveAttribute('src', /^http/, { timeout: 20_000 });
  return new URL((await element.getAttribute('src'))!);
}
