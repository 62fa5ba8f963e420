import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser } from '../support/browser';
import { accountNamed, apiClient, sessionInitScript, type Session } from '../support/api-client';
import { SLOW_4G } from '../support/network-profiles';
import { coldVisitShifts, cumulativeLayoutShift, navigationStateScript, type LayoutShift } from '../support/layout-shift';
import { setUpBenchTournament, type BenchTournament } from '../bench/tournament-setup';

// Issue #24 item 9: what loads late has its place kept, so no screen jumps while it arrives. Cumulative Layout Shift
// of a cold visit on a phone under Lighthouse's slow 4G and 4× slower CPU, where late parts arrive in separate
// frames (the slowest, so the most telling, case), must stay within Lighthouse's "good" 0.05 on every main screen.
const CLS_BUDGET = 0.05;
const ADMIN = { email: 'layout.admin@example.com', password: 'layout-admin-secret' };

let platform: Platform;
let browser: Browser;
/** A tournament just started, its player registered, in the lobby and seated in a room, so every screen has content. */
let bench: BenchTournament;
let listedTournament: unknown;
/** A table in play at the same tournament (two more players, one room, started), and one of its players. */
let playingTable: { roomId: number; player: Session };

before(async () => {
  platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  const api = apiClient(platform.baseUrl);
  bench = await setUpBenchTournament(platform.baseUrl, await api.logIn(ADMIN.email, ADMIN.password));
  const list = await api.call<{ id: number }[]>('GET', '/api/users/tournaments', bench.player.token);
  listedTournament = list.find((tournament) => tournament.id === bench.tournamentId);
  const admin = await api.logIn(ADMIN.email, ADMIN.password);
  const [host, guest] = await Promise.all(['shift_host', 'shift_guest'].map((name) => api.newPlayer(admin.token, accountNamed(name), 100)));
  for (const player of [host, guest]) {
    await api.call('POST', `/api/users/tournaments/${bench.tournamentId}/register`, player.token, {});
    await api.call('POST', `/api/users/tournaments/${bench.tournamentId}/enter-lobby`, player.token);
  }
  const { room } = await api.call<{ room: { id: number } }>('POST', `/api/rooms/tournament/${bench.tournamentId}`, host.token, {});
  await api.call('POST', `/api/rooms/${room.id}/join`, guest.token, {});
  await api.call('PUT', `/api/rooms/${room.id}/state`, host.token, { roomState: 'playing' });
  playingTable = { roomId: room.id, player: host };
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

interface Screen {
  name: string;
  path: () => string;
  signedIn?: boolean;
  /** Signed in as someone else than the bench player. */
  session?: () => Session;
  /** The game stage is reached from a tournament screen, which hands the tournament over (a reload keeps it). */
  state?: () => unknown;
}

const SCREENS: Screen[] = [
  { name: '/login', path: () => '/login' },
  { name: '/register', path: () => '/register' },
  { name: '/tournaments', path: () => '/tournaments' },
  { name: '/tournaments signed in', path: () => '/tournaments', signedIn: true },
  { name: '/tournaments/{id}', path: () => `/tournaments/${bench.tournamentId}`, signedIn: true },
  { name: '/tournaments/{id}/rooms', path: () => `/tournaments/${bench.tournamentId}/rooms`, signedIn: true },
  {
    name: '/gamestage/{id}',
    path: () => `/gamestage/${bench.tournamentId}`,
    signedIn: true,
    state: () => ({ tournament: listedTournament, fromTournament: true, inLobby: true }),
  },
  { name: '/game/{roomId}', path: () => `/game/${bench.roomId}`, signedIn: true },
  // The live table arrives after the room (its snapshot and its code): nothing on screen moves when it does.
  { name: '/game/{roomId} in play', path: () => `/game/${playingTable.roomId}`, session: () => playingTable.player },
  { name: '/dashboard', path: () => '/dashboard', signedIn: true },
  { name: '/profile', path: () => '/profile', signedIn: true },
  { name: '/hand-history', path: () => '/hand-history', signedIn: true },
];

const describeShifts = (shifts: LayoutShift[]) =>
  shifts
    .map(
      (shift) =>
        `${shift.value.toFixed(4)} at ${shift.startTime.toFixed(0)} ms: ${shift.sources.map((source) => `${source.node} ${source.previous} → ${source.current}`).join('; ')}`,
    )
    .join('\n');

for (const screen of SCREENS) {
  test(`${screen.name}: a cold visit on a phone under slow 4G shifts its layout by at most ${CLS_BUDGET}`, async () => {
    const initScripts = [
      ...(screen.signedIn ? [sessionInitScript(bench.player)] : []),
      ...(screen.session ? [sessionInitScript(screen.session())] : []),
      ...(screen.state ? [navigationStateScript(screen.state())] : []),
    ];
    const shifts = await coldVisitShifts(browser, `${platform.baseUrl}${screen.path()}`, { profile: SLOW_4G, initScripts });
    const score = cumulativeLayoutShift(shifts);
    assert.ok(score <= CLS_BUDGET, `CLS ${score.toFixed(3)} > ${CLS_BUDGET}; the shifts:\n${describeShifts(shifts)}`);
  });
}

test('the score is the largest session window: shifts under 1 s apart, a window at most 5 s long', () => {
  assert.equal(cumulativeLayoutShift([]), 0);
  const shift = (startTime: number, value: number) => ({ startTime, value });
  // Two windows (a gap of 1 s ends one): 0.03 + 0.02, then 0.04.
  assert.equal(cumulativeLayoutShift([shift(100, 0.03), shift(900, 0.02), shift(1900, 0.04)]).toFixed(3), '0.050');
  // Shifts every 0.9 s never leave a gap, but a window closes after 5 s: the first six make one window.
  const steady = Array.from({ length: 8 }, (_, index) => shift(index * 900, 0.01));
  assert.equal(cumulativeLayoutShift(steady).toFixed(3), '0.060');
});
