/**
 * Typing in the back office's tournament editor (issue #28): for each key, the time from its input event to the
 * frame painted after the form handled it, typed into the name, a blind level's cell and the starting stack (whose
 * levels follow it), unthrottled and with the CPU slowed 4× as on a low-end phone. Each figure is the median of every
 * key of `BENCH_RUNS` visits (10 keys a field). With `BENCH_BASELINE=<another built checkout>`, that build is served
 * too and typed into in the same run, interleaved, so before and after are compared on one machine under one load.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { BASELINE_ROOT, BENCH_ADMIN, startBenchBuilds } from './bench-builds';
import { apiClient, sessionInitScript } from '../support/api-client';
import { median } from './measure-visit';
import { printTable } from './print-table';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FIELDS = ['Name', 'Big blind (level 5)', 'Starting stack'];
const KEYS = '1234512345';
const CPU_RATES = [1, 4];
/** Good responsiveness (Core Web Vitals' INP): a key's paint within this. */
const GOAL_MS = 200;

/** Each key's input event → the next frame after its handlers and render: collected in the page. */
const RECORD_KEYS = `
  window.__keys = [];
  document.addEventListener('input', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - start), 0));
  }, true);
`;

interface Target {
  label: string;
  baseUrl: string;
  session: string;
}

/** One visit of the editor: the keys' times for each field, at one CPU rate. */
async function typeInEditor(browser: Browser, target: Target, rate: number): Promise<Map<string, number[]>> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await context.addInitScript(target.session);
    const page = await context.newPage();
    await page.goto(`${target.baseUrl}/admin/tournaments/new`);
    await page.getByLabel('Big blind (level 5)').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluate(RECORD_KEYS);
    const times = new Map<string, number[]>();
    for (const label of FIELDS) {
      await page.getByLabel(label, { exact: true }).click();
      await page.keyboard.press('End');
      for (const key of KEYS) await page.keyboard.type(key);
      // The last key's frame.
      await page.waitForFunction(`window.__keys.length >= ${KEYS.length}`);
      times.set(label, (await page.evaluate('window.__keys.splice(0)')) as number[]);
    }
    return times;
  } finally {
    await context.close();
  }
}

async function main() {
  const platforms = await startBenchBuilds();
  const browser = await launchBrowser();
  try {
    const targets: Target[] = [];
    for (const { label, platform } of platforms) {
      const admin = await apiClient(platform.baseUrl).logIn(BENCH_ADMIN.email, BENCH_ADMIN.password);
      targets.push({ label, baseUrl: platform.baseUrl, session: sessionInitScript(admin) });
    }
    const rows: string[][] = [];
    for (const rate of CPU_RATES) {
      const keys = new Map(targets.map((target) => [target, new Map(FIELDS.map((field) => [field, [] as number[]]))]));
      for (let run = 0; run < RUNS; run += 1) {
        for (const target of run % 2 === 0 ? targets : [...targets].reverse()) {
          for (const [field, times] of await typeInEditor(browser, target, rate))
            keys
              .get(target)!
              .get(field)!
              .push(...times);
        }
      }
      for (const field of FIELDS) {
        for (const target of targets) {
          const times = keys.get(target)!.get(field)!;
          const typical = median(times);
          rows.push([
            `CPU ${rate}×`,
            field,
            target.label,
            typical.toFixed(0),
            Math.max(...times).toFixed(0),
            `${GOAL_MS} ms ${typical <= GOAL_MS ? 'within' : 'OVER'}`,
          ]);
        }
      }
    }
    printTable(['profile', 'field', 'build', 'key → paint median ms', 'max ms', 'goal (median)'], rows);
    console.log(
      `${KEYS.length} keys a field, ${RUNS} visits each, viewport 1366×900${BASELINE_ROOT ? `; before = ${BASELINE_ROOT}, runs interleaved` : ''}.`,
    );
  } finally {
    await browser.close();
    for (const { platform } of platforms) await platform.stop();
  }
}

void main();
