import type { Browser } from 'playwright-core';
import { applyProfile, type NetworkProfile } from '../support/network-profiles';
import { cumulativeLayoutShift, recordedLayoutShifts, RECORD_LAYOUT_SHIFTS } from '../support/layout-shift';

export interface VisitFigures {
  /** JavaScript bytes as received: compressed body plus headers (CDP encodedDataLength). */
  scriptBytes: number;
  scriptRequests: number;
  requests: number;
  /** Every byte received, all resource types. */
  totalBytes: number;
  fcpMs: number;
  lcpMs: number;
  /** Each script received: its path and bytes on the wire, largest first. */
  scripts: { path: string; bytes: number }[];
  /** Cumulative layout shift until the screen settled (Lighthouse's session windows). */
  cls: number;
  /** What the largest paint waited for (ms from the navigation's start, the page's own clock). */
  lcp: LcpBreakdown;
}

/**
 * The largest contentful paint taken apart: the element painted, when the document, the last script and the last data
 * request before it had arrived, and how long the main thread was blocked by long tasks (over 50 ms) until then.
 */
export interface LcpBreakdown {
  element: string;
  documentMs: number;
  lastScript: { path: string; endMs: number } | null;
  lastData: { path: string; endMs: number } | null;
  /** Long tasks before the paint: their number and their time in all. */
  longTasks: number;
  longTaskMs: number;
}

/** An init script: records the long tasks from the page's start (the observer is not buffered for them). */
const RECORD_LONG_TASKS = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

export interface VisitOptions {
  url: string;
  profile: NetworkProfile;
  /** Runs in the page before any of its scripts (e.g. a stored session). */
  initScript?: string;
}

/**
 * Evaluated in the page once it settled: the paints, and the largest one taken apart (LcpBreakdown). Buffered entries
 * arrive in the observer's next task; later paints would be after the page settled. Resources are told apart by path:
 * a remote's chunks warmed by fetch() are scripts, the API's answers are data. (A string: the bench's TypeScript
 * loader names functions with a helper the page does not have.)
 */
const READ_PAINTS = `new Promise((resolve) => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  let lcp = NaN;
  let element = '(none)';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      lcp = entry.startTime;
      const node = entry.element;
      const text = node ? (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40) : '';
      element = node ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (text ? ' "' + text + '"' : '') : '(gone)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    const before = performance.getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, endMs: entry.responseEnd }))
      .filter((entry) => entry.endMs <= lcp)
      .sort((a, b) => b.endMs - a.endMs);
    const tasks = window.__longTasks.filter((task) => task.startTime < lcp);
    const navigation = performance.getEntriesByType('navigation')[0];
    resolve({
      fcp,
      lcp,
      breakdown: {
        element,
        documentMs: navigation ? navigation.responseEnd : NaN,
        lastScript: before.find((entry) => entry.path.endsWith('.js')) ?? null,
        lastData: before.find((entry) => entry.path.startsWith('/api/')) ?? null,
        longTasks: tasks.length,
        longTaskMs: tasks.reduce((sum, task) => sum + Math.min(task.duration, lcp - task.startTime), 0),
      },
    });
  }, 250);
})`;

/** One cold visit (fresh context, no cache) in Chromium under a network profile, measured from the browser's side. */
export async function measureVisit(browser: Browser, { url, profile, initScript }: VisitOptions): Promise<VisitFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(RECORD_LAYOUT_SHIFTS);
    await context.addInitScript(RECORD_LONG_TASKS);
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await applyProfile(cdp, profile);
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const received = new Map<string, number>();
    // A script warmed by fetch() (a remote's first chunks) is still JavaScript on the wire: judge by the MIME type.
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type === 'Script' || event.response.mimeType.includes('javascript') ? 'Script' : event.type);
      urls.set(event.requestId, new URL(event.response.url).pathname);
    });
    cdp.on('Network.loadingFinished', (event) => received.set(event.requestId, event.encodedDataLength));
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // The network can fall quiet while the CPU (4× slower) still starts the shell: the visit ends once the screen's own
    // heading shows and the network is quiet again, not at the first quiet moment.
    await page.waitForFunction(() => [...document.querySelectorAll('h1')].some((heading) => heading.getClientRects().length > 0), null, {
      timeout: 120_000,
    });
    await page.waitForLoadState('networkidle');
    const paints = (await page.evaluate(READ_PAINTS)) as { fcp: number; lcp: number; breakdown: LcpBreakdown };
    const cls = cumulativeLayoutShift(await recordedLayoutShifts(page));
    let scriptBytes = 0;
    let scriptRequests = 0;
    let totalBytes = 0;
    const scripts: VisitFigures['scripts'] = [];
    for (const [id, bytes] of received) {
      totalBytes += bytes;
      if (types.get(id) === 'Script') {
        scriptBytes += bytes;
        scriptRequests += 1;
        scripts.push({ path: urls.get(id) ?? id, bytes });
      }
    }
    scripts.sort((a, b) => b.bytes - a.bytes);
    return {
      scriptBytes,
      scriptRequests,
      requests: received.size,
      totalBytes,
      fcpMs: paints.fcp,
      lcpMs: paints.lcp,
      scripts,
      cls,
      lcp: paints.breakdown,
    };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
