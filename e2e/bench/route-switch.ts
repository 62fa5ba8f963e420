/**
 * In-app route switches in one page whose modules are already loaded (unthrottled, localhost): the time from a
 * click on a link to the target screen's heading being in the page, measured inside the page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { sessionInitScript } from '../support/api-client';
import { GameStagePage } from '../pages/rooms.pages';
import type { BenchTournament } from './tournament-setup';
import { median } from './measure-visit';

export interface SwitchTarget {
  /** The target's path, exactly. */
  path: string;
  /** The target screen's heading (accessible name), as a regular expression source. */
  heading: RegExp;
}

interface Switch {
  name: string;
  /** The screen the click leaves. */
  from: SwitchTarget;
  /** Brings the page to the switch's starting point without measuring (e.g. opens a menu). */
  prepare?: (page: Page) => Promise<void>;
  link: (page: Page) => Locator;
  target: SwitchTarget;
}

export interface SwitchFigures {
  name: string;
  medianMs: number;
  runsMs: number[];
}

/**
 * The stopwatch, run in the page (kept as page source: the test runner's transform would add helpers the page lacks).
 * It starts at the click's dispatch (a capturing listener on window, before the app's own) and stops in the first
 * animation frame after a MutationObserver sees the target path with a visible heading whose text matches.
 */
const STOPWATCH = `(({ path, headingSource, headingFlags, leavingSource }) => {
  const heading = new RegExp(headingSource, headingFlags);
  const leaving = new RegExp(leavingSource);
  window.__switchTime = new Promise((resolve, reject) => {
    let clickedAt;
    window.addEventListener('click', () => { clickedAt = performance.now(); }, { capture: true, once: true });
    function shown(pattern) {
      return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].some(
        (element) => pattern.test((element.textContent || '').replace(/\\s+/g, ' ').trim()) && element.checkVisibility(),
      );
    }
    // The old screen may stay a moment after the URL changed: its heading must be gone too.
    function arrived() {
      return location.pathname === path && shown(heading) && !shown(leaving);
    }
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined || !arrived()) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('no heading ' + heading + ' at ' + path + ' within 10 s (at ' + location.pathname + ')'));
    }, 10000);
  });
})`;

function armStopwatch(page: Page, step: Switch): Promise<void> {
  const { target, from } = step;
  const argument = {
    path: target.path,
    headingSource: target.heading.source,
    headingFlags: target.heading.flags,
    leavingSource: from.heading.source,
  };
  return page.evaluate(`${STOPWATCH}(${JSON.stringify(argument)})`);
}

async function timeSwitch(page: Page, step: Switch): Promise<number> {
  await step.prepare?.(page);
  await armStopwatch(page, step);
  await step.link(page).click();
  return page.evaluate<number>('window.__switchTime');
}

export interface RouteSwitchSetup extends BenchTournament {
  baseUrl: string;
}

/**
 * One round trip through the screens. SPEC §2 links a tournament's detail page from the dashboard's cards only (the
 * lobby list opens a details dialog), so the detail is entered from /dashboard, from the card of the bench's upcoming
 * tournament. Steps with `prepare` take an untimed click first: the account menu, or the lobby's Enter Lobby (it carries
 * the tournament to the game stage).
 */
function roundTrip(setup: RouteSwitchSetup): Switch[] {
  const tournaments: SwitchTarget = { path: '/tournaments', heading: /^Tournament Lobby$/ };
  const dashboard: SwitchTarget = { path: '/dashboard', heading: new RegExp(`^Welcome, ${setup.firstName}$`) };
  const detail: SwitchTarget = { path: `/tournaments/${setup.upcomingId}`, heading: new RegExp(`^${setup.upcomingName}$`) };
  const gameStage: SwitchTarget = { path: `/gamestage/${setup.tournamentId}`, heading: /^Game Stage$/ };
  const room: SwitchTarget = { path: `/game/${setup.roomId}`, heading: new RegExp(`^${setup.tournamentName}$`) };
  const headerLink = (page: Page) => page.getByRole('navigation').getByRole('link', { name: 'Tournaments', exact: true });
  const dashboardItem = (page: Page) => page.getByRole('menuitem', { name: 'Dashboard' });
  const openAccountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' }).click();
  return [
    { name: '/tournaments → /dashboard', from: tournaments, prepare: openAccountMenu, link: dashboardItem, target: dashboard },
    { name: '/dashboard → /tournaments', from: dashboard, link: headerLink, target: tournaments },
    {
      name: '/dashboard → /tournaments/{id}',
      from: dashboard,
      prepare: async (page) => {
        await openAccountMenu(page);
        await dashboardItem(page).click();
        await page.getByRole('heading', { name: dashboard.heading }).waitFor();
      },
      link: (page) => page.getByRole('link', { name: setup.upcomingName, exact: true }),
      target: detail,
    },
    {
      name: '/tournaments/{id} → /tournaments',
      from: detail,
      link: (page) => page.getByRole('link', { name: 'Back to Tournaments' }),
      target: tournaments,
    },
    {
      name: '/gamestage → /game',
      from: gameStage,
      prepare: async (page) => {
        await page
          .getByRole('row')
          .filter({ hasText: setup.tournamentName })
          .getByRole('button', { name: /^Enter Lobby\b/ })
          .click();
        await page.getByRole('heading', { name: gameStage.heading }).waitFor();
      },
      link: (page) => new GameStagePage(page).roomButton(setup.roomLabel, 'Join Game'),
      target: room,
    },
    { name: '/game → /tournaments', from: room, link: headerLink, target: tournaments },
  ];
}

/** Median of `runs` timed round trips after one warm-up, per switch, desktop viewport (the header's links shown). */
export async function measureRouteSwitches(browser: Browser, setup: RouteSwitchSetup, runs: number): Promise<SwitchFigures[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await context.addInitScript(sessionInitScript(setup.player));
    const page = await context.newPage();
    await page.goto(`${setup.baseUrl}/tournaments`);
    await page.getByRole('row').filter({ hasText: setup.tournamentName }).waitFor();
    const steps = roundTrip(setup);
    const times = new Map<string, number[]>(steps.map((step) => [step.name, []]));
    for (let round = 0; round <= runs; round += 1) {
      for (const step of steps) {
        const ms = await timeSwitch(page, step);
        if (round > 0) times.get(step.name)!.push(ms);
      }
    }
    return steps.map((step) => ({ name: step.name, medianMs: median(times.get(step.name)!), runsMs: times.get(step.name)! }));
  } finally {
    await context.close();
  }
}
