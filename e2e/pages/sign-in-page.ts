import type { Page } from 'playwright-core';

/** The lab staff sign-in page, driven by the texts a user sees. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, path = '/login') {
    await this.page.goto(`${baseUrl}${path}`);
    await this.page.getByRole('button', { name: 'Sign in' }).waitFor();
  }

  async signIn(username: string, password: string) {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
