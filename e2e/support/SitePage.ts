import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, registerMember, sessionEntries, type Credentials, type NewMember, type NewMemberOptions, type Session } from './session';

import type manifest from '../../remotes.manifest.json';

export type Language = 'tr' | 'en';

/** A remote of the one manifest (remotes.manifest.json). */
export type RemoteName = keyof typeof manifest.remotes;

let seedCounter = 0;

/**
 * The site as a player sees it. Storage seeded before load (language, login) is written ONCE per
 * tab, so a test may still log out or switch language through the UI afterwards.
 */
export class SitePage {
  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {}

  /** Opens a path of the site and waits until the app has rendered (the main landmark is there). */
  async goto(path: string, options: { waitForShell?: boolean } = {}): Promise<void> {
    await this.page.goto(path);
    if (options.waitForShell !== false) await expect(this.main).toBeVisible({ timeout: 20_000 });
  }

  /**
   * Goes to a path of the open app without a new document, as a click on one of its links does:
   * the router's own navigation (a history entry and the popstate event it listens to), so the
   * target's lazy modules load into the running app. Returns once the router has shown the route:
   * the tab title (set from the shown route's data) has changed, so the route before must have
   * another title, and show it already: its title landing late (a move just before still under
   * way) would pass for arrival here.
   */
  async navigateInApp(path: string): Promise<void> {
    const before = await this.page.title();
    await this.page.evaluate((target) => {
      // The entry carries the router's own fields (its index one above the page's), so the router's
      // later pushes and Back count from it as from an entry it pushed itself.
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
    await expect(this.page, `the tab title after going to ${path} inside the app (the page before must have another title)`).not.toHaveTitle(before, { timeout: 20_000 });
  }

  /**
   * Sets the language before the next page load as a returning visitor has it: stored (the site
   * reads `lang` at start) and in the `lang` cookie the site writes at every start (the server
   * paints the page in it before any script runs, and embeds answers only in that language).
   */
  async setLanguage(lang: Language): Promise<void> {
    await this.seedStorage([{ name: 'lang', value: lang }]);
    await this.page.context().addCookies([{ name: 'lang', value: lang, url: this.baseURL }]);
  }

  /** Logs in through the API and stores the session before the next page load. */
  async loginAs(username: string, password: string): Promise<Session> {
    const session = await apiLogin(this.request, this.baseURL, { username, password });
    await this.seedStorage(sessionEntries(session));
    return session;
  }

  /** Registers a fresh member through POST /api/auth/register (not logged in on the page). */
  async newMember(options: NewMemberOptions = {}): Promise<NewMember> {
    return registerMember(this.request, this.baseURL, options);
  }

  /** Registers a fresh member and logs the page in as it. */
  async loginAsNewMember(options: NewMemberOptions = {}): Promise<NewMember> {
    const member = await this.newMember(options);
    await this.loginAs(member.username, member.password);
    return member;
  }

  async loginAsCredentials(credentials: Credentials): Promise<Session> {
    return this.loginAs(credentials.username, credentials.password);
  }

  get header(): Locator {
    return this.page.getByRole('banner').first();
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo').first();
  }

  /**
   * The main landmark, also while a modal hides it from assistive technology: the home popup opens
   * over the page in the first idle moment after its content (ADR 0062) and sets aria-hidden on
   * the rest of the page, so a wait by role alone that looked a moment late never found it.
   */
  get main(): Locator {
    return this.page.getByRole('main', { includeHidden: true }).first();
  }

  /** The host's wrapper around any remote's routes (`data-remote-section`, `data-remote-version`). */
  get remoteSection(): Locator {
    return this.page.locator('[data-remote-section]').first();
  }

  /** The host's wrapper around one remote's routes: what the drills read, whatever the remote renders. */
  ownerMarker(name: RemoteName): Locator {
    return this.page.locator(`[data-remote-section="${name}"]`).first();
  }

  /** The localised "… is temporarily unavailable" notice of a remote's section (with Retry). */
  sectionFallback(name: RemoteName): Locator {
    return this.page.locator(`[data-testid="section-fallback"][data-remote="${name}"]`).first();
  }

  /** Waits until a page of the given remote is rendered. */
  async expectRemote(name: RemoteName): Promise<void> {
    await expect(this.ownerMarker(name)).toBeAttached({ timeout: 20_000 });
  }

  /** The value of the local-storage key in the page. */
  async storage(key: string): Promise<string | null> {
    return this.page.evaluate((k) => window.localStorage.getItem(k), key);
  }

  /**
   * Writes local-storage entries before the first document of this tab loads, once: a marker in
   * sessionStorage (which lives as long as the tab) keeps later reloads from writing them again.
   */
  private async seedStorage(entries: { name: string; value: string }[]): Promise<void> {
    seedCounter += 1;
    await this.page.addInitScript(
      ({ origin, marker, items }) => {
        if (window.top !== window || window.location.origin !== origin) return;
        try {
          if (window.sessionStorage.getItem(marker)) return;
          for (const item of items) window.localStorage.setItem(item.name, item.value);
          window.sessionStorage.setItem(marker, '1');
        } catch {
          // A document without storage (about:blank, sandboxed frame) has nothing to seed.
        }
      },
      { origin: new URL(this.baseURL).origin, marker: `__e2e_seed_${seedCounter}_${Date.now()}`, items: entries },
    );
  }
}
