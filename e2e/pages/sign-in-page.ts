import type { Page } from 'playwright-core';

/** A sign-in page (lab staff by default), driven by the texts a user sees. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, path = '/login') {
    await this.page.goto(`${baseUrl}${path}`);
    await this.waitForForm();
  }

  async waitForForm() {
    await this.page.getByRole('button', { name: 'Sign in' }).waitFor();
  }

  async signIn(username: string, password: string) {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
