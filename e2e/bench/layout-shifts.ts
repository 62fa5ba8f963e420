/**
 * Cumulative Layout Shift of a cold visit to every screen, on a phone under Lighthouse's slow 4G and 4× slower CPU
 * (issue #24 item 9: CLS ≤ 0.05 everywhere), with the nodes behind the largest shifts. `BENCH_RUNS=n` (default 3)
 * visits per screen, `BENCH_SCREENS=/login,/tournaments` picks screens. Run: `node --import tsx bench/layout-shifts.ts`.
 */
import { startPlatform } from '../support/platform';
import { launchBrowser } from '../support/browser';
import { apiClient, sessionInitScript } from '../support/api-client';
import { SLOW_4G } from '../support/network-profiles';
import { coldVisitShifts, cumulativeLayoutShift, navigationStateScript, type LayoutShift } from '../support/layout-shift';
import { setUpBenchTournament, type BenchTournament } from './tournament-setup';
import { median } from './measure-visit';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ADMIN = { email: 'cls.admin@example.com', password: 'cls-admin-password' };

interface Screen {
  path: string;
  url: (bench: BenchTournament) => string;
  loggedIn?: boolean;
  /** Navigation state the screen needs (the game stage is reached from a tournament screen): set before the page runs. */
  historyState?: (bench: BenchTournament, tournament: unknown) => unknown;
}

const SCREENS: Screen[] = [
  { path: '/', url: () => '/' },
  { path: '/login', url: () => '/login' },
  { path: '/register', url: () => '/register' },
  { path: '/tournaments', url: () => '/tournaments' },
  { path: '/tournaments (logged in)', url: () => '/tournaments', loggedIn: true },
  { path: '/tournaments/{id}', url: (bench) => `/tournaments/${bench.tournamentId}`, loggedIn: true },
  { path: '/tournaments/{id}/rooms', url: (bench) => `/tournaments/${bench.tournamentId}/rooms`, loggedIn: true },
  {
    path: '/gamestage/{id}',
    url: (bench) => `/gamestage/${bench.tournamentId}`,
    loggedIn: true,
    historyState: (_bench, tournament) => ({ tournament, fromTournament: true, inLobby: true }),
  },
  { path: '/game/{roomId}', url: (bench) => `/game/${bench.roomId}`, loggedIn: true },
  { path: '/dashboard', url: () => '/dashboard', loggedIn: true },
  { path: '/profile', url: () => '/profile', loggedIn: true },
  { path: '/hand-history', url: () => '/hand-history', loggedIn: true },
  { path: '/learn', url: () => '/learn' },
  { path: '/about', url: () => '/about' },
];
const ONLY = process.env.BENCH_SCREENS?.split(',').map((path) => path.trim());

async function main() {
  const platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const browser = await launchBrowser();
  try {
    const api = apiClient(platform.baseUrl);
    const admin = await api.logIn(ADMIN.email, ADMIN.password);
    const bench = await setUpBenchTournament(platform.baseUrl, admin);
    const list = await api.call<{ id: number }[]>('GET', '/api/users/tournaments', bench.player.token);
    const tournament = list.find((candidate) => candidate.id === bench.tournamentId);
    for (const screen of SCREENS.filter((candidate) => !ONLY || ONLY.includes(candidate.path))) {
      const scripts = screen.loggedIn ? [sessionInitScript(bench.player)] : [];
      const state = screen.historyState?.(bench, tournament);
      if (state) scripts.push(navigationStateScript(state));
      const scores: number[] = [];
      let worst: LayoutShift[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const shifts = await coldVisitShifts(browser, `${platform.baseUrl}${screen.url(bench)}`, { profile: SLOW_4G, initScripts: scripts });
        const score = cumulativeLayoutShift(shifts);
        if (score >= Math.max(...scores, 0)) worst = shifts;
        scores.push(score);
      }
      console.log(`${screen.path.padEnd(28)} CLS median ${median(scores).toFixed(3)}  runs ${scores.map((score) => score.toFixed(3)).join(' ')}`);
      for (const shift of [...worst].sort((a, b) => b.value - a.value).slice(0, 4)) {
        console.log(`    ${shift.value.toFixed(4)} at ${shift.startTime.toFixed(0)} ms`);
        for (const source of shift.sources) console.log(`        ${source.node}  ${source.previous} → ${source.current}`);
      }
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}

void main();
