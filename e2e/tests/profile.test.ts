import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { extractCode, startSmtpSink } from '../support/smtp-sink';
import { launchBrowser, watchPageErrors } from '../support/browser';

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

// The smallest valid PNG (1×1, opaque): the header must be able to draw it.
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC', 'base64');

/** The fields of the API's session user these tests read (SPEC §3). */
interface SessionUser {
  username: string;
  firstName: string;
  country: string;
  avatar: string | null;
}

interface LoginResponse {
  token: string;
  user: SessionUser;
}

interface Account {
  email: string;
  password: string;
  session: LoginResponse;
}

async function api<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${platform.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A verified player, signed up through the API with the e-mailed code, and logged in. */
async function signUp(username: string): Promise<Account> {
  const email = `${username}.${Date.now()}@example.com`;
  const password = 'tight-aggressive';
  const mailsBefore = smtp.count();
  const registered = await api('/api/auth/register', { username, firstName: 'Ada', country: 'Malta', email, password, confirmPassword: password });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const code = extractCode((await smtp.waitForMail(email, { after: mailsBefore })).raw);
  assert.equal((await api('/api/auth/verify-email', { email, code })).status, 200);
  const login = await api<LoginResponse>('/api/auth/login', { email, password });
  assert.equal(login.status, 200);
  return { email, password, session: login.body };
}

/** A new verified player's /profile, open in a browser context whose tabs start signed in as that player. */
async function openProfileAs(username: string, viewport = { width: 1366, height: 900 }) {
  const account = await signUp(username);
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('authToken')) {
        localStorage.setItem('authToken', token);
        localStorage.setItem('user', user);
      }
    },
    [account.session.token, JSON.stringify(account.session.user)],
  );
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const profile = new ProfilePage(page);
  await profile.open();
  return { account, context, page, profile, errors };
}

/** The profile screen as a player uses it. */
class ProfilePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(`${platform.baseUrl}/profile`);
    await this.page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await this.page.getByRole('button', { name: 'Save Changes' }).waitFor();
  }

  accountMenu() {
    return this.page.getByRole('button', { name: 'Account menu' });
  }

  async chooseCountry(search: string, name: string) {
    const country = this.page.getByRole('combobox', { name: 'Country' });
    await country.fill(search);
    await this.page.getByRole('option', { name }).click();
  }

  async chooseAvatar(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel('Avatar image').setInputFiles(file);
  }

  storedUser(): Promise<SessionUser> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as SessionUser);
  }
}

test('a visitor opening /profile lands on /login', async () => {
  const page = await browser.newPage();
  await page.goto(`${platform.baseUrl}/profile`);
  await page.waitForURL(`${platform.baseUrl}/login`);
  await page.close();
});

test('a profile change reaches the session and the dashboard at once, without a reload', async () => {
  const { account, context, page, profile, errors } = await openProfileAs('profile_editor');
  assert.equal(await page.getByLabel('Username').inputValue(), 'profile_editor');
  assert.equal(await page.getByLabel('Email').inputValue(), account.email);

  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('First name is required.').waitFor();
  await page.getByLabel('First Name').fill('Beatrice');
  await page.getByText('First name is required.').waitFor({ state: 'detached' });
  await profile.chooseCountry('norw', 'Norway');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated successfully.').waitFor();
  assert.deepEqual(await profile.storedUser().then(({ firstName, country }) => ({ firstName, country })), {
    firstName: 'Beatrice',
    country: 'Norway',
  });

  // A marker on the window survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await profile.accountMenu().click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.getByRole('heading', { name: 'Welcome, Beatrice' }).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), true, 'the dashboard opened in the same page');

  const server = await fetch(`${platform.baseUrl}/api/users/profile`, { headers: { authorization: `Bearer ${account.session.token}` } });
  assert.deepEqual(await server.json().then(({ firstName, country }: SessionUser) => ({ firstName, country })), {
    firstName: 'Beatrice',
    country: 'Norway',
  });
  assert.deepEqual(errors, []);
  await context.close();
});

test('an uploaded avatar shows in the header at once; a non-image and an oversized image are refused', async () => {
  const { context, page, profile, errors } = await openProfileAs('avatar_owner', { width: 375, height: 800 });
  assert.equal((await profile.accountMenu().innerText()).trim(), 'AV');

  await profile.chooseAvatar({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await page.getByRole('alert').filter({ hasText: 'Please select an image file.' }).waitFor();

  const oversized = Buffer.concat([PIXEL_PNG, Buffer.alloc(2 * 1024 * 1024)]);
  await profile.chooseAvatar({ name: 'huge.png', mimeType: 'image/png', buffer: oversized });
  await page.getByRole('button', { name: 'Upload Avatar' }).click();
  await page.getByRole('alert').filter({ hasText: 'The image must be at most 2 MB.' }).waitFor();

  await profile.chooseAvatar({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await page.getByRole('img', { name: 'New avatar preview' }).waitFor();
  await page.getByRole('button', { name: 'Upload Avatar' }).click();
  await page.getByText('Avatar updated successfully.').waitFor();

  const headerImage = profile.accountMenu().getByRole('img');
  await headerImage.waitFor();
  const src = await headerImage.getAttribute('src');
  assert.match(src ?? '', /^http:\/\/127\.0\.0\.1:\d+\/api\/uploads\/avatars\/[0-9a-f]{32}\.png$|^\/api\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('button[aria-label="Account menu"] img');
    return Boolean(image?.complete && image.naturalWidth > 0);
  });
  assert.equal((await profile.storedUser()).avatar, new URL(src!, platform.baseUrl).pathname);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the chosen theme survives a reload', async () => {
  const { context, page, errors } = await openProfileAs('theme_keeper');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();

  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitem', { name: 'Light' }).click();
  await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, dark);
  const light = await background();

  await page.reload();
  await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
  assert.equal(await background(), light);
  assert.equal(await page.evaluate(() => localStorage.getItem('themeMode')), 'light');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a password change keeps the tab signed in with the new token and revokes the old one', async () => {
  const { account, context, page, profile, errors } = await openProfileAs('password_changer');
  await page.getByLabel('Current Password', { exact: true }).fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('new-secret-1');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('new-secret-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.getByText("New passwords don't match").waitFor();
  await page.getByLabel('Confirm New Password', { exact: true }).fill('new-secret-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.getByText('Password updated successfully.').waitFor();

  // The server's revocation reaches this tab's socket too; the tab must stay where it is, signed in.
  await page.waitForTimeout(1500);
  assert.equal(new URL(page.url()).pathname, '/profile');
  await profile.accountMenu().waitFor();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  assert.ok(token && token !== account.session.token);
  const withOld = await fetch(`${platform.baseUrl}/api/users/profile`, { headers: { authorization: `Bearer ${account.session.token}` } });
  assert.equal(withOld.status, 401);
  const withNew = await fetch(`${platform.baseUrl}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(withNew.status, 200);
  assert.equal(await page.getByLabel('Current Password', { exact: true }).inputValue(), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a password change ends the account's sessions on other devices", async () => {
  const { account, context, page, errors } = await openProfileAs('two_devices');
  const otherDevice = await browser.newContext();
  const login = await api<LoginResponse>('/api/auth/login', { email: account.email, password: account.password });
  await otherDevice.addInitScript(
    ([token, user]) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('authToken', token);
        localStorage.setItem('user', user);
      }
    },
    [login.body.token, JSON.stringify(login.body.user)],
  );
  const other = await otherDevice.newPage();
  // The other device's socket must be connected (socket.io's "40" packet) to hear the revocation.
  const otherConnected = new Promise<void>((resolve) =>
    other.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => String(payload).startsWith('40') && resolve())),
  );
  await other.goto(`${platform.baseUrl}/dashboard`);
  await other.getByRole('button', { name: 'Account menu' }).waitFor();
  await otherConnected;

  await page.getByLabel('Current Password', { exact: true }).fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('new-secret-1');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('new-secret-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.getByText('Password updated successfully.').waitFor();

  await other.waitForURL(`${platform.baseUrl}/`);
  await other.getByRole('link', { name: 'Log In' }).waitFor();
  assert.equal(await other.evaluate(() => localStorage.getItem('authToken')), null);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  assert.deepEqual(errors, []);
  await otherDevice.close();
  await context.close();
});
