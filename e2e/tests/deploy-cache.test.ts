import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { ROOT, startPlatform, type Platform } from '../support/platform';
import { launchBrowser } from '../support/browser';

// A returning player after a deploy of the shell: the browser keeps its HTTP cache between the two visits.
let platform: Platform;
let browser: Browser;
let webRoot: string;

before(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'poker-deploy-'));
  fs.cpSync(path.join(ROOT, 'shell/dist'), path.join(webRoot, 'shell/dist'), { recursive: true });
  platform = await startPlatform({ WEB_ROOT: webRoot });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** What a new build of the shell changes in its entry file (with the precompressed copies the build writes). */
function deployShellEntry(marker: string) {
  const entry = path.join(webRoot, 'shell/dist/main.js');
  const code = `${fs.readFileSync(entry, 'utf8')}\n;window.__shellBuild = ${JSON.stringify(marker)};`;
  fs.writeFileSync(entry, code);
  fs.writeFileSync(`${entry}.br`, brotliCompressSync(code));
  fs.writeFileSync(`${entry}.gz`, gzipSync(code));
}

test('a rebuilt shell reaches a browser that visited before the deploy', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const entryAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/main.js') entryAnswers.push(response.status());
  });

  await page.goto(`${platform.baseUrl}/`);
  await page.getByRole('heading', { name: 'Where Legends Are Forged' }).waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-label="Next slide"]') !== null);
  assert.equal(await page.evaluate(() => (window as { __shellBuild?: string }).__shellBuild), undefined);

  deployShellEntry('next');
  await page.goto(`${platform.baseUrl}/about`);
  await page.waitForFunction(() => (window as { __shellBuild?: string }).__shellBuild === 'next', undefined, { timeout: 10_000 });

  // Unchanged files come back as 304 from the revalidation, not downloaded again.
  await page.goto(`${platform.baseUrl}/learn`);
  await page.waitForFunction(() => (window as { __shellBuild?: string }).__shellBuild === 'next');
  assert.deepEqual(entryAnswers.slice(-1), [304]);
  await context.close();
});
