import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { photographedSteps } from '../support/failure-photos';
import { apiClient, sessionInitScript, untilPast, type Account, type ApiClient, type Session } from '../support/api-client';
import { TournamentLobbyPage } from '../pages/tournaments.pages';
import { GameStagePage, RoomTablePage, roomLabel } from '../pages/rooms.pages';
import { LiveTablePage } from '../support/live-table-page';

// Issue #12: a tournament from the lobby list to a table, two players in two browsers, everything live (SPEC §2, §4, §8).
// NODE_ENV=test keeps the server's jobs off: the rooms are created by the players' own "Trigger Room Creation (Debug)".
const ADMIN = { email: 'rooms.admin@example.com', password: 'rooms-admin-secret' };
const account = (name: string): Account => ({
  username: name,
  firstName: name.replace(/_.*/, ''),
  country: 'Malta',
  email: `${name}@example.com`,
  password: `${name}-secret`,
});
const ALICE = account('alice_rooms');
const BOB = account('bob_rooms');
const CAROL = account('carol_rooms');
const TOURNAMENT = 'Live Rooms Cup';
/** Far enough ahead for two players to register in the browser first; the test waits for the lobby's own clock. */
const START_DELAY_MS = 25_000;

interface RoomView {
  id: number;
  roomState: string;
  roomMembers: number[];
  createdBy: number | null;
}

let platform: Platform;
let browser: Browser;
let api: ApiClient;
let admin: Session;
let alice: Session;
let bob: Session;
let carol: Session;
let tournamentId: number;
let startsAt: string;
const errors: string[] = [];
/** Console errors, told with a failed step (a failed request or a render error React caught says why a page went blank). */
const consoleErrors: string[] = [];
const contexts: BrowserContext[] = [];
/** The two players' pages, kept from one step to the next like two people at their screens. */
const screens: Partial<Record<'alice' | 'bob', Page>> = {};
let roomId: number;

before(async () => {
  platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  api = apiClient(platform.baseUrl);
  admin = await api.logIn(ADMIN.email, ADMIN.password);
  [alice, bob, carol] = await Promise.all([ALICE, BOB, CAROL].map((player) => api.newPlayer(admin.token, player, 100)));
  startsAt = new Date(Date.now() + START_DELAY_MS).toISOString();
  const tournament = await api.call<{ id: number }>('POST', '/api/admin/tournaments', admin.token, {
    name: TOURNAMENT,
    gameType: 'NLH',
    entryFee: '10',
    startsAt,
    maxPlayers: 50,
    startingStack: 50,
    lateRegMinutes: 15,
    durationMinutes: 60,
  });
  tournamentId = tournament.id;
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A desktop-sized context signed in with the session a login leaves in local storage (or none: a visitor). */
async function openPage(session?: Session): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  if (session) await context.addInitScript(sessionInitScript(session));
  const page = await context.newPage();
  errors.push(...watchPageErrors(page));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

/** Runs a step; when it fails, every open page is photographed into e2e/test-results/ before the error goes on. */
const step = photographedSteps('tournament-rooms', contexts, consoleErrors);

/** Counts main-frame navigations (a reload would be one): live updates must arrive without any. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count += 1;
  });
  return () => count;
}

/** Waits until the session the page keeps (local storage) holds this balance: the registration answer's remainingBalance. */
async function sessionBalanceOf(page: Page, balance: number): Promise<void> {
  await page.waitForFunction((expected) => (JSON.parse(localStorage.getItem('user') ?? '{}') as { balance?: number }).balance === expected, balance, {
    timeout: 10_000,
  });
}

test('registering from the lobby list: the balance drops and the other player sees Players and Prize Pool rise live', async () => {
  await step('register', async () => {
    const [pageA, pageB] = [await openPage(alice), await openPage(bob)];
    screens.alice = pageA;
    screens.bob = pageB;
    const [lobbyA, lobbyB] = [new TournamentLobbyPage(pageA, platform.baseUrl), new TournamentLobbyPage(pageB, platform.baseUrl)];
    await Promise.all([lobbyA.open(), lobbyB.open()]);
    await lobbyB.waitForCell(TOURNAMENT, 'Players', /^\s*0\b/);
    const navigationsA = countNavigations(pageA);
    const navigationsB = countNavigations(pageB);

    await lobbyA.register(TOURNAMENT);
    await lobbyA.attend(TOURNAMENT, 'Registered').waitFor();
    assert.equal(await lobbyA.attend(TOURNAMENT, 'Registered').isDisabled(), true, 'a registered player sees a disabled "Registered"');
    await sessionBalanceOf(pageA, 90);
    assert.equal(await api.balanceOf(alice.token), 90);
    await lobbyB.waitForCell(TOURNAMENT, 'Players', /^\s*1\b/);
    await lobbyB.waitForCell(TOURNAMENT, 'Prize Pool', /\$10\.00(?!\d)/);

    await lobbyB.register(TOURNAMENT);
    await lobbyB.attend(TOURNAMENT, 'Registered').waitFor();
    await sessionBalanceOf(pageB, 90);
    await lobbyA.waitForCell(TOURNAMENT, 'Players', /^\s*2\b/);
    await lobbyA.waitForCell(TOURNAMENT, 'Prize Pool', /\$20\.00(?!\d)/);
    assert.equal(await api.balanceOf(bob.token), 90);
    assert.deepEqual([navigationsA(), navigationsB()], [0, 0], 'no reload on either screen');
  });
});

test('at the start both enter the lobby from the list (one click: the stage shows them in it), a room is created and both sit at the same table', async () => {
  await step('lobby', async () => {
    const { alice: pageA, bob: pageB } = screens;
    assert.ok(pageA && pageB, 'the registration step left both players on /tournaments');
    const [lobbyA, lobbyB] = [new TournamentLobbyPage(pageA, platform.baseUrl), new TournamentLobbyPage(pageB, platform.baseUrl)];
    // The Attend button follows the clock on its own (SPEC §4): no reload, no event from the server's jobs.
    await lobbyA.attend(TOURNAMENT, 'Enter Lobby').waitFor({ timeout: START_DELAY_MS + 15_000 });
    await lobbyB.attend(TOURNAMENT, 'Enter Lobby').waitFor({ timeout: 10_000 });

    const [stageA, stageB] = [new GameStagePage(pageA), new GameStagePage(pageB)];
    await lobbyA.attend(TOURNAMENT, 'Enter Lobby').click();
    await lobbyB.attend(TOURNAMENT, 'Enter Lobby').click();
    await Promise.all([stageA.waitFor(tournamentId), stageB.waitFor(tournamentId)]);
    await pageA.getByText('No Game Rooms Yet', { exact: true }).waitFor();
    // The list's Enter Lobby entered the lobby: the game stage says so and offers no second Enter Lobby (issue #24).
    for (const stage of [stageA, stageB]) {
      await stage.lobbyPanel().getByText('Waiting for game rooms to be created...', { exact: true }).waitFor();
      assert.equal(await stage.enterLobbyButton().count(), 0, 'no second Enter Lobby on the game stage');
    }
    for (const player of [alice, bob]) {
      const detail = await api.call<{ Registrations: { userId: number; lobbyEnteredAt?: string | null }[] }>(
        'GET',
        `/api/tournaments/${tournamentId}`,
        player.token,
      );
      const own = detail.Registrations.find((registration) => registration.userId === player.user.id);
      assert.ok(own?.lobbyEnteredAt, 'the server has the player in the lobby');
    }

    const navigationsB = countNavigations(pageB);
    await stageA.triggerRoomCreation();
    await pageA.getByTestId('toaster').getByText('Room creation triggered', { exact: true }).waitFor();
    const { rooms } = await api.call<{ rooms: RoomView[] }>('GET', `/api/rooms/tournament/${tournamentId}`, alice.token);
    assert.equal(rooms.length, 1, 'two lobby players make one table');
    assert.deepEqual([...rooms[0].roomMembers].sort(), [alice.user.id, bob.user.id].sort());
    roomId = rooms[0].id;
    const label = roomLabel(tournamentId, roomId);
    // Bob did nothing: the room arrives on his game stage live, with him already seated.
    await stageB.roomButton(label, 'Join Game').waitFor();
    await stageB
      .roomCard(label)
      .getByText(/2\s*\/\s*8/)
      .first()
      .waitFor();
    // The panel follows the real state: a room is listed, and it is the player's.
    await stageB.roomCard(label).getByText("You're in this room", { exact: true }).waitFor();
    await stageB.lobbyPanel().getByText(`You're in ${label}.`, { exact: true }).waitFor();
    assert.equal(await stageB.lobbyPanel().getByText('Waiting for game rooms to be created...').count(), 0);
    assert.equal(navigationsB(), 0, 'no reload on the second player screen');

    await stageA.roomButton(label, 'Join Game').click();
    const tableA = new RoomTablePage(pageA);
    await tableA.waitFor(roomId);
    await tableA.player(ALICE.username).waitFor();
    await tableA.player(BOB.username).waitFor();

    await stageB.roomButton(label, 'Join Game').click();
    const tableB = new RoomTablePage(pageB);
    await tableB.waitFor(roomId);
    await tableB.player(ALICE.username).waitFor();
    await tableB.player(BOB.username).waitFor();
    await tableB.state('Waiting for Players').waitFor();
    await tableB.waitForEmptySeats(6);
  });
});

test('the host starts the game and the other player sees "Game in Progress" live', async () => {
  await step('start', async () => {
    assert.ok(roomId, 'the lobby step seated both players in a room');
    const room = await api.call<RoomView>('GET', `/api/rooms/${roomId}`, alice.token);
    const host = room.createdBy === alice.user.id ? 'alice' : 'bob';
    const guest = host === 'alice' ? 'bob' : 'alice';
    assert.ok([alice.user.id, bob.user.id].includes(room.createdBy ?? -1), 'one of the two seated players hosts the room');
    const [hostTable, guestTable] = [new RoomTablePage(screens[host]!), new RoomTablePage(screens[guest]!)];
    await hostTable.button('Start Game').waitFor();
    assert.equal(await guestTable.button('Start Game').count(), 0, 'only the host sees Start Game');
    await guestTable.state('Waiting for Players').waitFor();
    assert.equal(await guestTable.page.getByText('Game in Progress', { exact: true }).count(), 0);
    const navigations = countNavigations(guestTable.page);

    await hostTable.button('Start Game').click();
    await hostTable.state('Game in Progress').waitFor();
    await guestTable.state('Game in Progress').waitFor();
    assert.equal(navigations(), 0);
    assert.equal((await api.call<RoomView>('GET', `/api/rooms/${roomId}`, alice.token)).roomState, 'playing');
  });
});

test("a player leaves the room from the table menu: the other sees the leaver's chips sit out at the table, live", async () => {
  await step('leave', async () => {
    assert.ok(roomId, 'the lobby step seated both players in a room');
    const room = await api.call<RoomView>('GET', `/api/rooms/${roomId}`, alice.token);
    // The guest leaves, so the room keeps its host and the one who stays is the one watching.
    const [stays, leaves] = room.createdBy === alice.user.id ? [screens.alice!, screens.bob!] : [screens.bob!, screens.alice!];
    const leaver = leaves === screens.alice ? ALICE : BOB;
    const stayer = leaves === screens.alice ? BOB : ALICE;
    const leaveTable = new RoomTablePage(leaves);
    const navigations = countNavigations(stays);

    // The leaver's screen follows the live table: the room's controls are in its menu.
    await new LiveTablePage(leaves).seat(leaver.username).waitFor();
    await leaveTable.choose('Leave Room');
    // The game is played: the felt takes the space, the room's controls are in one menu and no sidebar lists the players.
    assert.equal(await stays.getByRole('region', { name: 'Players', exact: true }).count(), 0);
    await new LiveTablePage(stays).seat(stayer.username).waitFor();
    // One stack per entry (issue #23): the leaver's chips stay in the game, sitting out, blinded until they come back.
    await new LiveTablePage(stays).seat(leaver.username).getByText('Sitting out', { exact: true }).waitFor();
    assert.equal(navigations(), 0);
    const after = await api.call<RoomView>('GET', `/api/rooms/${roomId}`, alice.token);
    assert.equal(after.roomMembers.length, 1);
  });
});

test('a playing room refuses a third player: Join disabled, and the API says the spec sentence', async () => {
  await step('third-player', async () => {
    assert.ok(roomId, 'the lobby step seated both players in a room');
    await api.call('POST', `/api/users/tournaments/${tournamentId}/register`, carol.token, {});
    await api.call('POST', `/api/users/tournaments/${tournamentId}/enter-lobby`, carol.token);
    const page = await openPage(await api.logIn(CAROL.email, CAROL.password));
    const lobby = new TournamentLobbyPage(page, platform.baseUrl);
    await lobby.open();
    await lobby.attend(TOURNAMENT, 'Enter Lobby').click();
    const stage = new GameStagePage(page);
    await stage.waitFor(tournamentId);
    const join = stage.roomButton(roomLabel(tournamentId, roomId), 'Join');
    await join.waitFor();
    assert.equal(await join.isDisabled(), true, 'Join is disabled for a playing room');

    const refusal = await api.send<{ message: string }>('POST', `/api/rooms/${roomId}/join`, carol.token, {});
    assert.equal(refusal.status, 409);
    assert.equal(refusal.body.message, 'This room is not accepting new members');
  });
});

test('a full room refuses a ninth player with "This room is full"', async () => {
  await untilPast(startsAt); // rooms exist only once the lobby is open; the browser steps before have normally waited for it
  const players = await Promise.all(
    Array.from({ length: 9 }, async (_, index) => {
      const player = await api.newPlayer(admin.token, account(`seat${index + 1}_rooms`), 100);
      await api.call('POST', `/api/users/tournaments/${tournamentId}/register`, player.token, {});
      await api.call('POST', `/api/users/tournaments/${tournamentId}/enter-lobby`, player.token);
      return player;
    }),
  );
  const [host, ...others] = players;
  const [guests, ninth] = [others.slice(0, 7), others[7]];
  const { room } = await api.call<{ room: RoomView }>('POST', `/api/rooms/tournament/${tournamentId}`, host.token, {});
  for (const guest of guests) await api.call('POST', `/api/rooms/${room.id}/join`, guest.token, {});
  assert.equal((await api.call<RoomView>('GET', `/api/rooms/${room.id}`, host.token)).roomMembers.length, 8);

  const refusal = await api.send<{ message: string }>('POST', `/api/rooms/${room.id}/join`, ninth.token, {});
  assert.equal(refusal.status, 409);
  assert.equal(refusal.body.message, 'This room is full');
});

test('a visitor on a game stage is told to log in and lands on /login', async () => {
  await step('visitor', async () => {
    const page = await openPage();
    await page.goto(`${platform.baseUrl}/gamestage/${tournamentId}`);
    await page.getByText('Please log in to access this page', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });
});

test('no page threw an error', () => {
  assert.deepEqual(errors, []);
});
