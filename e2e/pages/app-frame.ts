import type { Page } from 'playwright-core';

const languageButton = /Language|भाषा|اللغة|Idioma|Langue/;

/** The frame around every signed-in page: header, its controls (folded on phones), user menu, navigation. */
export class AppFrame {
  constructor(private readonly page: Page) {}

  /** The button that opens the header's controls on a phone. */
  get optionsButton() {
    return this.page.getByTestId('header-options');
  }

  get userMenu() {
    return this.page.getByTestId('user-menu');
  }

  /** The header's controls, opened from their button on a phone, in a row on wider screens. */
  async openOptions() {
    await this.optionsButton.click();
    const drawer = this.page.getByRole('dialog');
    await drawer.waitFor();
    return drawer;
  }

  async chooseLanguage(name: string) {
    if (await this.optionsButton.isVisible()) {
      const drawer = await this.openOptions();
      await drawer.getByText(name, { exact: true }).click();
      await this.page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      return;
    }
    await this.page.getByRole('button', { name: languageButton }).click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async signOut(logOutText = 'Log out') {
    await this.userMenu.click();
    await this.page.getByRole('menuitem', { name: logOutText }).click();
  }

  async openNavigation(name: string) {
    await this.page.getByRole('navigation').getByRole('link', { name }).click();
  }
}
