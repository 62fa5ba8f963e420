import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser } from '../support/browser';

// What a first visit asks for, as the browser sees it: nothing discovered late, nothing fetched in vain.
let platform: Platform;
let browser: Browser;

before(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** `withoutBundles`: the page's own inline scripts run, every script file is refused (the shell's code never arrives). */
async function visit(path: string, { withoutBundles = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (withoutBundles) await page.route(/\.js$/, (route) => route.abort());
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${platform.baseUrl}${path}`, { waitUntil: 'networkidle' });
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => new URL(link.href).pathname),
  );
  return { context, page, scripts, preloaded };
}

test('the page announces every script its first screen runs, and no other', async () => {
  const { context, scripts, preloaded } = await visit('/');
  const late = scripts.filter((script) => script !== '/main.js' && !preloaded.includes(script));
  assert.deepEqual(late, [], 'scripts requested only after main.js ran');
  assert.deepEqual(
    preloaded.filter((script) => !scripts.includes(script)),
    [],
    'preloaded but never used',
  );
  assert.ok(preloaded.length > 0);
  // The startup chunks come merged by layer (tools/webpack/startup-preload-plugin.js): a handful of requests, not ~35.
  assert.ok(scripts.length <= 6, `${scripts.length} scripts: ${scripts.join(' ')}`);
  await context.close();
});

test("a remote's screen has its entry preloaded from the page's first script", async () => {
  const { context, page } = await visit('/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  const entries = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
  assert.ok(entries.some((href) => href.endsWith('/remotes/mf-auth/remoteEntry.js')));
  assert.ok(!entries.some((href) => href.includes('/images/landing/')), 'the landing picture is not fetched for /login');
  await context.close();
});

test("the landing page is readable before the shell's code arrives", async () => {
  const { context, page } = await visit('/', { withoutBundles: true });
  assert.equal(await page.getByRole('heading', { name: 'Where Legends Are Forged' }).isVisible(), true);
  assert.equal(await page.getByRole('link', { name: 'Join a Tournament' }).getAttribute('href'), '/tournaments');
  assert.equal(await page.getByRole('link', { name: 'Learn More' }).getAttribute('href'), '/learn');
  assert.equal(await page.getByRole('img', { name: /poker table/i }).isVisible(), true);
  await context.close();

  const other = await visit('/about', { withoutBundles: true });
  assert.equal(await other.page.getByRole('heading', { name: 'Where Legends Are Forged' }).isVisible(), false);
  await other.context.close();
});

test("a remote's screen has every script and its data asked for by the page's first script, and its data asked for once", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // How each URL was first asked for: by a <link rel=preload> or the runtime ('script'), or by the first script's fetch.
  const firstAskedAs = new Map<string, string>();
  const scripts: string[] = [];
  const listRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!firstAskedAs.has(pathname)) firstAskedAs.set(pathname, request.resourceType());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (pathname === '/api/users/tournaments') listRequests.push(request.resourceType());
  });
  await page.goto(`${platform.baseUrl}/tournaments`);
  await page.getByRole('heading', { name: 'Tournament Lobby' }).waitFor();
  await page.waitForLoadState('networkidle');
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => new URL(link.href).pathname),
  );
  // The module's own chunks and the shared ones it consumes (a table, a chip, the query cache) were fetched early,
  // not discovered by the federation runtime one round trip after the module arrived.
  const late = scripts.filter((script) => script !== '/main.js' && !preloaded.includes(script) && firstAskedAs.get(script) !== 'fetch');
  assert.deepEqual(late, [], 'scripts the runtime discovered');
  assert.ok(scripts.some((script) => script.startsWith('/remotes/mf-tournaments/__federation_expose_app.')));
  assert.deepEqual(listRequests, ['fetch'], 'the tournament list is asked for once, by the page');
  await context.close();
});
