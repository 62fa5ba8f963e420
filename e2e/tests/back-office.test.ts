import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { apiClient, sessionInitScript, type ApiClient, type Session } from '../support/api-client';
import { TournamentLobbyPage } from '../pages/tournaments.pages';

// Issue #26: the back office is a remote of its own, mounted for admins only; a player never fetches a byte of it.
const ADMIN = { email: 'back.office@example.com', password: 'back-office-secret' };
const PLAYER = { username: 'curious_carl', firstName: 'Carl', country: 'Malta', email: 'curious_carl@example.com', password: 'curious-carl-secret' };
const CUPS = 30;

let platform: Platform;
let browser: Browser;
let api: ApiClient;
let admin: Session;
let player: Session;

before(async () => {
  platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  api = apiClient(platform.baseUrl);
  admin = await api.logIn(ADMIN.email, ADMIN.password);
  player = await api.newPlayer(admin.token, PLAYER, 0);
  for (let cup = 1; cup <= CUPS; cup += 1) {
    await api.call('POST', '/api/admin/tournaments', admin.token, {
      name: `Back Office Cup ${cup}`,
      gameType: cup % 2 === 0 ? 'PLO' : 'NLH',
      entryFee: String(cup),
      startsAt: new Date(Date.now() + cup * 3_600_000).toISOString(),
      maxPlayers: 50,
      startingStack: 1500,
      lateRegMinutes: 15,
      durationMinutes: 60,
    });
  }
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A page signed in as `session`, recording every request for the back office's code. */
async function signedInPage(session: Session, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(sessionInitScript(session));
  const page = await context.newPage();
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-admin/')) adminRequests.push(new URL(request.url()).pathname);
  });
  return { page, adminRequests, errors: watchPageErrors(page), close: () => context.close() };
}

const tableRows = (page: Page) => page.getByRole('table', { name: 'Tournaments' }).locator('tbody tr');

test('a player opening /admin finds no such page, downloads no admin code, and has no Admin entry; the API refuses them', async () => {
  const { page, adminRequests, errors, close } = await signedInPage(player);
  try {
    await page.goto(`${platform.baseUrl}/admin/tournaments`);
    await page.getByText('404').waitFor();
    await page.goto(`${platform.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Admin' }).count(), 0);
    assert.deepEqual(adminRequests, []);
    assert.deepEqual(errors, []);
    const refused = await api.send('GET', '/api/admin/tournaments', player.token);
    assert.equal(refused.status, 403);
  } finally {
    await close();
  }
});

test('an admin opens the back office from the account menu: every tournament, searched, sorted and paged by the server', async () => {
  const { page, adminRequests, errors, close } = await signedInPage(admin);
  try {
    await page.goto(`${platform.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL('**/admin/tournaments');
    await page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();
    assert.ok(adminRequests.length > 0, 'the back office module is fetched for the admin');

    // Only this test's cups (the platform may hold others, e.g. a demo schedule's), newest start first.
    const search = page.getByRole('searchbox', { name: 'Search by name or ID' });
    await search.fill('Back Office Cup');
    await page.waitForURL(/search=Back\+Office\+Cup/);
    await page.getByText('Page 1 of 2').waitFor();
    await page.waitForFunction(() => document.querySelector('table tbody tr td:nth-child(2)')?.textContent === 'Back Office Cup 30');
    assert.equal(await tableRows(page).count(), 25);

    await page.getByRole('button', { name: 'Buy-in' }).click();
    await page.waitForURL(/sort=buyIn/);
    await page.getByRole('button', { name: 'Buy-in' }).click();
    await page.waitForURL(/order=asc/);
    await page.waitForFunction(() => document.querySelector('table tbody tr td:nth-child(2)')?.textContent === 'Back Office Cup 1');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    // The pager moves at the click; the rows are the last page's until the server's answer comes.
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 5);

    await search.fill('Cup 7');
    await page.waitForURL(/search=Cup\+7/);
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    assert.equal(await tableRows(page).first().locator('td').nth(1).textContent(), 'Back Office Cup 7');

    // The address keeps the list: a reload shows the same search.
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    assert.equal(await page.getByRole('searchbox', { name: 'Search by name or ID' }).inputValue(), 'Cup 7');

    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/back-office-desktop.png` });
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/admin/audit');
    await page.getByRole('table', { name: 'Audit log' }).waitFor();
    // The cups created above, and the player's e-mail verified, newest first.
    assert.match((await page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first().textContent()) ?? '', /Tournament created/);
    await page.getByRole('button', { name: 'Show' }).first().click();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/back-office-audit.png` });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the back office reads on a phone: the tournaments table scrolls inside its card, the page does not', async () => {
  const { page, close } = await signedInPage(admin, { width: 375, height: 812 });
  try {
    await page.goto(`${platform.baseUrl}/admin/tournaments?search=Back+Office+Cup`);
    await page.getByText('Page 1 of 2').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'no sideways scroll of the whole page');
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/back-office-phone.png`, fullPage: true });
  } finally {
    await close();
  }
});

test('an admin creates a daily schedule in the back office, and a player finds its tournaments in the lobby', async () => {
  const operator = await signedInPage(admin);
  const visitor = await signedInPage(player);
  try {
    const { page } = operator;
    await page.goto(`${platform.baseUrl}/admin/schedules`);
    await page.getByRole('link', { name: 'New schedule' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Evening Daily Turbo');
    await page.getByLabel('Repeat', { exact: true }).selectOption('daily');
    await page.getByLabel('Buy-in', { exact: true }).fill('5');
    const preview = page.getByRole('region', { name: 'The next 10 tournaments' });
    assert.equal(await preview.getByRole('listitem').count(), 10);
    await page.getByRole('button', { name: 'Create schedule' }).click();
    await page.waitForURL('**/admin/schedules');
    await page.getByRole('table', { name: 'Recurring schedules' }).getByText('Evening Daily Turbo').waitFor();

    // The schedule's coming week is in the lobby at once, as for any tournament.
    const lobby = new TournamentLobbyPage(visitor.page, platform.baseUrl);
    await lobby.open();
    await lobby.row('Evening Daily Turbo').first().waitFor();
    assert.ok((await lobby.row('Evening Daily Turbo').count()) >= 1);
    assert.deepEqual(visitor.adminRequests, []);
    assert.deepEqual([...operator.errors, ...visitor.errors], []);
  } finally {
    await operator.close();
    await visitor.close();
  }
});

test('an admin suspends a player with a reason: the player, signed in elsewhere, is logged out at once and cannot log in', async () => {
  const account = { username: 'shady_sam', firstName: 'Sam', country: 'Malta', email: 'shady_sam@example.com', password: 'shady-sam-secret' };
  const suspect = await api.newPlayer(admin.token, account, 0);
  const operator = await signedInPage(admin);
  const victim = await signedInPage(suspect, { width: 375, height: 812 });
  try {
    await victim.page.goto(`${platform.baseUrl}/dashboard`);
    await victim.page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();

    const { page } = operator;
    await page.goto(`${platform.baseUrl}/admin/players?search=shady`);
    await page.getByRole('link', { name: 'shady_sam' }).click();
    await page.getByRole('button', { name: 'Suspend…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend shady_sam?' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Collusion at table 4, ticket #1182');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText(/Suspended on .*: Collusion at table 4, ticket #1182/).waitFor();

    // The player's open page ends its session without a reload, and says why.
    await victim.page.getByText('Your account is suspended. Contact support.').waitFor();
    await victim.page.waitForURL(`${platform.baseUrl}/`);
    const login = await api.send<{ code: string; message: string }>('POST', '/api/auth/login', undefined, {
      email: account.email,
      password: account.password,
    });
    assert.equal(login.status, 403);
    assert.equal(login.body.message, 'Your account is suspended. Contact support.');
    assert.equal((await api.send('GET', '/api/users/profile', suspect.token)).status, 401);

    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('table', { name: 'Audit log' }).getByText('Player suspended').waitFor();
    assert.deepEqual([...operator.errors, ...victim.errors], []);
  } finally {
    await operator.close();
    await victim.close();
  }
});

test('an admin cancels a tournament in the back office: every registered player’s open wallet shows the refund without a reload', async () => {
  const accounts = ['refund_rita', 'refund_rob'].map((username) => ({
    username,
    firstName: username.split('_')[1],
    country: 'Malta',
    email: `${username}@example.com`,
    password: `${username}-secret`,
  }));
  const players = await Promise.all(accounts.map((account) => api.newPlayer(admin.token, account, 100)));
  const cup = await api.call<{ id: number }>('POST', '/api/admin/tournaments', admin.token, {
    name: 'Refund Test Cup',
    gameType: 'NLH',
    entryFee: '12.50',
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    maxPlayers: 50,
    // SPEC §5: a player needs max(entry fee, starting stack) on the wallet to register.
    startingStack: 100,
  });
  for (const session of players) await api.call('POST', `/api/users/tournaments/${cup.id}/register`, session.token);

  const operator = await signedInPage(admin);
  const wallets = [await signedInPage(players[0]), await signedInPage(players[1], { width: 375, height: 812 })];
  try {
    for (const wallet of wallets) {
      await wallet.page.goto(`${platform.baseUrl}/dashboard`);
      await wallet.page.getByTestId('wallet-balance').filter({ hasText: '$87.50' }).waitFor();
    }
    const { page } = operator;
    await page.goto(`${platform.baseUrl}/admin/tournaments?search=Refund+Test+Cup`);
    await page.getByRole('button', { name: 'Actions for Refund Test Cup' }).click();
    await page.getByRole('menuitem', { name: 'Cancel…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Refund Test Cup?' });
    // Said before it is done: who gets how much back.
    await dialog.getByText('Every registration is refunded: 2 players get $25.00 back in all, to their wallets.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel tournament' }).click();
    await tableRows(page).first().getByText('Cancelled').waitFor();

    for (const wallet of wallets) await wallet.page.getByTestId('wallet-balance').filter({ hasText: '$100.00' }).waitFor();
    for (const session of players) assert.equal(await api.balanceOf(session.token), 100);
    assert.deepEqual([...operator.errors, ...wallets.flatMap((wallet) => wallet.errors)], []);
  } finally {
    await operator.close();
    for (const wallet of wallets) await wallet.close();
  }
});
