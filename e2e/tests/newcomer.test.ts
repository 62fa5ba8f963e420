import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { LoginPage, RegisterPage, VerificationPage } from '../pages/auth.pages';

let platform: Platform;
let browser: Browser;
const PASSWORD = 'first-hand-pass';

before(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The code the dev outbox holds for `email` (no SMTP_URL: mails stay on the server, listed at /dev/mail.json). */
async function mailedCode(email: string): Promise<string> {
  const response = await fetch(`${platform.baseUrl}/dev/mail.json`);
  const { mails } = (await response.json()) as { mails: { to: string; subject: string }[] };
  const mail = mails.find((candidate) => candidate.to === email);
  const code = mail && /([A-Z0-9]{6})$/.exec(mail.subject)?.[1];
  assert.ok(code, `a verification mail to ${email}`);
  return code;
}

/** Signs up through the screens; leaves the page on the verification screen. */
async function signUp(page: Page, name: string) {
  const email = `${name}.${Date.now()}@example.com`;
  const register = new RegisterPage(page, platform.baseUrl);
  await register.open();
  await register.fill({ username: name, firstName: 'Nell', country: 'Iceland', email, password: PASSWORD });
  await register.submit();
  await new VerificationPage(page).waitFor(email);
  return email;
}

async function verifiedAccount(page: Page, name: string) {
  const email = await signUp(page, name);
  await new VerificationPage(page).typeCode(await mailedCode(email));
  await new LoginPage(page, platform.baseUrl).waitFor();
  return email;
}

test('right after sign-up the verification page already counts the resend cooldown down', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await signUp(page, 'cooldown_kid');

  const resend = page.getByRole('button', { name: /^Resend available in \d:\d\d$/ });
  await resend.waitFor({ timeout: 1000 });
  assert.match(await resend.innerText(), /^Resend available in (1:00|0:59|0:58)$/);
  assert.equal(await resend.isDisabled(), true);
  await resend.click({ force: true });
  await page.waitForTimeout(300);
  assert.equal(await page.getByText(/Please wait/).count(), 0, 'no refused resend');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a username already taken is marked under its field as well as in the toast, until it is changed', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  await signUp(page, 'first_claim');
  const register = new RegisterPage(page, platform.baseUrl);
  await register.open();
  await register.fill({
    username: 'first_claim',
    firstName: 'Nell',
    country: 'Iceland',
    email: `second.${Date.now()}@example.com`,
    password: PASSWORD,
  });
  await register.submit();
  await page.getByRole('alert').filter({ hasText: 'Username is already taken.' }).first().waitFor();
  const username = page.getByLabel('Username', { exact: true });
  await page.waitForFunction((field) => field?.getAttribute('aria-invalid') === 'true', await username.elementHandle());
  assert.match(
    (await username.evaluate((field) => (field as HTMLInputElement).labels?.[0]?.closest('.MuiFormControl-root')?.textContent)) ?? '',
    /Username is already taken\./,
  );
  assert.equal(page.url(), `${platform.baseUrl}/register`, 'the player stays on the form');
  await username.fill('second_claim');
  await page.waitForFunction((field) => field?.getAttribute('aria-invalid') !== 'true', await username.elementHandle());
  assert.deepEqual(errors, []);
  await page.close();
});

test('the stale "Please verify your email" toast goes once the e-mail is verified', async () => {
  const page = await browser.newPage();
  const email = await signUp(page, 'stale_toast');
  const login = new LoginPage(page, platform.baseUrl);
  await login.open();
  await login.logIn(email, PASSWORD);
  await page.getByText('Please verify your email before logging in.').waitFor();
  await page.waitForURL(`${platform.baseUrl}/email-verification`);
  await new VerificationPage(page).waitFor(email);
  await new VerificationPage(page).typeCode(await mailedCode(email));
  await page.getByText('Email verified successfully! You can now log in.').waitFor();
  assert.equal(await page.getByText('Please verify your email before logging in.').count(), 0, 'the red toast is closed with the green one');
  await page.close();
});

test('a refused login followed by a successful one leaves only "Welcome back!"', async () => {
  const page = await browser.newPage();
  const email = await verifiedAccount(page, 'second_try');
  const login = new LoginPage(page, platform.baseUrl);

  await login.logIn(email, 'not-my-password');
  await page.getByText('Invalid email or password.').waitFor();
  await login.logIn(email, PASSWORD);
  await page.waitForURL(`${platform.baseUrl}/dashboard`);
  await page.getByText('Welcome back!').waitFor();
  assert.equal(await page.getByText('Invalid email or password.').count(), 0);
  await page.getByRole('heading', { level: 1, name: 'Welcome, Nell' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Edit Profile' }).getAttribute('href'), '/profile');
  assert.equal(await page.getByRole('link', { name: 'Hand History' }).getAttribute('href'), '/hand-history');
  await page.close();
});

test('a visitor opening /dashboard, /profile or /hand-history lands on /login', async () => {
  const page = await browser.newPage();
  for (const path of ['/dashboard', '/profile', '/hand-history']) {
    await page.goto(`${platform.baseUrl}${path}`);
    await page.waitForURL(`${platform.baseUrl}/login`);
    await new LoginPage(page, platform.baseUrl).waitFor();
  }
  await page.close();
});

/** Every header part inside the viewport and on the toolbar's one row; the logo's text not cut. */
async function assertHeaderFits(page: Page) {
  const layout = await page.evaluate(() => {
    const toolbar = document.querySelector('header .MuiToolbar-root') as HTMLElement;
    const logo = document.querySelector('header a[href="/"]') as HTMLElement;
    const bar = toolbar.getBoundingClientRect();
    const parts = [...toolbar.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { text: element.innerText || element.getAttribute('aria-label'), left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      });
    return {
      bar: { top: bar.top, bottom: bar.bottom },
      width: window.innerWidth,
      logoText: logo.innerText,
      logoFits: logo.scrollWidth <= logo.clientWidth,
      parts,
    };
  });
  assert.match(layout.logoText, /Poker Legends/);
  assert.ok(layout.logoFits, 'the logo text is not truncated');
  for (const part of layout.parts) {
    assert.ok(part.left >= 0 && part.right <= layout.width, `${part.text} inside the viewport: ${JSON.stringify(part)}`);
    assert.ok(part.top >= layout.bar.top && part.bottom <= layout.bar.bottom, `${part.text} on the toolbar's one row`);
    assert.ok(part.bottom - part.top <= 48, `${part.text} does not wrap`);
  }
  return layout.parts.map((part) => part.text);
}

test('at 375 px the header fits, logged out and logged in, and the logged-in one appears whole', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}/`);
  await page.getByRole('link', { name: 'Sign Up' }).waitFor();
  const visitorParts = await assertHeaderFits(page);
  assert.ok(visitorParts.includes('Log In') && visitorParts.includes('Sign Up'));

  const email = await verifiedAccount(page, 'narrow_screen');
  await new LoginPage(page, platform.baseUrl).logIn(email, PASSWORD);
  await page.waitForURL(`${platform.baseUrl}/dashboard`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  await assertHeaderFits(page);

  // A fresh load, watching every change of the header: the avatar never shows without the menu button and the theme toggle.
  await page.addInitScript(() => {
    const snapshots: string[][] = [];
    (window as unknown as { headerSnapshots: string[][] }).headerSnapshots = snapshots;
    new MutationObserver(() => {
      const header = document.querySelector('header');
      if (header) snapshots.push([...header.querySelectorAll('a, button')].map((element) => element.getAttribute('aria-label') ?? ''));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  const snapshots = await page.evaluate(() => (window as unknown as { headerSnapshots: string[][] }).headerSnapshots);
  assert.ok(
    snapshots.some((labels) => labels.includes('Account menu')),
    'the avatar was seen',
  );
  for (const labels of snapshots) {
    const shown = ['Menu', 'Theme', 'Account menu'].filter((label) => labels.includes(label));
    assert.ok(shown.length === 0 || shown.length === 3, `the header's parts show together, not one by one: ${labels.join(', ')}`);
  }
  await context.close();
});
