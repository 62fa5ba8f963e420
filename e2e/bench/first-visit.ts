/**
 * Cold first visits to the main screens in Chromium, unthrottled and under Lighthouse's slow 4G with a 4× slower
 * CPU: JavaScript bytes on the wire, request count, first and largest contentful paint, each the median of 5 runs.
 * Then in-app route switches between loaded screens (issue #12). Prints numbers; the budgets (issues #9, #12) are
 * reported, not asserted. With `BENCH_BASELINE=<another built checkout>`, that build is served too and visited in the
 * same run, interleaved, so before and after are compared on one machine under one load. `BENCH_SCREENS` picks screens.
 */
import type { Browser } from 'playwright-core';
import { BASELINE_ROOT, BENCH_ADMIN, startBenchBuilds } from './bench-builds';
import { launchBrowser } from '../support/browser';
import { SLOW_4G, UNTHROTTLED, type NetworkProfile } from '../support/network-profiles';
import { measureVisit, median, type VisitFigures } from './measure-visit';
import { setUpBenchTournament, type BenchTournament } from './tournament-setup';
import { measureRouteSwitches } from './route-switch';
import { printTable } from './print-table';
import { apiClient, sessionInitScript, type Session } from '../support/api-client';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

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

const ALL_SCREENS: Screen[] = [
  { path: '/', budget: { scriptKb: 200, lcpMs: 2500 } },
  { path: '/login', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/tournaments', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/dashboard', loggedIn: 'admin', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/tournaments/{id}', pathFor: (bench) => `/tournaments/${bench.tournamentId}`, loggedIn: 'player', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/game/{roomId}', pathFor: (bench) => `/game/${bench.roomId}`, loggedIn: 'player', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/hand-history', loggedIn: 'player', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/fairness', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/admin/tournaments', loggedIn: 'admin', budget: { scriptKb: 300, lcpMs: 3000 } },
];

/** The back office's code: only its own screens may fetch a byte of it (issue #26). */
const ADMIN_MODULE = '/remotes/mf-admin/';
const isAdminScreen = (screen: Screen) => screen.path.startsWith('/admin');
/** `BENCH_SCREENS=/login,/game/{roomId}` visits only those screens (as printed), e.g. to measure one again with more runs. */
const ONLY = process.env.BENCH_SCREENS?.split(',').map((path) => path.trim());
const SCREENS = ALL_SCREENS.filter((screen) => !ONLY || ONLY.includes(screen.path));
/** `BENCH_LIST_SCRIPTS=1` prints each screen's scripts (path and KB on the wire) from its last unthrottled visit. */
const LIST_SCRIPTS = process.env.BENCH_LIST_SCRIPTS === '1';
/** Route switches are reported against this goal (issue #12). */
const SWITCH_GOAL_MS = 150;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—');

interface Target {
  label: string;
  baseUrl: string;
  bench: BenchTournament;
  sessions: Record<'admin' | 'player', string>;
}

async function prepare(label: string, baseUrl: string): Promise<Target> {
  const admin: Session = await apiClient(baseUrl).logIn(BENCH_ADMIN.email, BENCH_ADMIN.password);
  const bench = await setUpBenchTournament(baseUrl, admin);
  return { label, baseUrl, bench, sessions: { admin: sessionInitScript(admin), player: sessionInitScript(bench.player) } };
}

/**
 * Cold visits of one screen, the targets' runs interleaved (before, after, after, before…) so that the machine's
 * drifting load falls on both alike; the medians of each target.
 */
async function visitScreen(browser: Browser, targets: Target[], screen: Screen, profile: NetworkProfile) {
  const runs = new Map<Target, VisitFigures[]>(targets.map((target) => [target, []]));
  for (let run = 0; run < RUNS; run += 1) {
    const order = run % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      runs.get(target)!.push(
        await measureVisit(browser, {
          url: `${target.baseUrl}${screen.pathFor?.(target.bench) ?? screen.path}`,
          profile,
          initScript: screen.loggedIn ? target.sessions[screen.loggedIn] : undefined,
        }),
      );
    }
  }
  if (LIST_SCRIPTS && profile.name === UNTHROTTLED.name) {
    for (const target of targets) {
      console.log(`${screen.path} ${target.label}: scripts of the last visit`);
      for (const script of runs.get(target)!.at(-1)!.scripts) console.log(`  ${kb(script.bytes).padStart(7)} KB  ${script.path}`);
    }
  }
  return targets.map((target) => {
    const of = (pick: (figures: VisitFigures) => number) => median(runs.get(target)!.map(pick));
    return {
      target,
      scriptBytes: of((figures) => figures.scriptBytes),
      scriptRequests: of((figures) => figures.scriptRequests),
      requests: of((figures) => figures.requests),
      totalBytes: of((figures) => figures.totalBytes),
      fcpMs: of((figures) => figures.fcpMs),
      lcpMs: of((figures) => figures.lcpMs),
      cls: of((figures) => figures.cls),
      // The run of the median LCP, taken apart.
      lcp: [...runs.get(target)!].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.get(target)!.length / 2)].lcp,
      // The most any run fetched: one visit that loads it is one too many.
      adminBytes: Math.max(
        ...runs
          .get(target)!
          .map((figures) => figures.scripts.filter((script) => script.path.includes(ADMIN_MODULE)).reduce((sum, script) => sum + script.bytes, 0)),
      ),
    };
  });
}

async function main() {
  const platforms = await startBenchBuilds();
  const browser = await launchBrowser();
  try {
    const targets: Target[] = [];
    for (const { label, platform } of platforms) targets.push(await prepare(label, platform.baseUrl));
    const current = targets[targets.length - 1];
    const rows: string[][] = [];
    const lcpRows: string[][] = [];
    const adminBytesElsewhere: string[] = [];
    for (const profile of [UNTHROTTLED, SLOW_4G]) {
      for (const screen of SCREENS) {
        for (const figures of await visitScreen(browser, targets, screen, profile)) {
          const scriptKb = figures.scriptBytes / 1024;
          const throttled = profile === SLOW_4G;
          const verdict = scriptKb <= screen.budget.scriptKb && figures.lcpMs <= screen.budget.lcpMs ? 'within' : 'OVER';
          if (!isAdminScreen(screen) && figures.adminBytes > 0)
            adminBytesElsewhere.push(`${screen.path} ${profile.name}: ${kb(figures.adminBytes)} KB`);
          rows.push([
            profile.name,
            screen.path + (screen.loggedIn ? ' (logged in)' : ''),
            figures.target.label,
            kb(figures.scriptBytes),
            String(figures.scriptRequests),
            String(figures.requests),
            kb(figures.totalBytes),
            ms(figures.fcpMs),
            ms(figures.lcpMs),
            figures.cls.toFixed(3),
            throttled ? `${screen.budget.scriptKb} KB / ${screen.budget.lcpMs} ms ${verdict}` : '',
          ]);
          if (throttled) {
            const { lcp } = figures;
            const at = (resource: { path: string; endMs: number } | null) => (resource ? `${ms(resource.endMs)} ${resource.path}` : '—');
            lcpRows.push([
              screen.path,
              figures.target.label,
              ms(figures.lcpMs),
              lcp.element,
              ms(lcp.documentMs),
              at(lcp.lastScript),
              at(lcp.lastData),
              `${lcp.longTasks}, ${ms(lcp.longTaskMs)}`,
            ]);
          }
        }
      }
    }
    printTable(['profile', 'screen', 'build', 'JS KB (wire)', 'JS req', 'requests', 'all KB', 'FCP ms', 'LCP ms', 'CLS', 'budget'], rows);
    console.log('');
    console.log(`What the largest paint waited for under ${SLOW_4G.name} (the median run; ms from the navigation's start):`);
    printTable(['screen', 'build', 'LCP ms', 'element', 'document', 'last script before it', 'last API answer before it', 'long tasks, ms'], lcpRows);
    console.log(
      `Median of ${RUNS} cold visits each, viewport 412×823 mobile${BASELINE_ROOT ? `; before = ${BASELINE_ROOT}, runs interleaved` : ''}.`,
    );
    console.log(
      adminBytesElsewhere.length === 0
        ? `The back office's code (${ADMIN_MODULE}): fetched by no other screen, in any run.`
        : `The back office's code (${ADMIN_MODULE}) was fetched by other screens: ${adminBytesElsewhere.join('; ')}`,
    );

    const switches = await measureRouteSwitches(browser, { baseUrl: current.baseUrl, ...current.bench }, RUNS);
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
    for (const { platform } of platforms) await platform.stop();
  }
}

void main();
