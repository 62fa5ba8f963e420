/**
 * Cold first visits to the main screens in Chromium, unthrottled and under Lighthouse's slow 4G with a 4× slower
 * CPU: JavaScript bytes on the wire, request count, first and largest contentful paint, each the median of 5 runs.
 * Then in-app route switches between loaded screens (issue #12). Prints numbers; the budgets (issues #9, #12) are
 * reported, not asserted.
 */
import { startPlatform } from '../support/platform';
import { launchBrowser } from '../support/browser';
import { SLOW_4G, UNTHROTTLED } from './network-profiles';
import { measureVisit, median, type VisitFigures } from './measure-visit';
import { setUpBenchTournament, type BenchTournament } from './tournament-setup';
import { measureRouteSwitches } from './route-switch';
import { apiClient, sessionInitScript, type Session } from '../support/api-client';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };

interface Screen {
  /** The path as printed (and visited, unless `pathFor` builds it). */
  path: string;
  /** The real path of a screen of the tournament the bench creates. */
  pathFor?: (bench: BenchTournament) => string;
  /** 'admin' (the operator's session) or 'player' (the bench player registered, in the lobby and seated). */
  loggedIn?: 'admin' | 'player';
  /** Budgets under slow 4G: JavaScript KB on the wire and largest contentful paint. */
  budget: { scriptKb: number; lcpMs: number };
}

const SCREENS: Screen[] = [
  { path: '/', budget: { scriptKb: 200, lcpMs: 2500 } },
  { path: '/login', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/tournaments', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/dashboard', loggedIn: 'admin', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/tournaments/{id}', pathFor: (bench) => `/tournaments/${bench.tournamentId}`, loggedIn: 'player', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/game/{roomId}', pathFor: (bench) => `/game/${bench.roomId}`, loggedIn: 'player', budget: { scriptKb: 300, lcpMs: 3000 } },
];
/** Route switches are reported against this goal (issue #12). */
const SWITCH_GOAL_MS = 150;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—');

async function main() {
  const platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const browser = await launchBrowser();
  try {
    const admin: Session = await apiClient(platform.baseUrl).logIn(ADMIN.email, ADMIN.password);
    const bench = await setUpBenchTournament(platform.baseUrl, admin);
    const sessions = { admin: sessionInitScript(admin), player: sessionInitScript(bench.player) };
    const rows: string[][] = [];
    for (const profile of [UNTHROTTLED, SLOW_4G]) {
      for (const screen of SCREENS) {
        const runs: VisitFigures[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(
            await measureVisit(browser, {
              url: `${platform.baseUrl}${screen.pathFor?.(bench) ?? screen.path}`,
              profile,
              initScript: screen.loggedIn ? sessions[screen.loggedIn] : undefined,
            }),
          );
        }
        const of = (pick: (figures: VisitFigures) => number) => median(runs.map(pick));
        const scriptKb = of((figures) => figures.scriptBytes) / 1024;
        const lcp = of((figures) => figures.lcpMs);
        const throttled = profile === SLOW_4G;
        const verdict = throttled ? (scriptKb <= screen.budget.scriptKb && lcp <= screen.budget.lcpMs ? 'within' : 'OVER') : '';
        rows.push([
          profile.name,
          screen.path + (screen.loggedIn ? ' (logged in)' : ''),
          kb(of((figures) => figures.scriptBytes)),
          String(of((figures) => figures.scriptRequests)),
          String(of((figures) => figures.requests)),
          kb(of((figures) => figures.totalBytes)),
          ms(of((figures) => figures.fcpMs)),
          ms(lcp),
          throttled ? `${screen.budget.scriptKb} KB / ${screen.budget.lcpMs} ms ${verdict}` : '',
        ]);
      }
    }
    printTable(['profile', 'screen', 'JS KB (wire)', 'JS req', 'requests', 'all KB', 'FCP ms', 'LCP ms', 'budget'], rows);
    console.log(`Median of ${RUNS} cold visits each, viewport 412×823 mobile.`);

    const switches = await measureRouteSwitches(browser, { baseUrl: platform.baseUrl, ...bench }, RUNS);
    console.log('');
    printTable(
      ['route switch', 'median ms', 'runs ms', 'goal'],
      switches.map((figures) => [
        figures.name,
        ms(figures.medianMs),
        figures.runsMs.map(ms).join(' '),
        `< ${SWITCH_GOAL_MS} ms ${figures.medianMs < SWITCH_GOAL_MS ? 'within' : 'OVER'}`,
      ]),
    );
    console.log(`Median of ${RUNS} switches after one warm-up, one page with its modules loaded, unthrottled, viewport 1366×900.`);
    console.log('/tournaments → /tournaments/{id} has no link to click: the lobby list opens a details dialog and SPEC §2 links the detail');
    console.log("page from the dashboard's cards, so the detail is entered from /dashboard.");
  } finally {
    await browser.close();
    await platform.stop();
  }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

void main();
