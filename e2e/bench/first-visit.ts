/**
 * First visit to `/` in Chromium: the JavaScript it downloads (raw and gzip) and its first contentful paint.
 * Prints numbers; the budget (DESIGN.md: 200 KB gzip of JavaScript) is reported, not asserted.
 */
import { gzipSync } from 'node:zlib';
import { startPlatform } from '../support/platform';
import { launchBrowser } from '../support/browser';

const RUNS = 5;
const BUDGET_GZIP_KB = 200;

async function main() {
  const platform = await startPlatform();
  const browser = await launchBrowser();
  try {
    const paints: number[] = [];
    let scripts: { url: string; raw: number; gzip: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const seen: Promise<{ url: string; raw: number; gzip: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        seen.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
      });
      await page.goto(`${platform.baseUrl}/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Where Legends Are Forged' }).waitFor();
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      paints.push(fcp);
      scripts = await Promise.all(seen);
      await context.close();
    }
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const totalRaw = scripts.reduce((sum, script) => sum + script.raw, 0);
    const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    paints.sort((a, b) => a - b);
    console.log(`First visit to / — ${scripts.length} scripts`);
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(script.gzip).padStart(7)} KB gz  ${kb(script.raw).padStart(7)} KB  ${script.url}`);
    console.log(`JavaScript: ${kb(totalRaw)} KB raw, ${kb(totalGzip)} KB gzip (budget ${BUDGET_GZIP_KB} KB gzip: ${totalGzip / 1024 <= BUDGET_GZIP_KB ? 'within' : 'OVER'})`);
    console.log(`First contentful paint over ${RUNS} cold visits: median ${paints[Math.floor(RUNS / 2)].toFixed(0)} ms, min ${paints[0].toFixed(0)} ms, max ${paints[RUNS - 1].toFixed(0)} ms`);
  } finally {
    await browser.close();
    await platform.stop();
  }
}

void main();
