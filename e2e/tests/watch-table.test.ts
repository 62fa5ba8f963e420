import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser } from '../support/browser';
import { photographedSteps } from '../support/failure-photos';
import { accountNamed, apiClient, sessionInitScript, type Session } from '../support/api-client';
import { twoPlayerRoom } from '../support/table-scene';
import { cardNotation, HIDDEN_CARD, LiveTablePage } from '../support/live-table-page';
import { recordSocketFrames, type SocketFrames } from '../support/socket-frames';

// Watching a table: a signed-in user with no seat (not even registered) opens a table in play from the tournament's
// rooms page and follows it live, marked Watching, with no controls; the players see how many watch, and the count
// follows a second watcher coming and going. No hole card of a player reaches a watcher before the showdown.
const ADMIN = { email: 'watch.admin@example.com', password: 'watch-admin-secret' };
const ALICE = accountNamed('alice_watched');
const BOB = accountNamed('bob_watched');
const CAROL = accountNamed('carol_watching');
const DAVE = accountNamed('dave_watching');
const STARTING_STACK = 1500;
const SHOTS = '/work/shots/watch';

type Player = 'alice' | 'bob';
const USERNAMES: Record<Player, string> = { alice: ALICE.username, bob: BOB.username };

let platform: Platform;
let browser: Browser;
let sessions: Record<Player | 'carol' | 'dave', Session>;
let tournamentId: number;
let roomId: number;
let roomLabel: string;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
const step = photographedSteps('watch-table', contexts, pageErrors);
const tables: Partial<Record<Player, LiveTablePage>> = {};
const holeCards: Partial<Record<Player, string[]>> = {};
let watcher: LiveTablePage;
let watcherFrames: SocketFrames;

before(async () => {
  platform = await startPlatform({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TABLE_HAND_PAUSE_MS: '600000',
    TABLE_ACTION_SECONDS: '600',
  });
  browser = await launchBrowser();
  const api = apiClient(platform.baseUrl);
  const admin = await api.logIn(ADMIN.email, ADMIN.password);
  const [alice, bob, carol, dave] = await Promise.all(
    [ALICE, BOB, CAROL, DAVE].map((account, index) => api.newPlayer(admin.token, account, index < 2 ? 2 * STARTING_STACK : 0)),
  );
  sessions = { alice, bob, carol, dave };
  const { tournamentId: id, room } = await twoPlayerRoom(api, admin.token, [alice, bob], { name: 'Rail Birds Cup', startingStack: STARTING_STACK });
  const host = room.createdBy === bob.user.id ? bob : alice;
  await api.call('PUT', `/api/rooms/${room.id}/state`, host.token, { roomState: 'playing' });
  tournamentId = id;
  roomId = room.id;
  roomLabel = room.roomId;
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

async function signedInPage(
  who: keyof typeof sessions,
  viewport: { width: number; height: number },
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await context.addInitScript(sessionInitScript(sessions[who]));
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => pageErrors.push(`${who}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${who} console: ${message.text()}`);
  });
  return { page, context };
}

const watchingCount = (table: LiveTablePage, count: number) => table.page.getByRole('note', { name: `${count} watching this table`, exact: true });

/** The watcher's page names no hole card of a player, nor did any frame its browser received. */
async function assertWatcherSeesNoHoleCard(): Promise<void> {
  const everything = await watcher.everything();
  for (const player of ['alice', 'bob'] as const) {
    assert.deepEqual((await watcher.read(USERNAMES[player])).cards, [HIDDEN_CARD, HIDDEN_CARD], `the watcher sees ${player}'s cards face down`);
    for (const card of holeCards[player]!) {
      assert.equal(everything.includes(card), false, `the watcher's page names ${player}'s ${card}`);
      const leaked = watcherFrames.received.filter((frame) => frame.includes(`"${cardNotation(card)}"`));
      assert.deepEqual(leaked, [], `the watcher's browser received ${player}'s ${card}`);
    }
  }
}

test('a user with no seat opens the table from the rooms page and watches it, counted by the players', { timeout: 40_000 }, async () => {
  await step('open', async () => {
    for (const [player, viewport] of [
      ['alice', { width: 1366, height: 900 }],
      ['bob', { width: 375, height: 812 }],
    ] as const) {
      const { page } = await signedInPage(player, viewport);
      await page.goto(`${platform.baseUrl}/game/${roomId}`);
      tables[player] = new LiveTablePage(page);
      await tables[player].holeCards(USERNAMES[player]).nth(1).waitFor();
      holeCards[player] = (await tables[player].read(USERNAMES[player])).cards;
      assert.ok(!holeCards[player].includes(HIDDEN_CARD), `${player} sees their own cards`);
    }

    const { page } = await signedInPage('carol', { width: 1366, height: 900 });
    watcherFrames = recordSocketFrames(page);
    await page.goto(`${platform.baseUrl}/tournaments/${tournamentId}/rooms`);
    await page.getByRole('link', { name: `Watch room ${roomLabel}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/game/${roomId}`);
    watcher = new LiveTablePage(page);
    const notice = page.getByRole('status', { name: 'Watching', exact: true });
    await notice.waitFor();
    await notice.getByRole('link', { name: 'Back to tournament', exact: true }).waitFor();
    await watcher.holeCards(ALICE.username).nth(1).waitFor();
    await watcher.holeCards(BOB.username).nth(1).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Your controls', exact: true }).count(), 0, 'no controls for a watcher');
    assert.equal(await page.getByRole('button', { name: /^(Fold|Check|Call|Join)/ }).count(), 0, 'nothing to act or join with');
    for (const table of [watcher, tables.alice!, tables.bob!]) await watchingCount(table, 1).waitFor();
    await assertWatcherSeesNoHoleCard();

    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/watching-1366x900.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/watching-375x812.png` });
    await page.screenshot({ path: `${SHOTS}/watching-375x812-full.png`, fullPage: true });
    await tables.bob!.page.screenshot({ path: `${SHOTS}/player-375x812.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  await step('count', async () => {
    // A second watcher comes, then closes the tab: everyone's count follows.
    const { page, context } = await signedInPage('dave', { width: 1366, height: 900 });
    await page.goto(`${platform.baseUrl}/game/${roomId}`);
    for (const table of [watcher, tables.alice!, tables.bob!]) await watchingCount(table, 2).waitFor();
    await context.close();
    for (const table of [watcher, tables.alice!, tables.bob!]) await watchingCount(table, 1).waitFor();
  });
});

test(
  'the players check the hand down: the watcher follows the board and sees only the hands shown at the showdown',
  { timeout: 40_000 },
  async () => {
    await step('play', async () => {
      const { alice, bob } = tables;
      assert.ok(alice && bob && watcher, 'the table is open');
      const showdown = watcher.page.getByText(/^Wins \d/).first();
      for (let decision = 0; decision < 12; decision += 1) {
        const acting = await Promise.race([
          showdown.waitFor({ timeout: 15_000 }).then(() => undefined),
          // Whose turn it is, as the watcher's felt says ("Acting: 590 s" on their seat).
          ...(['alice', 'bob'] as const).map((player) =>
            watcher
              .seat(USERNAMES[player])
              .getByText(/^Acting/)
              .waitFor({ timeout: 15_000 })
              .then(() => player),
          ),
        ]);
        if (!acting) break;
        const table = tables[acting]!;
        // The player's page is on the street the watcher's is (a street's last action and the next street's first may be theirs).
        await table.boardOf(await watcher.board().count());
        await table.actions().first().waitFor();
        // A beaten hand at the showdown (the winner's already shown): it mucks, and is never named to the watcher.
        if ((await table.action('Muck').count()) > 0) {
          await table.action('Muck').click();
          // Heads-up, that was the hand's last decision.
          break;
        }
        // A player is to act in the betting: the hand is not over, and the watcher has seen no card of theirs.
        await assertWatcherSeesNoHoleCard();
        // Each decision adds a line to the hand log the watcher reads: the next one is asked once it is there.
        const logged = await watcher.handLog().count();
        const check = table.action('Check');
        await ((await check.count()) > 0 ? check : table.action(/^Call \d+$/)).click();
        await watcher.handLog().nth(logged).waitFor();
      }
      await showdown.waitFor();
      assert.equal((await watcher.boardOf(5)).length, 5, 'the watcher sees the whole board');
      let winners = 0;
      for (const player of ['alice', 'bob'] as const) {
        const { cards, winner } = await watcher.read(USERNAMES[player]);
        // A winning hand at the showdown is shown to the watcher as dealt; a losing one may be mucked, then never named.
        if (winner !== null) winners += 1;
        if (winner !== null || !cards.every((card) => card === HIDDEN_CARD))
          assert.deepEqual(cards, holeCards[player], `${player}'s shown cards as dealt`);
      }
      assert.ok(winners > 0, 'the watcher sees who won');
      await watcher
        .handLog()
        .filter({ hasText: / wins / })
        .first()
        .waitFor();
      await watcher.page.screenshot({ path: `${SHOTS}/watching-showdown-1366x900.png` });
    });
  },
);

test('no page threw or logged an error', () => {
  assert.deepEqual(pageErrors, []);
});
