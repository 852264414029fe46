import type { Page } from 'playwright-core';

/** The frame around every signed-in page: header, language menu, user menu, navigation. */
export class AppFrame {
  constructor(private readonly page: Page) {}

  async chooseLanguage(name: string) {
    await this.page.getByRole('button', { name: /Language|भाषा|اللغة|Idioma|Langue/ }).click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async signOut(logOutText = 'Log out') {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByRole('menuitem', { name: logOutText }).click();
  }

  async openNavigation(name: string) {
    await this.page.getByRole('navigation').getByRole('link', { name }).click();
  }
}
