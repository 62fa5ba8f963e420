import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { accountNamed, sessionInitScript, type Session } from '../support/api-client';
import { playingRoom } from '../support/playing-room';
import { LiveTablePage } from '../support/live-table-page';
import { RoomTablePage } from '../pages/rooms.pages';

// Issue #24's performance note: an action's frame is painted within 100 ms of its arrival on a 4× slowed CPU. The
// figure is measured in the browser with the Performance API and reported; nothing timed is asserted (machines differ).
const ADMIN = { email: 'paint.admin@example.com', password: 'paint-admin-secret' };
const FAST = accountNamed('fast_desk');
const SLOW = accountNamed('slow_phone');
const DECISIONS = 16;

let platform: Platform;
let browser: Browser;
let sessions: { fast: Session; slow: Session };
let roomId: number;

before(async () => {
  platform = await startPlatform({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TABLE_HAND_PAUSE_MS: '800',
    TABLE_ACTION_SECONDS: '600',
  });
  browser = await launchBrowser();
  const room = await playingRoom(platform, { admin: ADMIN, players: [FAST, SLOW], name: 'Paint Cup' });
  const [fast, slow] = room.sessions;
  sessions = { fast, slow };
  roomId = room.roomId;
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/**
 * Marks each `table:state` frame as the page's websocket delivers it (`table-frame-arrived`, its seq as detail),
 * before socket.io's own handler runs: the start of what the player waits for.
 */
const ARRIVALS = `(() => {
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data !== 'string' || !event.data.includes('"table:state"')) return;
        const seq = /"seq":(\\d+)/.exec(event.data);
        if (seq) performance.mark('table-frame-arrived', { detail: Number(seq[1]) });
      });
    }
  };
})();`;

async function openTable(session: Session, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(sessionInitScript(session));
  await context.addInitScript(ARRIVALS);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${platform.baseUrl}/game/${roomId}`);
  await new RoomTablePage(page).waitFor(roomId);
  return { page, errors };
}

const arrivedCount = (page: Page) => page.evaluate(() => performance.getEntriesByName('table-frame-arrived').length);

/** Waits until a frame newer than the first `count` has arrived and the latest one has been painted. */
async function paintedAfter(page: Page, count: number): Promise<void> {
  try {
    await page.waitForFunction(
      (seen) => {
        const arrivals = performance.getEntriesByName('table-frame-arrived') as PerformanceMark[];
        if (arrivals.length <= seen) return false;
        const latest = Math.max(...arrivals.map((mark) => mark.detail as number));
        return (performance.getEntriesByName('table-paint') as PerformanceMark[]).some((mark) => (mark.detail as number) >= latest);
      },
      count,
      { timeout: 60_000 },
    );
  } catch (error) {
    const seqs = await page.evaluate(() =>
      ['table-frame-arrived', 'table-paint'].map((name) =>
        performance.getEntriesByName(name).map((mark) => (mark as PerformanceMark).detail as number),
      ),
    );
    throw new Error(`after ${count} frames: arrived ${JSON.stringify(seqs[0])}, painted ${JSON.stringify(seqs[1])}`, { cause: error });
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

test('frames reach the screen of a phone with a 4× slower CPU: arrival to paint, reported', { timeout: 600_000 }, async (t) => {
  const fast = await openTable(sessions.fast, { width: 1366, height: 900 });
  const slow = await openTable(sessions.slow, { width: 375, height: 812 });
  const cdp = await slow.page.context().newCDPSession(slow.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const tables = [new LiveTablePage(fast.page), new LiveTablePage(slow.page)];
  // Both follow the table (its snapshot painted) before the first decision, or the slow page would learn of it from
  // its snapshot rather than a frame.
  for (const { page } of [fast, slow]) await page.waitForFunction(() => performance.getEntriesByName('table-paint').length > 0);
  await slow.page.evaluate(() => performance.clearMarks());

  // Both check or call whatever comes, hand after hand: whoever's buttons show acts, then both pages show what followed.
  const pages = [fast.page, slow.page];
  for (let decision = 0; decision < DECISIONS; decision += 1) {
    const next = tables.map((table) => table.action(/^(Check|Call \d+|Muck)$/).first());
    const turn = await Promise.any(next.map(async (button, index) => (await button.waitFor({ timeout: 60_000 }), index)));
    const seen = await Promise.all(pages.map(arrivedCount));
    const pressed = await next[turn].elementHandle();
    await next[turn].click();
    await Promise.all(pages.map((page, index) => paintedAfter(page, seen[index])));
    // The player's own frame (their choices gone) may follow the table's: the next decision waits for it, not for a
    // button that is no longer theirs to press.
    await pages[turn].waitForFunction((button) => !button?.isConnected, pressed, { timeout: 60_000 });
  }

  const marks = await slow.page.evaluate(() =>
    ['table-frame-arrived', 'table-paint'].map((name) =>
      performance.getEntriesByName(name).map((entry) => ({ seq: (entry as PerformanceMark).detail as number, at: entry.startTime })),
    ),
  );
  const [arrivals, paints] = marks;
  const painted = new Map(paints.map((paint) => [paint.seq, paint.at]));
  const delays = arrivals
    .filter((arrival) => painted.has(arrival.seq))
    .map((arrival) => painted.get(arrival.seq)! - arrival.at)
    .sort((a, b) => a - b);
  // Every frame that arrived was painted (or the next one was, before it could be): the marks pair up.
  assert.ok(arrivals.length >= DECISIONS, `${arrivals.length} table frames arrived for ${DECISIONS} decisions`);
  assert.ok(delays.length >= arrivals.length * 0.8, `${delays.length} of ${arrivals.length} frames have a paint of their own`);
  assert.ok(
    delays.every((delay) => delay >= 0),
    'a paint never comes before its frame',
  );
  const line = `table frame → paint on the 375×812 page, CPU 4× slower: ${delays.length} frames, median ${percentile(delays, 50).toFixed(1)} ms, p95 ${percentile(delays, 95).toFixed(1)} ms, max ${delays.at(-1)!.toFixed(1)} ms, within 100 ms: ${delays.filter((delay) => delay <= 100).length}/${delays.length}`;
  t.diagnostic(line);
  console.log(line);
  assert.deepEqual([...fast.errors, ...slow.errors], []);
});
