/**
 * Cold first visits to the main screens in Chromium, unthrottled and under Lighthouse's slow 4G with a 4× slower
 * CPU: JavaScript bytes on the wire, request count, first and largest contentful paint, each the median of 5 runs.
 * Prints numbers; the budgets (issue #9) are reported, not asserted.
 */
import { startPlatform } from '../support/platform';
import { launchBrowser } from '../support/browser';
import { SLOW_4G, UNTHROTTLED } from './network-profiles';
import { measureVisit, median, type VisitFigures } from './measure-visit';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };

interface Screen {
  path: string;
  loggedIn?: boolean;
  /** Budgets under slow 4G: JavaScript KB on the wire and largest contentful paint. */
  budget: { scriptKb: number; lcpMs: number };
}

const SCREENS: Screen[] = [
  { path: '/', budget: { scriptKb: 200, lcpMs: 2500 } },
  { path: '/login', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/tournaments', budget: { scriptKb: 300, lcpMs: 3000 } },
  { path: '/dashboard', loggedIn: true, budget: { scriptKb: 300, lcpMs: 3000 } },
];

async function sessionScript(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`bench login failed: HTTP ${response.status}`);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  return `localStorage.setItem('authToken', ${JSON.stringify(token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—');

async function main() {
  const platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const browser = await launchBrowser();
  try {
    const session = await sessionScript(platform.baseUrl);
    const rows: string[][] = [];
    for (const profile of [UNTHROTTLED, SLOW_4G]) {
      for (const screen of SCREENS) {
        const runs: VisitFigures[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(
            await measureVisit(browser, { url: `${platform.baseUrl}${screen.path}`, profile, initScript: screen.loggedIn ? session : undefined }),
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
