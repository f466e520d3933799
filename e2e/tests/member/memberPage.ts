import { expect, type Locator, type Page } from '@playwright/test';
import { label, type MemberTexts } from './memberTexts';
import { randomTcKimlikNo } from '../../support/tcKimlikNo';

// Kept importable from here for the specs that take it with MemberPage; it lives in support.
export { withoutPopup } from '../../support/popup';

/** The member parts of the site as the specs use them. */
export class MemberPage {
  constructor(
    readonly page: Page,
    readonly text: MemberTexts,
  ) {}

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  field(scope: Locator, text: string): Locator {
    return scope.getByLabel(label(text));
  }

  get balance(): Locator {
    return this.page.getByTestId('header-balance');
  }

  get loginButton(): Locator {
    return this.page.getByTestId('header-login');
  }

  async expectMember(): Promise<void> {
    await expect(this.balance).toBeVisible();
    await expect(this.loginButton).toHaveCount(0);
  }

  async expectGuest(): Promise<void> {
    await expect(this.loginButton).toBeVisible();
    await expect(this.balance).toHaveCount(0);
  }

  async openLogin(): Promise<Locator> {
    await this.loginButton.click();
    const dialog = this.dialog(this.text.loginTitle);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async submitLogin(dialog: Locator, username: string, password: string): Promise<void> {
    await this.field(dialog, this.text.username).fill(username);
    await this.field(dialog, this.text.password).fill(password);
    await dialog.getByRole('button', { name: this.text.loginSubmit, exact: true }).click();
  }

  async openRegister(): Promise<Locator> {
    await this.page.getByTestId('header-signup').click();
    const dialog = this.dialog(this.text.registerTitle);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Opens the account entries: the user menu on desktop, the profile panel on mobile. */
  async openAccountMenu(mobile: boolean): Promise<Locator> {
    if (mobile) {
      await this.page.getByTestId('header-user-icon').click();
      const panel = this.page.getByTestId('profile-panel');
      await expect(panel).toBeVisible();
      return panel;
    }
    await this.balance.click();
    const menu = this.page.getByTestId('user-menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  async logout(mobile: boolean): Promise<void> {
    const menu = await this.openAccountMenu(mobile);
    await menu.getByTestId('account-menu-logout').click();
  }

  /** The notifications: the popover on desktop, the bottom sheet on mobile. */
  async openNotifications(mobile: boolean): Promise<Locator> {
    await this.page.getByTestId('notification-bell').click();
    const panel = this.page.getByTestId(mobile ? 'notification-sheet' : 'notification-popover');
    await expect(panel.first()).toBeVisible();
    return panel.first();
  }
}

export interface RegistrationData {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  personalNo: string;
  password: string;
}

function digits(count: number): string {
  let out = String(1 + Math.floor(Math.random() * 9));
  while (out.length < count) out += String(Math.floor(Math.random() * 10));
  return out;
}

export function registrationData(username: string): RegistrationData {
  return {
    name: 'Ayşe Nur',
    surname: 'Çelik',
    username,
    email: `${username.toLowerCase()}@example.com`,
    phone: `5${digits(9)}`,
    personalNo: randomTcKimlikNo(),
    password: 'secret123',
  };
}

/** Fills the whole form (the country keeps its default) and confirms the terms and age. */
export async function fillRegistration(member: MemberPage, dialog: Locator, data: RegistrationData): Promise<void> {
  const t = member.text;
  await expect(member.field(dialog, t.country)).not.toHaveValue('');
  await member.field(dialog, t.name).fill(data.name);
  await member.field(dialog, t.surname).fill(data.surname);
  await member.field(dialog, t.username).fill(data.username);
  await member.field(dialog, t.emailLabel).fill(data.email);
  await member.field(dialog, t.phone).fill(data.phone);
  await member.field(dialog, t.personalNo).fill(data.personalNo);
  await member.field(dialog, t.registerPassword).fill(data.password);
  await member.field(dialog, t.registerPassword2).fill(data.password);
  await member.field(dialog, t.day).fill('17');
  await member.field(dialog, t.month).fill('05');
  await member.field(dialog, t.year).fill('1990');
  await dialog.getByLabel(t.terms).check();
}
