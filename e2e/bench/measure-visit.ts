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
}

export interface VisitOptions {
  url: string;
  profile: NetworkProfile;
  /** Runs in the page before any of its scripts (e.g. a stored session). */
  initScript?: string;
}

/** One cold visit (fresh context, no cache) in Chromium under a network profile, measured from the browser's side. */
export async function measureVisit(browser: Browser, { url, profile, initScript }: VisitOptions): Promise<VisitFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(RECORD_LAYOUT_SHIFTS);
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
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number }>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          let lcp = Number.NaN;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // Buffered entries arrive in the observer's next task; later paints would be after the page settled.
          setTimeout(() => resolve({ fcp, lcp }), 250);
        }),
    );
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
    return { scriptBytes, scriptRequests, requests: received.size, totalBytes, fcpMs: paints.fcp, lcpMs: paints.lcp, scripts, cls };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
