import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ROOT, startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { startStaticHost } from '../support/static-host';

// One module deployed elsewhere: a copy of its build on another origin, and one changed line in remotes.json.
let platform: Platform;
let host: Awaited<ReturnType<typeof startStaticHost>>;
let browser: Browser;
let workDir: string;

before(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poker-remotes-'));
  const deployment = path.join(workDir, 'mf-tournaments-next');
  fs.cpSync(path.join(ROOT, 'mf-tournaments/dist'), deployment, { recursive: true });
  host = await startStaticHost(deployment);
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/dist/remotes.json'), 'utf8'));
  manifest.mf_tournaments = `${host.url}/remoteEntry.js`;
  const manifestFile = path.join(workDir, 'remotes.json');
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  platform = await startPlatform({ REMOTES_MANIFEST: manifestFile });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
  await host?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('changing one entry of remotes.json points the shell at another deployment of a module, without rebuilding it', async () => {
  const page = await browser.newPage();
  const errors = watchPageErrors(page);
  const oldLocation: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/mf-tournaments/')) oldLocation.push(request.url());
  });

  await page.goto(`${platform.baseUrl}/tournaments`);
  await page.locator('main').getByRole('heading').first().waitFor();

  assert.ok(host.requests.includes('/remoteEntry.js'), `the new deployment served the entry (got ${host.requests.join(', ')})`);
  assert.ok(host.requests.length > 1, 'its chunks came from the new deployment too');
  assert.deepEqual(oldLocation, [], 'nothing was loaded from the old location');
  assert.equal(await page.getByTestId('remote-unavailable').count(), 0);
  assert.deepEqual(errors, []);
});
