import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { extractCode, startSmtpSink } from '../support/smtp-sink';
import { launchBrowser, PAGE_PROBES, watchPageErrors } from '../support/browser';
import { LoginPage, RegisterPage, VerificationPage } from '../pages/auth.pages';

let platform: Platform;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let browser: Browser;

before(async () => {
  smtp = await startSmtpSink();
  platform = await startPlatform({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
  await smtp?.close();
});

test('a visitor signs up, verifies the e-mailed code, logs in and logs out', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  const account = {
    username: 'river_queen',
    firstName: 'Rita',
    country: 'Malta',
    email: `rita.${Date.now()}@example.com`,
    password: 'tight-aggressive',
  };

  const register = new RegisterPage(page, platform.baseUrl);
  await register.open();
  await register.fill(account);
  const mailsBefore = smtp.count();
  await register.submit();
  await page.getByText('Account created successfully! Please verify your email.').waitFor();

  const verification = new VerificationPage(page);
  await verification.waitFor(account.email);
  const mail = await smtp.waitForMail(account.email, { after: mailsBefore });
  await verification.typeCode(extractCode(mail.raw));
  await page.getByText('Email verified successfully! You can now log in.').waitFor();

  const login = new LoginPage(page, platform.baseUrl);
  await login.waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  await login.logIn(account.email, account.password);
  await page.getByText('Welcome back!').waitFor();
  await page.waitForURL(`${platform.baseUrl}/dashboard`);

  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await accountMenu.waitFor();
  assert.equal((await accountMenu.innerText()).trim(), 'RI');
  await accountMenu.click();
  await page.getByText(account.email).waitFor();
  for (const item of ['Dashboard', 'Profile', 'Hand History', 'Log out']) {
    await page.getByRole('menuitem', { name: item }).waitFor();
  }
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(`${platform.baseUrl}/`);
  await page.getByRole('link', { name: 'Log In' }).waitFor();
  await page.getByRole('link', { name: 'Sign Up' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('authToken')), null);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a logged-in page holds exactly one React copy and one websocket', async () => {
  const context = await browser.newContext();
  await context.addInitScript(PAGE_PROBES);
  const page = await context.newPage();
  const email = `probe.${Date.now()}@example.com`;
  const register = new RegisterPage(page, platform.baseUrl);
  await register.open();
  await register.fill({ username: 'probe_user', firstName: 'Pat', country: 'Norway', email, password: 'secret-pass' });
  const mailsBefore = smtp.count();
  await register.submit();
  const verification = new VerificationPage(page);
  await verification.waitFor(email);
  await verification.typeCode(extractCode((await smtp.waitForMail(email, { after: mailsBefore })).raw));
  const login = new LoginPage(page, platform.baseUrl);
  await login.waitFor();
  await login.logIn(email, 'secret-pass');
  await page.waitForURL(`${platform.baseUrl}/dashboard`);

  // Visit screens of several remotes so every module's code is on the page.
  for (const link of ['Tournaments', 'About', 'Learn Poker']) {
    await page.getByRole('link', { name: link }).first().click();
  }
  await page.goto(`${platform.baseUrl}/hand-history`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  await page.getByRole('heading', { name: 'Hand History' }).waitFor();
  await page.waitForFunction(() => (window as unknown as { __openSockets: number }).__openSockets === 1);

  const probes = await page.evaluate(() => {
    const w = window as unknown as { __reactRenderers: number; __openSockets: number; __socketsCreated: number };
    return { renderers: w.__reactRenderers, open: w.__openSockets, created: w.__socketsCreated };
  });
  assert.equal(probes.renderers, 1, 'exactly one react-dom on the page');
  assert.equal(probes.open, 1, 'exactly one open websocket');
  assert.equal(probes.created, 1, 'no second socket was ever opened');
  await context.close();
});

test('a visitor opening a page that needs a session lands on /login', async () => {
  const page = await browser.newPage();
  for (const path of ['/hand-history', '/profile', '/dashboard', '/game/7', '/gamestage/3', '/tournaments/3/rooms']) {
    await page.goto(`${platform.baseUrl}${path}`);
    await page.waitForURL(`${platform.baseUrl}/login`);
  }
  await page.close();
});

test('a remote whose files are unreachable shows Retry while the rest keeps working', async () => {
  const page = await browser.newPage();
  await page.route('**/remotes/mf-tournaments/**', (route) => route.abort('connectionrefused'));
  await page.goto(`${platform.baseUrl}/tournaments`);
  await page.getByTestId('remote-unavailable').waitFor();
  await page.getByRole('link', { name: 'Log In' }).waitFor();

  await page.getByRole('link', { name: 'About' }).click();
  await page.getByRole('heading', { name: 'About' }).first().waitFor();
  await page.goBack();
  await page.getByTestId('remote-unavailable').waitFor();

  await page.unroute('**/remotes/mf-tournaments/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: 'Tournament Lobby' }).waitFor();
  assert.equal(await page.getByTestId('remote-unavailable').count(), 0);
  await page.close();
});
