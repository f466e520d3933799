import { expect } from '@playwright/test';
import { withoutPopup } from './popup';
import type { SandboxClient } from './SandboxClient';
import type { Language, SitePage } from './SitePage';
import type { NewMember } from './session';

/**
 * Waits for the member's one hub connection: from then on what the operator does (a notification,
 * a balance, a payment decision) reaches the page live. The hub connects once the fingerprint
 * exists (ADR 0011), so a spec waits for it before the operator acts.
 */
export async function hubUp(sandbox: SandboxClient, username: string): Promise<void> {
  await expect.poll(() => sandbox.hubConnections(username), { timeout: 15_000 }).toBe(1);
}

export interface LiveMemberOptions {
  /** The stored language before the page loads; the site's default (tr) when left out. */
  lang?: Language;
  /** A balance the operator sets before the page loads. */
  balance?: number;
  /** Wait for the hub (default); false when the spec checks the page first and waits itself. */
  hub?: boolean;
}

/**
 * The set-up of the live specs (notifications, payments, sports): a fresh member signed in through
 * the API, on `path` without the home popup, and (unless `hub: false`) with its hub connected.
 */
export async function openAsNewMember(site: SitePage, sandbox: SandboxClient, path: string, options: LiveMemberOptions = {}): Promise<NewMember> {
  const member = await site.loginAsNewMember();
  if (options.balance !== undefined) await sandbox.setBalance(member.username, options.balance);
  if (options.lang) await site.setLanguage(options.lang);
  await withoutPopup(site.page);
  await site.goto(path);
  if (options.hub !== false) await hubUp(sandbox, member.username);
  return member;
}
