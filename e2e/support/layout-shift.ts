import type { Browser, Page } from 'playwright-core';
import { applyProfile, type NetworkProfile } from './network-profiles';

/** One layout shift as the page saw it, with the nodes that moved (described when they moved: they may be gone later). */
export interface LayoutShift {
  value: number;
  startTime: number;
  sources: { node: string; previous: string; current: string }[];
}

/**
 * An init script: records every layout shift of the page that no input caused, from the first paint on. The
 * observer is buffered, so shifts before it was created are delivered too.
 */
export const RECORD_LAYOUT_SHIFTS = `
  window.__layoutShifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? '#text "' + (node.textContent || '').trim().slice(0, 40) + '"' : '(gone)';
    const id = node.id ? '#' + node.id : '';
    const classes = typeof node.className === 'string' ? node.className.split(/\\s+/).filter((name) => name && !name.startsWith('css-')).slice(0, 3).map((name) => '.' + name).join('') : '';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return node.tagName.toLowerCase() + id + classes + (text ? ' "' + text + '"' : '');
  };
  const rect = (box) => Math.round(box.x) + ',' + Math.round(box.y) + ' ' + Math.round(box.width) + '×' + Math.round(box.height);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources || []).map((source) => ({ node: describe(source.node), previous: rect(source.previousRect), current: rect(source.currentRect) })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The shifts recorded so far, after the observer's pending entries are delivered (they arrive in a task of their own). */
export async function recordedLayoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts), 0)),
      ),
  );
}

/**
 * Cumulative Layout Shift as Lighthouse and the web-vitals library compute it: shifts are grouped in session windows
 * (a gap under 1 s, a window at most 5 s long) and the largest window's sum is the score.
 */
export function cumulativeLayoutShift(shifts: readonly Pick<LayoutShift, 'value' | 'startTime'>[]): number {
  let worst = 0;
  let windowValue = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      windowValue = 0;
      windowStart = shift.startTime;
    }
    windowValue += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, windowValue);
  }
  return worst;
}

export interface ShiftVisitOptions {
  profile: NetworkProfile;
  /** Scripts run in the page before any of its own (a stored session, navigation state). */
  initScripts?: string[];
}

/**
 * One cold visit (fresh context, empty cache) on a phone (412×823, as Lighthouse's mobile run) under a network
 * profile; the page's layout shifts from its first paint until its screen heading shows and the network is quiet.
 */
export async function coldVisitShifts(browser: Browser, url: string, { profile, initScripts = [] }: ShiftVisitOptions): Promise<LayoutShift[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    for (const script of [RECORD_LAYOUT_SHIFTS, ...initScripts]) await context.addInitScript(script);
    const page = await context.newPage();
    await applyProfile(await context.newCDPSession(page), profile);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForFunction(() => [...document.querySelectorAll('h1')].some((heading) => heading.getClientRects().length > 0), null, {
      timeout: 120_000,
    });
    // A page whose carousel keeps fetching images never falls quiet: its shifts so far are what it has.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    return await recordedLayoutShifts(page);
  } finally {
    await context.close();
  }
}

/** Navigation state for a cold visit to a screen that needs one (as a reload keeps it): react-router reads `usr`. */
export function navigationStateScript(state: unknown): string {
  return `history.replaceState({ usr: ${JSON.stringify(state)}, key: 'cold', idx: 0 }, '');`;
}
