import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { SELF_RUNNING_ENV, startPlatform, type Platform } from '../support/platform';
import { launchBrowser } from '../support/browser';
import { photographedSteps } from '../support/failure-photos';
import { accountNamed, apiClient, sessionInitScript, type ApiClient, type Session } from '../support/api-client';
import { extractCode, startSmtpSink } from '../support/smtp-sink';
import { startLocalChain, type LocalChain } from '../support/local-chain';
import { createPostgresSchema, type PostgresSchema } from '../support/postgres-schema';
import { recordSocketFrames } from '../support/socket-frames';
import { playAllInToTheEnd } from '../support/all-in-to-the-end';
import { TournamentLobbyPage } from '../pages/tournaments.pages';
import { TournamentTablePage } from '../pages/tournament-play.pages';

// Issue #27, "Done when": with PAYMENTS=evm against a local node, a player deposits, plays a tournament and withdraws
// their winnings to an address, all in the browser.
//
// The chain is the developers' own (`npm run chain -w server`), started with no blocks of its own: each transaction is
// mined in a block at once and the test mines the rest, so it decides when each confirmation comes and waits for the
// page to show it. Alice and Bob send USDT to the addresses their Deposit dialogs show, through the chain's faucet as a
// wallet app would; they register from the lobby and play all in until one busts (tournament-play.test.ts's flow: the
// join window is ended with SQL on the platform's own schema). The winner adds an address confirmed by the e-mailed
// code and withdraws the prize; above WITHDRAWAL_APPROVAL_THRESHOLD it waits for the operator, whose approval starts
// it, so the history shows every state: Awaiting approval, Requested, Sent with its transaction, Confirmed.
const ADMIN = { email: 'usdt.admin@example.com', password: 'usdt-admin-secret' };
const ALICE = accountNamed('alice_usdt');
const BOB = accountNamed('bob_usdt');
const TOURNAMENT = 'USDT Rails Cup';
const ENTRY_FEE = 10;
// Small stacks, all in every hand: someone busts within a few hands. A player's balance must hold the starting stack.
const STARTING_STACK = 40;
const DEPOSIT = 50;
const CONFIRMATIONS = 3;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const SHOTS = '/tmp/usdt-shots';

type Player = 'alice' | 'bob';
const PLAYERS: Player[] = ['alice', 'bob'];
const ACCOUNTS = { alice: ALICE, bob: BOB };

let chain: LocalChain;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let schema: PostgresSchema;
let platform: Platform;
let browser: Browser;
let api: ApiClient;
let admin: Session;
let sessions: Record<Player, Session>;
let tournamentId: number;
let winner: Player;
let prize: number;
const contexts: BrowserContext[] = [];
const pages: Partial<Record<Player, Page>> = {};
const pageErrors: string[] = [];
const step = photographedSteps('usdt-rails', contexts, pageErrors);

before(async () => {
  [chain, smtp, schema] = await Promise.all([startLocalChain({ confirmations: CONFIRMATIONS }), startSmtpSink(), createPostgresSchema('e2e_usdt')]);
  platform = await startPlatform({
    ...chain.env,
    EVM_POLL_MS: '250',
    // Above 10 USDT a withdrawal waits for the operator (the prize is 20).
    WITHDRAWAL_APPROVAL_THRESHOLD: '10',
    SMTP_URL: smtp.url,
    DATABASE_URL: schema.databaseUrl,
    // The deposit watcher, the withdrawal worker and the tournament director run.
    ...SELF_RUNNING_ENV,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  browser = await launchBrowser();
  api = apiClient(platform.baseUrl);
  admin = await api.logIn(ADMIN.email, ADMIN.password);
  const [alice, bob] = await Promise.all([ALICE, BOB].map((account) => api.newPlayer(admin.token, account, 0)));
  sessions = { alice, bob };
  // Far ahead: registration stays open until the test ends the join window itself.
  const tournament = await api.call<{ id: number }>('POST', '/api/admin/tournaments', admin.token, {
    name: TOURNAMENT,
    gameType: 'NLH',
    entryFee: String(ENTRY_FEE),
    startsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    maxPlayers: 50,
    startingStack: STARTING_STACK,
    lateRegMinutes: 15,
    durationMinutes: 120,
  });
  tournamentId = tournament.id;
  fs.mkdirSync(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await platform?.stop();
  await Promise.all([chain?.stop(), smtp?.close(), schema?.drop()]);
});

async function open(player: Player, route: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  await context.addInitScript(sessionInitScript(sessions[player]));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(`${player}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${player} console: ${message.text()}`);
  });
  await page.goto(`${platform.baseUrl}${route}`);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  pages[player] = page;
  return page;
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** The page at desktop and at phone size, into SHOTS (then back to desktop). */
async function photograph(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}-1366.png`), animations: 'disabled' });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SHOTS, `${name}-375.png`), animations: 'disabled' });
  await page.setViewportSize(DESKTOP);
}

/**
 * Records in the page every text the first row of the list `label` shows, as it changes: a state the server pushes is
 * rendered for as long as it lasts, however short, and the recorder sees it even when the test looks later.
 */
async function recordFirstRow(page: Page, label: string): Promise<() => Promise<string[]>> {
  const key = JSON.stringify(`__rows ${label}`);
  // A script as text: the test's compiler would wrap a function's inner functions in helpers the page does not have.
  await page.evaluate(`(() => {
    const seen = (window[${key}] = []);
    const read = () => {
      const text = document.querySelector(${JSON.stringify(`ul[aria-label="${label}"] > li`)})?.innerText.replace(/\\s+/g, ' ').trim();
      if (text && text !== seen[seen.length - 1]) seen.push(text);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
    read();
  })()`);
  return () => page.evaluate<string[]>(`window[${key}]`);
}

/** The states a recorded row went through, by its state chip's label, each once, in order. */
const statesIn = (texts: string[], labels: string[]) =>
  texts.map((text) => labels.find((label) => text.includes(label))).filter((label, index, all) => label && label !== all[index - 1]);

const walletBalance = (page: Page, amount: number) => page.getByTestId('wallet-balance').filter({ hasText: `$${amount.toFixed(2)}` });

function recentDeposit(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Deposit USDT' }).getByRole('list', { name: 'Recent deposits' }).getByRole('listitem').first();
}

test(
  'each player deposits USDT to the address their Deposit dialog shows and watches it confirmed and credited live',
  { timeout: 90_000 },
  async () => {
    await step('deposit', async () => {
      const addresses = {} as Record<Player, string>;
      const recorded = {} as Record<Player, () => Promise<string[]>>;
      for (const player of PLAYERS) {
        const page = await open(player, '/dashboard');
        await walletBalance(page, 0).waitFor();
        await page.getByText('USDT on Hardhat (local)', { exact: true }).waitFor();
        assert.equal(await page.getByTestId('demo-funds').count(), 0, 'real USDT is not labelled demo funds');
        await page.getByRole('button', { name: 'Deposit', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Deposit USDT' });
        addresses[player] = (await dialog.getByTestId('deposit-address').innerText()).trim();
        assert.match(addresses[player], /^0x[0-9a-fA-F]{40}$/);
        await dialog.getByText('No deposits seen yet.', { exact: false }).waitFor();
        recorded[player] = await recordFirstRow(page, 'Recent deposits');
      }
      assert.notEqual(addresses.alice, addresses.bob, 'each player has an address of their own');
      await photograph(pages.alice!, 'deposit-dialog-empty');

      // Alice's transfer is in the head block: one confirmation of three.
      await chain.send(addresses.alice, String(DEPOSIT));
      await recentDeposit(pages.alice!)
        .filter({ hasText: `1 / ${CONFIRMATIONS} confirmations` })
        .waitFor();
      // Bob's comes in the next block, Alice's second confirmation.
      await chain.send(addresses.bob, String(DEPOSIT));
      await recentDeposit(pages.bob!)
        .filter({ hasText: `1 / ${CONFIRMATIONS} confirmations` })
        .waitFor();
      await recentDeposit(pages.alice!)
        .filter({ hasText: `2 / ${CONFIRMATIONS} confirmations` })
        .waitFor();
      await photograph(pages.alice!, 'deposit-dialog-pending');

      await chain.mine(1);
      await recentDeposit(pages.alice!).getByText('Credited', { exact: true }).waitFor();
      await walletBalance(pages.alice!, DEPOSIT).waitFor();
      await chain.mine(1);
      await recentDeposit(pages.bob!).getByText('Credited', { exact: true }).waitFor();
      await walletBalance(pages.bob!, DEPOSIT).waitFor();
      await photograph(pages.bob!, 'deposit-dialog-credited');

      const labels = [1, 2].map((count) => `${count} / ${CONFIRMATIONS} confirmations`).concat('Credited');
      for (const player of PLAYERS) {
        assert.deepEqual(statesIn(await recorded[player](), labels), labels, `${player}'s deposit counted up to its credit on screen`);
        assert.ok(await notReloaded(pages[player]!), `${player}'s page was never reloaded`);
        assert.equal(await api.balanceOf(sessions[player].token), DEPOSIT);
      }
    });
  },
);

test('both register from the lobby and play the tournament until one wins', { timeout: 120_000 }, async () => {
  await step('play', async () => {
    for (const player of PLAYERS) {
      const page = pages[player]!;
      const lobby = new TournamentLobbyPage(page, platform.baseUrl);
      await lobby.open();
      await lobby.register(TOURNAMENT);
      await lobby.attend(TOURNAMENT, 'Registered').waitFor();
      // A socket of the tournament's page from here on: it must follow the tournament's channel before the window ends.
      const frames = recordSocketFrames(page);
      await page.goto(`${platform.baseUrl}/tournaments/${tournamentId}`);
      await frames.waitForSent(new RegExp(`"rt:subscribe","tournament:${tournamentId}"`));
    }
    // The tournament starts (the start moves to now; the server's clock is unchanged), then its join window ends: the
    // start moves 15 minutes and 5 seconds into the past.
    const moveStart = (interval: string) =>
      schema.sql(`UPDATE ${schema.name}.tournaments SET starts_at = now() - interval '${interval}' WHERE id = $1`, [tournamentId]);
    await moveStart('1 second');
    for (const player of PLAYERS) await pages[player]!.getByRole('button', { name: 'Enter Lobby', exact: true }).waitFor();
    await moveStart('15 minutes 5 seconds');
    for (const player of PLAYERS) await pages[player]!.waitForURL(/\/game\/\d+$/, { timeout: 30_000 });

    const tables = { alice: new TournamentTablePage(pages.alice!), bob: new TournamentTablePage(pages.bob!) };
    ({ winner } = await playAllInToTheEnd(tables, TOURNAMENT));
    const results = await api.call<{ paidOut: boolean; results: { place: number; prize: number; user: { username: string } }[] }>(
      'GET',
      `/api/tournaments/${tournamentId}/results`,
    );
    assert.equal(results.paidOut, true);
    const first = results.results.find((result) => result.place === 1)!;
    assert.equal(first.user.username, ACCOUNTS[winner].username);
    prize = first.prize;
    assert.ok(prize > 10, `the prize (${prize}) is above the approval threshold`);
    await tables[winner]
      .finishDialog()
      .getByText(`Wallet balance: ${(DEPOSIT - ENTRY_FEE + prize).toFixed(2)} USDT`)
      .waitFor();
  });
});

test('the winner withdraws the prize to a new address confirmed by the e-mailed code and follows it to Confirmed', { timeout: 90_000 }, async () => {
  await step('withdraw', async () => {
    const page = pages[winner]!;
    const balance = DEPOSIT - ENTRY_FEE + prize;
    await page.goto(`${platform.baseUrl}/dashboard`);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await walletBalance(page, balance).waitFor();
    const destination = `0x${randomBytes(20).toString('hex')}`;

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw USDT' });
    await withdraw.getByLabel('Amount (USDT)').fill(String(prize));
    await withdraw.getByText('No confirmed address yet', { exact: false }).waitFor();
    await photograph(page, 'withdraw-dialog');

    const mailsBefore = smtp.count();
    await withdraw.getByRole('button', { name: 'Add a new address' }).click();
    const add = page.getByRole('dialog', { name: 'Add a withdrawal address' });
    await add.getByLabel('Your address (0x…)').fill(destination);
    await add.getByRole('button', { name: 'Send code' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the address' });
    const mail = await smtp.waitForMail(ACCOUNTS[winner].email, { after: mailsBefore });
    // Quoted-printable wraps long lines with a trailing '='.
    assert.match(mail.raw.replace(/=\r?\n/g, ''), new RegExp(destination, 'i'), 'the mail names the address in full');
    await confirm.getByLabel('Code from the e-mail').fill(extractCode(mail.raw));
    await photograph(page, 'withdraw-address-code');
    await confirm.getByRole('button', { name: 'Confirm address' }).click();

    // Back at the amount, the new address chosen.
    await withdraw.getByRole('radio', { name: new RegExp(destination, 'i'), checked: true }).waitFor();
    assert.equal(await withdraw.getByLabel('Amount (USDT)').inputValue(), String(prize));
    await withdraw.getByText('This amount waits for an operator’s approval before it is sent.').waitFor();
    await photograph(page, 'withdraw-dialog-ready');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await withdraw.waitFor({ state: 'detached' });
    await walletBalance(page, balance - prize).waitFor();

    await page.getByRole('button', { name: 'Transaction History' }).click();
    const history = page.getByRole('dialog', { name: 'Transaction History' });
    await history.getByRole('tab', { name: 'Withdrawals' }).click();
    const row = history.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();
    await row.getByText('Awaiting approval', { exact: true }).waitFor();
    const recorded = await recordFirstRow(page, 'Withdrawals');

    const { withdrawals } = await api.call<{ withdrawals: { id: number; toAddress: string }[] }>(
      'GET',
      '/api/admin/withdrawals?state=awaiting_approval',
      admin.token,
    );
    const request = withdrawals.find((shown) => shown.toAddress.toLowerCase() === destination);
    assert.ok(request, 'the operator sees the withdrawal waiting');
    await api.call('POST', `/api/admin/withdrawals/${request.id}/approve`, admin.token, {});

    // Sent: the transfer is in a block, its hash on the row; two more blocks make its three confirmations.
    await row.getByText('Sent', { exact: true }).waitFor();
    await row.getByText(/^Tx 0x[0-9a-f]{4}/i).waitFor();
    await photograph(page, 'history-withdrawal-sent');
    await chain.mine(CONFIRMATIONS - 1);
    await row.getByText('Confirmed', { exact: true }).waitFor();
    await photograph(page, 'history-withdrawal-confirmed');

    const states = ['Awaiting approval', 'Requested', 'Sent', 'Confirmed'];
    const texts = await recorded();
    assert.deepEqual(statesIn(texts, states), states, `the row went through every state on screen: ${JSON.stringify(texts)}`);
    assert.match(
      texts.find((text) => text.includes('Sent'))!,
      /Tx 0x[0-9a-f]{4}/i,
      'a sent withdrawal shows its transaction',
    );
    assert.ok(await notReloaded(page), 'the history followed the withdrawal without a reload');
    assert.equal(await chain.usdtMicros(destination), BigInt(Math.round(prize * 1_000_000)), 'the destination holds exactly the prize');
    assert.equal(await api.balanceOf(sessions[winner].token), balance - prize);
  });
});

test('no page threw or logged an error', () => {
  assert.deepEqual(pageErrors, []);
});
