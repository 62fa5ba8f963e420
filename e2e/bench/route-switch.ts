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
 * Arms the stopwatch in the page: it starts at the click's dispatch (a capturing listener on window, before the
 * app's own) and stops in the first animation frame after a MutationObserver sees the target path and heading.
 */
async function armStopwatch(page: Page, target: SwitchTarget): Promise<void> {
  await page.evaluate(
    ({ path, headingSource, headingFlags }) => {
      const heading = new RegExp(headingSource, headingFlags);
      const state = window as unknown as { __switchTime?: Promise<number> };
      state.__switchTime = new Promise<number>((resolve, reject) => {
        let clickedAt: number | undefined;
        window.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
        const arrived = () =>
          location.pathname === path &&
          [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')].some(
            (element) => heading.test((element.textContent ?? '').replace(/\s+/g, ' ').trim()) && element.checkVisibility(),
          );
        const observer = new MutationObserver(() => {
          if (clickedAt === undefined || !arrived()) return;
          observer.disconnect();
          clearTimeout(timer);
          const started = clickedAt;
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no heading ${heading} at ${path} within 10 s (at ${location.pathname})`));
        }, 10_000);
      });
    },
    { path: target.path, headingSource: target.heading.source, headingFlags: target.heading.flags },
  );
}

async function timeSwitch(page: Page, step: Switch): Promise<number> {
  await step.prepare?.(page);
  await armStopwatch(page, step.target);
  await step.link(page).click();
  return page.evaluate(() => (window as unknown as { __switchTime: Promise<number> }).__switchTime);
}

export interface RouteSwitchSetup extends BenchTournament {
  baseUrl: string;
}

/**
 * One round trip through the screens: /tournaments → detail → /tournaments → /dashboard → /tournaments, then the
 * lobby's Enter Lobby (not timed: it carries the tournament to the game stage) and game stage → room, back by the header.
 */
function roundTrip(setup: RouteSwitchSetup): Switch[] {
  const tournaments: SwitchTarget = { path: '/tournaments', heading: /^Tournament Lobby$/ };
  const row = (page: Page) => page.getByRole('row').filter({ hasText: setup.tournamentName });
  return [
    {
      name: '/tournaments → /tournaments/{id}',
      link: (page) => row(page).getByRole('link', { name: setup.tournamentName }),
      target: { path: `/tournaments/${setup.tournamentId}`, heading: new RegExp(`^${setup.tournamentName}$`) },
    },
    {
      name: '/tournaments/{id} → /tournaments',
      link: (page) => page.getByRole('link', { name: /Back to Tournaments/ }),
      target: tournaments,
    },
    {
      name: '/tournaments → /dashboard',
      prepare: (page) => page.getByRole('button', { name: /account menu/i }).click(),
      link: (page) => page.getByRole('menuitem', { name: 'Dashboard' }),
      target: { path: '/dashboard', heading: new RegExp(`^Welcome, ${setup.firstName}$`) },
    },
    {
      name: '/dashboard → /tournaments',
      link: (page) => page.getByRole('navigation').getByRole('link', { name: 'Tournaments', exact: true }),
      target: tournaments,
    },
    {
      name: '/gamestage → /game',
      prepare: async (page) => {
        await row(page).getByRole('button', { name: 'Enter Lobby', exact: true }).click();
        await page.getByRole('heading', { name: 'Game Stage', exact: true }).waitFor();
      },
      link: (page) => new GameStagePage(page).roomButton(setup.roomLabel, 'Join Game'),
      target: { path: `/game/${setup.roomId}`, heading: new RegExp(setup.tournamentName) },
    },
    {
      name: '/game → /tournaments',
      link: (page) => page.getByRole('navigation').getByRole('link', { name: 'Tournaments', exact: true }),
      target: tournaments,
    },
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
