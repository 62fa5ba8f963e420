import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser } from '../support/browser';
import { photographedSteps } from '../support/failure-photos';
import { accountNamed, apiClient, sessionInitScript, type Session } from '../support/api-client';
import { twoPlayerRoom } from '../support/table-scene';
import { cardNotation, HIDDEN_CARD, LiveTablePage } from '../support/live-table-page';
import { recordSocketFrames, type SocketFrames } from '../support/socket-frames';
import { RoomTablePage } from '../pages/rooms.pages';

// Issue #15: two players in two browsers play a hand to showdown through the buttons; each sees only their own
// cards until the reveal (SPEC §8). The way to the table (sign-up, registration, lobby, room) is issue #12's and is
// taken through the API; the Start Game and every decision are clicks.
const ADMIN = { email: 'table.admin@example.com', password: 'table-admin-secret' };
const ALICE = accountNamed('alice_table');
const BOB = accountNamed('bob_table');
const STARTING_STACK = 1500;

type Player = 'alice' | 'bob';
const USERNAMES: Record<Player, string> = { alice: ALICE.username, bob: BOB.username };
const other = (player: Player): Player => (player === 'alice' ? 'bob' : 'alice');

let platform: Platform;
let browser: Browser;
let sessions: Record<Player, Session>;
let tournamentId: number;
let roomId: number;
let host: Player;
const contexts: BrowserContext[] = [];
const tables: Partial<Record<Player, LiveTablePage>> = {};
/** Each page's socket frames: what it received shows no hidden card ever reached that browser. */
const sockets: Partial<Record<Player, SocketFrames>> = {};
/** Uncaught errors and console errors of every page: a healthy table logs none. */
const pageErrors: string[] = [];
const step = photographedSteps('live-table', contexts, pageErrors);
/** Each player's own cards as their page names them once dealt. */
const holeCards: Partial<Record<Player, string[]>> = {};
/** The hand log's line for the flop of the hand played ("*** FLOP *** [Qh Jc Ts]"). */
let flopLine = '';
/** The chips in the middle before the last decision: the pot the showdown awards. */
let potBeforeShowdown = 0;

before(async () => {
  // A completed hand stays on the table until the next deal and the clocks run out on their own: both long here,
  // so the showdown is still on screen when it is read and no decision is ever the server's.
  platform = await startPlatform({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TABLE_HAND_PAUSE_MS: '600000',
    TABLE_ACTION_SECONDS: '600',
  });
  browser = await launchBrowser();
  const api = apiClient(platform.baseUrl);
  const admin = await api.logIn(ADMIN.email, ADMIN.password);
  const [alice, bob] = await Promise.all([ALICE, BOB].map((player) => api.newPlayer(admin.token, player, 2 * STARTING_STACK)));
  sessions = { alice, bob };
  const { tournamentId: id, room } = await twoPlayerRoom(api, admin.token, [alice, bob], { name: 'Showdown Cup', startingStack: STARTING_STACK });
  tournamentId = id;
  roomId = room.id;
  host = room.createdBy === bob.user.id ? 'bob' : 'alice';
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A desktop-sized context signed in as `player`, on the room's page, its socket frames and errors recorded. */
/** Alice plays on a desk, Bob on a phone (issue #24: nobody scrolls to act, at 1366×900 as at 375×812). */
const VIEWPORTS: Record<Player, { width: number; height: number }> = { alice: { width: 1366, height: 900 }, bob: { width: 375, height: 812 } };

async function openTable(player: Player): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[player] });
  contexts.push(context);
  await context.addInitScript(sessionInitScript(sessions[player]));
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => pageErrors.push(`${player}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${player} console: ${message.text()}`);
  });
  sockets[player] = recordSocketFrames(page);
  await page.goto(`${platform.baseUrl}/game/${roomId}`);
  await new RoomTablePage(page).waitFor(roomId);
  return page;
}

/**
 * Before the reveal: in each page the player's own two cards are face up and the other's two face down, and the
 * other's cards are named nowhere (accessibility tree, DOM) nor ever sent to that browser.
 */
async function assertOnlyOwnCardsShow(): Promise<void> {
  for (const player of ['alice', 'bob'] as const) {
    const table = tables[player]!;
    const opponent = other(player);
    assert.deepEqual((await table.read(USERNAMES[player])).cards, holeCards[player], `${player} sees their own cards face up`);
    assert.deepEqual((await table.read(USERNAMES[opponent])).cards, [HIDDEN_CARD, HIDDEN_CARD], `${player} sees ${opponent}'s cards face down`);
    const everything = await table.everything();
    for (const card of holeCards[opponent]!) {
      assert.equal(everything.includes(card), false, `${player}'s page names ${opponent}'s ${card}`);
      const leaked = sockets[player]!.received.filter((frame) => frame.includes(`"${cardNotation(card)}"`));
      assert.deepEqual(leaked, [], `${player}'s browser received ${opponent}'s ${card}`);
    }
  }
}

test('the host starts the game: each player sees their own two cards face up and the other two face down', { timeout: 30_000 }, async () => {
  await step('deal', async () => {
    const pages = { alice: await openTable('alice'), bob: await openTable('bob') };
    for (const player of ['alice', 'bob'] as const) {
      const room = new RoomTablePage(pages[player]);
      await room.state('Waiting for Players').waitFor();
      for (const username of Object.values(USERNAMES)) await room.player(username).waitFor();
      // The room page learns of the start from the tournament's channel: the start waits until both pages follow it,
      // so the test shows the live update rather than the catch-up a later subscribe would get.
      await sockets[player]!.waitForSent(new RegExp(`"rt:subscribe","tournament:${tournamentId}"`));
    }
    await new RoomTablePage(pages[host]).button('Start Game').click();
    for (const player of ['alice', 'bob'] as const) {
      const table = new LiveTablePage(pages[player]);
      tables[player] = table;
      await table.holeCards(USERNAMES[player]).nth(1).waitFor();
      await table.holeCards(USERNAMES[other(player)]).nth(1).waitFor();
      holeCards[player] = (await table.read(USERNAMES[player])).cards;
      assert.equal(holeCards[player].length, 2, `${player} holds two cards`);
      assert.ok(!holeCards[player].includes(HIDDEN_CARD), `${player}'s own cards are face up: ${holeCards[player].join(', ')}`);
      await table.boardOf(0);
    }
    assert.equal(new Set([...holeCards.alice!, ...holeCards.bob!]).size, 4, 'four different cards dealt');
    await assertOnlyOwnCardsShow();
  });
});

test(
  'a raise of an odd amount is sent exactly, then both check the hand down through the buttons, each on their turn only and never scrolling to act',
  { timeout: 30_000 },
  async () => {
    await step('play', async () => {
      const { alice, bob } = tables;
      assert.ok(alice && bob && holeCards.alice && holeCards.bob, 'the deal step dealt both players');
      // Heads-up the small blind is the button: first to act before the flop, last after it.
      const smallBlind: Player = (await alice.seat(ALICE.username).getByText('Small blind', { exact: true }).count()) > 0 ? 'alice' : 'bob';
      const bigBlind = other(smallBlind);
      await tables[bigBlind]!.seat(USERNAMES[bigBlind]).getByText('Big blind', { exact: true }).waitFor();
      // The small blind raises to an odd amount typed in the box (23, with blinds of 5/10): it is sent exactly.
      const raiser = tables[smallBlind]!;
      await raiser.amount().fill('23');
      await raiser.action('Raise to').click();
      await sockets[smallBlind]!.waitForSent(/"table:act",\{"actionId":"[^"]+","payload":\{[^}]*"action":"raise","amount":23\}/);
      const decisions: Array<[Player, string | RegExp, number]> = [
        [bigBlind, /^Call \d+$/, 0],
        ...[3, 4, 5].flatMap((board): Array<[Player, string, number]> => [
          [bigBlind, 'Check', board],
          [smallBlind, 'Check', board],
        ]),
      ];

      for (const [index, [player, button, boardCards]] of decisions.entries()) {
        const [table, waiting] = [tables[player]!, tables[other(player)]!];
        const board = await table.boardOf(boardCards);
        assert.deepEqual(await waiting.boardOf(boardCards), board, 'both see the same board');
        if (boardCards === 3 && !flopLine) {
          // The hand log marks the street, with the board as it came.
          flopLine = `*** FLOP *** [${board.map(cardNotation).join(' ')}]`;
          for (const seat of [table, waiting]) {
            const line = seat.handLog().filter({ hasText: flopLine });
            await line.waitFor();
            assert.equal(await line.getAttribute('data-marker'), 'street', 'the flop is a street marker');
          }
        }
        // The one who waits has no button to press (their last one goes with the frame that ended their turn).
        await waiting.actions().first().waitFor({ state: 'detached' });
        // The one to act reaches every button without scrolling, on every street.
        await table.action(button).waitFor();
        assert.ok(await table.actionsInView(), `${player}'s buttons are inside the window on ${boardCards} board cards`);
        if (index === decisions.length - 1) {
          assert.equal(board.filter((card) => card !== HIDDEN_CARD).length, 5, 'the river is face up');
          const stacks = await Promise.all((['alice', 'bob'] as const).map(async (seat) => (await table.read(USERNAMES[seat])).stack));
          potBeforeShowdown = stacks.reduce((pot, stack) => pot + STARTING_STACK - stack, 0);
          assert.match(await table.pots().first().innerText(), new RegExp(`^Main pot:? ${potBeforeShowdown}$`), 'the pot holds what both put in');
          await assertOnlyOwnCardsShow();
        }
        await table.action(button).click();
      }
    });
  },
);

test('the showdown: the shown hands face up to both, the winner named with the hand, the pot theirs', { timeout: 30_000 }, async () => {
  await step('showdown', async () => {
    const { alice, bob } = tables;
    assert.ok(alice && bob && potBeforeShowdown > 0 && flopLine, 'the play step reached the river, the flop logged');
    // A beaten hand is asked to show or muck (issue #25): it mucks, as its running clock would.
    const chooser = await Promise.any([
      ...[alice, bob].map(async (table) => (await table.action('Muck').waitFor({ timeout: 10_000 }), table)),
      alice.page
        .getByText(/^Wins \d/)
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => null),
    ]);
    if (chooser) await chooser.action('Muck').click();
    for (const table of [alice, bob])
      await table.page
        .getByText(/^Wins \d/)
        .first()
        .waitFor();

    const readings = {
      alice: { alice: await alice.read(ALICE.username), bob: await alice.read(BOB.username) },
      bob: { alice: await bob.read(ALICE.username), bob: await bob.read(BOB.username) },
    };
    // Both pages tell the same story: the same winners, hands and stacks.
    assert.deepEqual(
      (['alice', 'bob'] as const).map((seat) => [readings.alice[seat].winner, readings.alice[seat].stack]),
      (['alice', 'bob'] as const).map((seat) => [readings.bob[seat].winner, readings.bob[seat].stack]),
    );
    const winners = (['alice', 'bob'] as const).filter((seat) => readings.alice[seat].winner !== null);
    assert.ok(winners.length > 0, 'someone won');
    for (const winner of winners) {
      assert.match(readings.alice[winner].winner!, /^Wins [\d,]+ with \S.*/, 'the winner is shown with the amount won and the name of their hand');
      // A winning hand at showdown is shown: face up, as dealt, on both screens.
      assert.deepEqual(readings[other(winner)][winner].cards, holeCards[winner], `${winner}'s winning cards are face up to the other`);
    }
    for (const viewer of ['alice', 'bob'] as const) {
      const opponent = other(viewer);
      const shown = readings[viewer][opponent].cards;
      // A losing hand may be mucked: then it is never named on that screen.
      if (!shown.every((card) => card === HIDDEN_CARD)) assert.deepEqual(shown, holeCards[opponent], `${opponent}'s shown cards as dealt`);
      else for (const card of holeCards[opponent]!) assert.equal((await tables[viewer]!.everything()).includes(card), false);
    }

    // Checked down: each put in half the pot, and the pot went to the winners.
    const share = potBeforeShowdown / winners.length;
    for (const seat of ['alice', 'bob'] as const) {
      const expected = STARTING_STACK - potBeforeShowdown / 2 + (winners.includes(seat) ? share : 0);
      assert.equal(readings.alice[seat].stack, expected, `${seat}'s stack after the pot`);
    }
    assert.equal(readings.alice.alice.stack + readings.alice.bob.stack, 2 * STARTING_STACK, 'no chip made or lost');
    for (const winner of winners) {
      const [, won, handName] = /^Wins ([\d,]+) with (.*)$/.exec(readings.alice[winner].winner!)!;
      assert.equal(Number(won.replace(/,/g, '')), share, 'the seat calls out what the winner takes');
      await alice
        .handLog()
        .getByText(`${USERNAMES[winner]} wins ${share.toLocaleString('en-US')} from the pot with ${handName}`, { exact: true })
        .waitFor();
    }

    // The table's log comes from the server: a reload shows the earlier lines again.
    const winsLine = (
      await alice
        .handLog()
        .filter({ hasText: / wins / })
        .last()
        .innerText()
    ).trim();
    await alice.page.reload();
    for (const line of ['Hand #1 · Blinds 5/10 · Button seat', flopLine, winsLine]) await alice.handLog().filter({ hasText: line }).first().waitFor();
  });
});

test('no page threw or logged an error', () => {
  assert.deepEqual(pageErrors, []);
});
