import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { apiClient } from '../support/api-client';
import { recordSocketFrames, type SocketFrames } from '../support/socket-frames';

// The reminders job runs on its own clock here (NODE_ENV=development starts the scheduler): notifications are
// created the way the product creates them, by an admin's tournament starting soon and a player registering.
const ADMIN = { email: 'admin.e2e@example.com', password: 'admin-e2e-secret' };
const PLAYER = { username: 'bell_player', firstName: 'Bella', country: 'Malta', email: 'bell.player@example.com', password: 'bell-secret' };

// The fields of the API answers this test reads.
interface LoginResponse {
  token: string;
  user: object;
}
interface NotificationListResponse {
  count: number;
  unreadCount: number;
}

let platform: Platform;
let browser: Browser;
let adminToken: string;
let player: LoginResponse;

function api<T>(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  return apiClient(platform.baseUrl).call<T>(method, path, token, body, headers);
}

const logIn = (email: string, password: string) => api<LoginResponse>('POST', '/api/auth/login', undefined, { email, password });

/** A free tournament starting in 12 minutes with the player registered: the reminders job sends "starts in 12 minutes". */
async function remindedTournament(name: string): Promise<void> {
  const startsAt = new Date(Date.now() + 12 * 60_000).toISOString();
  const tournament = await api<{ id: number }>('POST', '/api/admin/tournaments', adminToken, {
    name,
    gameType: 'NLH',
    entryFee: 0,
    maxPlayers: 100,
    startingStack: 1,
    startsAt,
  });
  await api('POST', `/api/users/tournaments/${tournament.id}/register`, player.token, {});
}

async function waitForNotificationCount(count: number): Promise<void> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const list = await api<NotificationListResponse>('GET', '/api/users/notifications?page=1&limit=10', player.token);
    if (list.count >= count) return assert.equal(list.count, count);
    if (Date.now() > deadline) throw new Error(`expected ${count} notifications, have ${list.count}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function signedInPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', user);
    },
    [player.token, JSON.stringify(player.user)],
  );
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}/dashboard`);
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

before(async () => {
  platform = await startPlatform({ NODE_ENV: 'development', SEED_SAMPLE_DATA: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  adminToken = (await logIn(ADMIN.email, ADMIN.password)).token;
  await api('POST', '/api/auth/register', undefined, { ...PLAYER, confirmPassword: PLAYER.password });
  await api('POST', '/api/admin/verify-email', adminToken, { email: PLAYER.email });
  player = await logIn(PLAYER.email, PLAYER.password);
  await api('POST', '/api/users/wallet/deposit', player.token, { amount: 50, currency: 'USDT' }, { 'Idempotency-Key': randomUUID() });
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

test('a notification created on the server shows as a toast and in the bell with its badge; mark-as-read lowers the count', async () => {
  const context = await browser.newContext();
  const page = await signedInPage(context);
  const errors = watchPageErrors(page);
  await bell(page).waitFor();
  assert.equal(await bell(page).getAttribute('aria-label'), 'Notifications');

  await remindedTournament('Bell Opener');
  const toast = page.getByTestId('toaster').getByText(/^Bell Opener starts in \d+ minutes\.$/);
  await toast.waitFor({ timeout: 30_000 });
  assert.equal(
    await page
      .getByTestId('toaster')
      .getByText(/^Bell Opener starts in/)
      .count(),
    1,
    'one toast for the three live events of one reminder',
  );
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

  await bell(page).click();
  await panel(page).getByText('Tournament reminder').waitFor();
  await panel(page)
    .getByText(/^Bell Opener starts in \d+ minutes\.$/)
    .waitFor();
  await panel(page).getByRole('button', { name: 'Mark as read' }).click();
  await panel(page).getByRole('button', { name: 'Mark as read' }).waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  const list = await api<NotificationListResponse>('GET', '/api/users/notifications', player.token);
  assert.equal(list.unreadCount, 0);

  // The count comes from the server after a reload too.
  await page.reload();
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('pagination appears with 11 notifications and not with 10', async () => {
  await Promise.all(Array.from({ length: 9 }, (_, index) => remindedTournament(`Paging Cup ${index + 1}`)));
  await waitForNotificationCount(10);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await signedInPage(context);
  await page.getByRole('button', { name: 'Notifications, 9 unread' }).waitFor();
  await bell(page).click();
  await panel(page).getByRole('listitem').nth(9).waitFor();
  assert.equal(await panel(page).getByRole('listitem').count(), 10);
  assert.equal(await panel(page).getByRole('button', { name: 'Next' }).count(), 0);
  assert.equal(await panel(page).getByText('Page 1').count(), 0);
  await page.keyboard.press('Escape');

  await remindedTournament('Paging Cup 10');
  await page.getByRole('button', { name: 'Notifications, 10 unread' }).waitFor({ timeout: 30_000 });
  await bell(page).click();
  await panel(page).getByText('Page 1').waitFor();
  assert.equal(await panel(page).getByRole('button', { name: 'Prev' }).isDisabled(), true);
  await panel(page).getByRole('button', { name: 'Next' }).click();
  await panel(page).getByText('Page 2').waitFor();
  await panel(page).getByText('Loading...').waitFor({ state: 'detached' });
  assert.equal(await panel(page).getByRole('listitem').count(), 1);
  assert.equal(await panel(page).getByRole('button', { name: 'Next' }).isDisabled(), true);
  assert.equal(await panel(page).getByRole('button', { name: 'Prev' }).isDisabled(), false);
  await context.close();
});

test('tournament events of the socket show as toasts, once each', async () => {
  const context = await browser.newContext();
  // The toasts come from the tournaments' channel: the tournament is created once the page follows it (an event sent
  // before is caught up as a snapshot, which rightly toasts nothing).
  let frames: SocketFrames | undefined;
  context.on('page', (opened) => (frames = recordSocketFrames(opened)));
  const page = await signedInPage(context);
  await bell(page).waitFor();
  await frames!.waitForSent(/"rt:subscribe","tournaments"/);
  const toaster = page.getByTestId('toaster');
  const tournament = await api<{ id: number }>('POST', '/api/admin/tournaments', adminToken, {
    name: 'Toast Classic',
    gameType: 'NLH',
    entryFee: 0,
    maxPlayers: 100,
    startingStack: 1,
    startsAt: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
  });
  await toaster.getByText('New tournament: Toast Classic.').waitFor();
  await api('POST', `/api/admin/tournaments/${tournament.id}/cancel`, adminToken, {});
  await toaster.getByText('Toast Classic was cancelled.').waitFor();
  assert.equal(await toaster.getByText(/Toast Classic/).count(), 2);
  await context.close();
});
