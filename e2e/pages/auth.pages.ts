import type { Page } from 'playwright-core';

export interface NewAccount {
  username: string;
  firstName: string;
  country: string;
  email: string;
  password: string;
}

/** /register as a user sees it. */
export class RegisterPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/register`);
    await this.page.getByRole('heading', { name: 'Create an Account' }).waitFor();
  }

  async chooseCountry(country: string) {
    await this.page.getByRole('combobox', { name: 'Country' }).click();
    const search = this.page.getByPlaceholder('Search country...');
    await search.fill(country);
    await this.page.getByRole('option', { name: country, exact: true }).click();
  }

  async fill(account: NewAccount) {
    await this.page.getByLabel('Username', { exact: true }).fill(account.username);
    await this.page.getByLabel('First Name', { exact: true }).fill(account.firstName);
    await this.chooseCountry(account.country);
    await this.page.getByLabel('Email', { exact: true }).fill(account.email);
    await this.page.getByLabel('Password', { exact: true }).fill(account.password);
    await this.page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }
}

/** /email-verification: six slots that submit on the sixth character. */
export class VerificationPage {
  constructor(private readonly page: Page) {}

  async waitFor(email: string) {
    await this.page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await this.page.getByText(`Enter the 6-digit code sent to ${email}`).waitFor();
  }

  async typeCode(code: string) {
    await this.page.getByLabel('Digit 1 of 6').click();
    await this.page.keyboard.type(code, { delay: 30 });
  }
}

/** /login. */
export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async waitFor() {
    await this.page.getByRole('heading', { name: /^Login to/ }).waitFor();
  }

  async open() {
    await this.page.goto(`${this.baseUrl}/login`);
    await this.waitFor();
  }

  async logIn(email: string, password: string) {
    await this.page.getByLabel('Email', { exact: true }).fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }
}
