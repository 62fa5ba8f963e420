import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { apiClient, sessionInitScript, type ApiClient, type Session } from '../support/api-client';
import { TournamentLobbyPage } from '../pages/tournaments.pages';

// Issue #24 item 8: a registration short of balance says SPEC §5's rule and deposits in place; the wallet module that
// does it is fetched only when the player asks (the shell mounts it on the bus event).
const ADMIN = { email: 'deposit.admin@example.com', password: 'deposit-admin-secret' };
const PLAYER = { username: 'short_stack', firstName: 'Shorty', country: 'Malta', email: 'short_stack@example.com', password: 'short-stack-secret' };
const TOURNAMENT = 'Deep Stack Deposit Cup';

let platform: Platform;
let browser: Browser;
let api: ApiClient;
let player: Session;
let tournamentId: number;

before(async () => {
  platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  api = apiClient(platform.baseUrl);
  const admin = await api.logIn(ADMIN.email, ADMIN.password);
  player = await api.newPlayer(admin.token, PLAYER, 20);
  ({ id: tournamentId } = await api.call<{ id: number }>('POST', '/api/admin/tournaments', admin.token, {
    name: TOURNAMENT,
    gameType: 'NLH',
    entryFee: '10',
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    maxPlayers: 50,
    startingStack: 1500,
    lateRegMinutes: 15,
    durationMinutes: 60,
  }));
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

test('short of the starting stack, the registration dialog explains the rule, deposits in place, and the player registers', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addInitScript(sessionInitScript(player));
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const walletScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-wallet/')) walletScripts.push(new URL(request.url()).pathname);
  });
  try {
    const lobby = new TournamentLobbyPage(page, platform.baseUrl);
    await lobby.open();
    await lobby.attend(TOURNAMENT, 'Registering Now').click();
    const registration = page.getByRole('dialog');
    await registration
      .getByText(/Your balance must be at least the starting stack, .*1,500.*, to register; only the .*10.* buy-in is charged\./)
      .waitFor();
    assert.equal(await registration.getByRole('button', { name: 'Okay', exact: true }).isDisabled(), true, 'short of balance, Okay waits');
    assert.deepEqual(walletScripts, [], 'nothing of the wallet module is fetched before the player asks for a deposit');

    await registration.getByRole('button', { name: 'Deposit', exact: true }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit USDT' });
    // The shortfall, 1,500 − 20, rounded up to the cent.
    assert.equal(await deposit.getByLabel('Amount (USDT)').inputValue(), '1480');
    assert.ok(walletScripts.length > 0, 'the wallet module is fetched on the request');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await deposit.waitFor({ state: 'detached' });
    assert.equal(await api.balanceOf(player.token), 1500);

    const okay = registration.getByRole('button', { name: 'Okay', exact: true });
    await page.waitForFunction((button) => button instanceof HTMLButtonElement && !button.disabled, await okay.elementHandle());
    await okay.click();
    await registration.waitFor({ state: 'detached' });
    await lobby.attend(TOURNAMENT, 'Registered').waitFor();
    assert.equal(await api.balanceOf(player.token), 1490, 'only the buy-in is charged');
    const dashboard = await api.call<{ registeredTournamentIds: number[] }>('GET', '/api/users/dashboard', player.token);
    assert.deepEqual(dashboard.registeredTournamentIds, [tournamentId]);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
