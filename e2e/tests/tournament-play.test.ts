import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SELF_RUNNING_ENV, startPlatform, type Platform } from '../support/platform';
import { launchBrowser } from '../support/browser';
import { photographedSteps } from '../support/failure-photos';
import { accountNamed, apiClient, sessionInitScript, untilPast, type ApiClient, type Session } from '../support/api-client';
import { recordSocketFrames, type SocketFrames } from '../support/socket-frames';
import { LiveTablePage } from '../support/live-table-page';
import { playAllInToTheEnd } from '../support/all-in-to-the-end';
import { createPostgresSchema, type PostgresSchema } from '../support/postgres-schema';
import { TournamentDetailPage, TournamentTablePage } from '../pages/tournament-play.pages';

// Issue #23: a tournament plays itself. Two players register and keep a screen of the tournament open; when the join
// window ends the director seats them at one table without anyone pressing anything, and their screens go there.
// They go all in hand after hand through the buttons until one busts: that one sees their finishing place and cannot
// sit again; the other sees the tournament finish and their prize in the wallet, without a reload.
//
// The join window ends 15 minutes after the start (SPEC §9). The platform runs on a PostgreSQL schema of its own, so
// once both players are waiting the test moves the tournament's start 15 minutes into the past with SQL: the clock
// the director reads is the server's, the product is unchanged. Its timed jobs run (the director's pass every 2 s).
const ADMIN = { email: 'play.admin@example.com', password: 'play-admin-secret' };
const ALICE = accountNamed('alice_plays');
const BOB = accountNamed('bob_plays');
const TOURNAMENT = 'Play Itself Cup';
const ENTRY_FEE = 10;
// Small stacks, all in every hand: someone busts within a few hands.
const STARTING_STACK = 100;
const DEPOSIT = 200;

type Player = 'alice' | 'bob';
const PLAYERS: Player[] = ['alice', 'bob'];
const USERNAMES: Record<Player, string> = { alice: ALICE.username, bob: BOB.username };

let platform: Platform;
let browser: Browser;
let api: ApiClient;
let sessions: Record<Player, Session>;
let tournamentId: number;
let tableId: number;
const contexts: BrowserContext[] = [];
const pages: Partial<Record<Player, Page>> = {};
const sockets: Partial<Record<Player, SocketFrames>> = {};
const pageErrors: string[] = [];
const step = photographedSteps('tournament-play', contexts, pageErrors);
let busted: Player;
let winner: Player;

let schema: PostgresSchema;

before(async () => {
  schema = await createPostgresSchema('e2e_play');
  platform = await startPlatform({
    ...SELF_RUNNING_ENV,
    DATABASE_URL: schema.databaseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  browser = await launchBrowser();
  api = apiClient(platform.baseUrl);
  const admin = await api.logIn(ADMIN.email, ADMIN.password);
  const [alice, bob] = await Promise.all([ALICE, BOB].map((player) => api.newPlayer(admin.token, player, DEPOSIT)));
  sessions = { alice, bob };
  const startsAt = new Date(Date.now() + 2_000).toISOString();
  const tournament = await api.call<{ id: number }>('POST', '/api/admin/tournaments', admin.token, {
    name: TOURNAMENT,
    gameType: 'NLH',
    entryFee: String(ENTRY_FEE),
    startsAt,
    maxPlayers: 50,
    startingStack: STARTING_STACK,
    lateRegMinutes: 15,
    durationMinutes: 120,
  });
  tournamentId = tournament.id;
  for (const session of [alice, bob]) await api.call('POST', `/api/users/tournaments/${tournamentId}/register`, session.token, {});
  await untilPast(startsAt);
});

after(async () => {
  await browser?.close();
  await platform?.stop();
  await schema?.drop();
});

/** A context signed in as `player` at `path`, its socket frames and errors recorded; a reload would lose its mark. */
async function open(player: Player, path: string, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await context.addInitScript(sessionInitScript(sessions[player]));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(`${player}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${player} console: ${message.text()}`);
  });
  sockets[player] = recordSocketFrames(page);
  await page.goto(`${platform.baseUrl}${path}`);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  pages[player] = page;
  return page;
}

/** The page was never reloaded: the mark set when it opened is still there. */
async function notReloaded(player: Player): Promise<boolean> {
  return pages[player]!.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test('both players are seated when the join window ends without pressing anything', { timeout: 60_000 }, async () => {
  await step('seating', async () => {
    // Alice waits on the tournament's page, Bob on its rooms page: both follow the tournament's channel.
    const alice = await open('alice', `/tournaments/${tournamentId}`);
    await new TournamentDetailPage(alice).waitFor(tournamentId);
    await alice.getByRole('button', { name: 'Enter Lobby', exact: true }).waitFor();
    const bob = await open('bob', `/tournaments/${tournamentId}/rooms`);
    await bob.getByRole('heading', { name: 'Game Rooms' }).waitFor();
    for (const player of PLAYERS) await sockets[player]!.waitForSent(new RegExp(`"rt:subscribe","tournament:${tournamentId}"`));
    assert.equal(await alice.getByRole('link', { name: 'Back to your table' }).count(), 0, 'nobody is seated before the join window ends');

    // The join window ends: the start moves 15 minutes and 5 seconds into the past.
    await schema.sql(`UPDATE ${schema.name}.tournaments SET starts_at = now() - interval '15 minutes' - interval '5 seconds' WHERE id = $1`, [
      tournamentId,
    ]);

    for (const player of PLAYERS) {
      const page = pages[player]!;
      await page.waitForURL(/\/game\/\d+$/, { timeout: 15_000 });
      await page.getByText('Your table is ready', { exact: true }).first().waitFor();
    }
    const [aliceTable, bobTable] = PLAYERS.map((player) => Number(new URL(pages[player]!.url()).pathname.split('/').pop()));
    assert.equal(aliceTable, bobTable, 'one table for both');
    tableId = aliceTable;
    for (const player of PLAYERS) {
      const table = new LiveTablePage(pages[player]!);
      for (const username of Object.values(USERNAMES)) await table.seat(username).waitFor();
      const play = new TournamentTablePage(pages[player]!);
      assert.equal(await play.standing('Players left'), '2 / 2');
      assert.equal(await play.standing('Places paid'), '1');
      assert.match(await play.standing('Your rank'), /^[12] of 2$/);
      assert.ok(await notReloaded(player), `${player}'s page followed the seating without a reload`);
    }

    // Seated, Alice looks at the lobby: the header takes her back to her table from there (issue #24).
    const page = pages.alice!;
    await page.getByRole('link', { name: 'Tournaments', exact: true }).click();
    await page.waitForURL(/\/tournaments$/);
    const back = page.getByRole('link', { name: 'Back to my table', exact: true }).filter({ visible: true });
    await back.waitFor();
    await back.click();
    await page.waitForURL(new RegExp(`/game/${tableId}$`));
    await new LiveTablePage(page).seat(USERNAMES.alice).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back to my table', exact: true }).count(), 0, 'not offered at the table itself');
    assert.ok(await notReloaded('alice'), "alice's page went to the lobby and back without a reload");
  });
});

test('one busts, sees their finishing place, and cannot sit again', { timeout: 120_000 }, async () => {
  await step('bust', async () => {
    const play = { alice: new TournamentTablePage(pages.alice!), bob: new TournamentTablePage(pages.bob!) };
    // All in, called, hand after hand, through the buttons, until one player's chips are gone.
    ({ winner, busted } = await playAllInToTheEnd(play, TOURNAMENT));
    assert.equal(await play[busted].finishText(), 'You finished 2nd of 2');
    const lost = play[busted].finishDialog();
    await lost.getByText('You are out of this tournament and cannot take a seat again.', { exact: true }).waitFor();
    assert.equal(await play[busted].standing('Your place'), '2nd');
    // Closed, the dialog leaves the table to look at: its felt says how the tournament ended.
    await lost.getByRole('button', { name: 'Close' }).click();
    await lost.waitFor({ state: 'detached' });
    await play[busted].closedTable().waitFor();
    assert.equal((await play[busted].closedTable().innerText()).replace(/\s+/g, ' '), `Tournament over Winner: ${USERNAMES[winner]}`);

    // The server refuses them a seat, at their old table as anywhere in the tournament.
    const join = await api.send<{ code: string; message: string }>('POST', `/api/rooms/${tableId}/join`, sessions[busted].token, {});
    assert.equal(join.status, 409);
    assert.equal(join.body.code, 'ELIMINATED');
    assert.equal(join.body.message, 'You have been eliminated from this tournament and cannot take a seat again.');
    assert.ok(await notReloaded(busted), `${busted}'s page was never reloaded`);
  });
});

test('the other sees the tournament finish and their prize in the wallet without reloading', { timeout: 60_000 }, async () => {
  await step('finish', async () => {
    const page = pages[winner]!;
    const play = new TournamentTablePage(page);
    const dialog = play.finishDialog();
    assert.equal(await dialog.getByRole('heading').innerText(), `You won ${TOURNAMENT}!`);

    const results = await api.call<{ paidOut: boolean; results: { place: number; prize: number; user: { username: string } }[] }>(
      'GET',
      `/api/tournaments/${tournamentId}/results`,
    );
    assert.equal(results.paidOut, true);
    const prize = results.results.find((result) => result.place === 1)!;
    assert.equal(prize.user.username, USERNAMES[winner]);
    assert.ok(prize.prize > 0, 'the winner is paid');
    const prizeText = `${prize.prize.toFixed(2)} USDT`;
    await dialog.getByText(`You finished 1st of 2 and won ${prizeText}`, { exact: true }).waitFor();
    assert.equal(await play.finishText(), `You finished 1st of 2 and won ${prizeText}`);

    // The wallet: what the registration left, plus the prize, on the screen as on the server.
    const balance = await api.balanceOf(sessions[winner].token);
    assert.equal(balance, DEPOSIT - ENTRY_FEE + prize.prize);
    await dialog.getByText(`Wallet balance: ${balance.toFixed(2)} USDT`).waitFor();

    // The winner's felt says it too, behind the dialog.
    await play.closedTable().waitFor();
    assert.equal((await play.closedTable().innerText()).replace(/\s+/g, ' '), `Tournament over Winner: ${USERNAMES[winner]}`);

    // The tournament's page, reached by the dialog's link, lists the places, players and prizes.
    await dialog.getByRole('link', { name: "See the tournament's results" }).click();
    const detail = new TournamentDetailPage(page);
    await detail.waitFor(tournamentId);
    await detail.status('Finished').waitFor();
    const rows = await detail.results();
    assert.equal(rows.length, 2);
    assert.deepEqual(
      rows.map(([place, , reward]) => [place, reward]),
      [
        ['1', prizeText],
        ['2', '0.00 USDT'],
      ],
    );
    assert.match(rows[0][1], new RegExp(`${USERNAMES[winner]} \\(You\\)`));
    assert.match(rows[1][1], new RegExp(USERNAMES[busted]));
    assert.ok(await notReloaded(winner), `${winner}'s page was never reloaded`);
  });
});

test('no page threw or logged an error', () => {
  assert.deepEqual(pageErrors, []);
});
