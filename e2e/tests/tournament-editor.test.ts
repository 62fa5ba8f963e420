import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { apiClient, sessionInitScript, type Session } from '../support/api-client';
import { TournamentLobbyPage } from '../pages/tournaments.pages';

// Issue #26: the tournament editor's blind structure and banner, used on a phone.
const ADMIN = { email: 'editor.admin@example.com', password: 'editor-admin-secret' };
const PLAYER = { username: 'banner_fan', firstName: 'Bea', country: 'Malta', email: 'banner_fan@example.com', password: 'banner-fan-secret' };

let platform: Platform;
let browser: Browser;
let admin: Session;
let player: Session;

before(async () => {
  platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  const api = apiClient(platform.baseUrl);
  admin = await api.logIn(ADMIN.email, ADMIN.password);
  player = await api.newPlayer(admin.token, PLAYER, 0);
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A real PNG of `width` × `height`: a diagonal gradient, so a crop shows. */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set([(x * 255) / width, 40, (y * 255) / height], y * (width * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function signedInPage(session: Session, viewport: { width: number; height: number }, theme: 'dark' | 'light' = 'dark') {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(`${sessionInitScript(session)} localStorage.setItem('themeMode', '${theme}');`);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page), close: () => context.close() };
}

test('on a phone an admin edits the levels in a table that scrolls inside itself, uploads a banner, and the lobby shows it', async () => {
  const operator = await signedInPage(admin, { width: 375, height: 812 });
  const visitor = await signedInPage(player, { width: 1366, height: 900 });
  try {
    const { page } = operator;
    await page.goto(`${platform.baseUrl}/admin/tournaments/new`);
    await page.getByLabel('Name', { exact: true }).fill('Phone Banner Cup');
    await page.getByLabel('Banner image').setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: gradientPng(640, 360) });
    await page.getByRole('img', { name: 'Banner in the lobby' }).waitFor();
    await page.getByRole('button', { name: 'Create tournament' }).and(page.locator(':enabled')).waitFor();

    const first = await page.getByLabel('Big blind (level 1)').inputValue();
    await page.getByLabel('Big blind (level 2)').fill(first);
    await page.getByRole('button', { name: 'Create tournament' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Level 2' });
    await refusal.waitFor();
    assert.equal(await refusal.textContent(), `Level 2: the big blind must be more than level 1's (${first}).`);
    await page.getByRole('button', { name: 'Fill from the starting stack' }).click();
    await refusal.waitFor({ state: 'detached' });

    const levels = page.getByRole('region', { name: 'Blind levels' });
    const [pageOverflow, levelsOverflow] = await Promise.all([
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      levels.evaluate((element) => element.scrollWidth - element.clientWidth),
    ]);
    assert.equal(pageOverflow, 0, 'no sideways scroll of the whole page');
    assert.ok(levelsOverflow > 0, 'the levels scroll inside their table');
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/tournament-editor-phone.png`, fullPage: true });

    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL('**/admin/tournaments');

    const lobby = new TournamentLobbyPage(visitor.page, platform.baseUrl);
    await lobby.open();
    const thumbnail = lobby.row('Phone Banner Cup').getByRole('button', { name: 'View Phone Banner Cup banner full size' }).locator('img');
    await thumbnail.waitFor();
    assert.match((await thumbnail.getAttribute('src')) ?? '', /\/api\/uploads\/banners\/[0-9a-f]{32}\.png$/);
    // Served, and decoded by the browser at its size.
    await thumbnail.evaluate((image: HTMLImageElement) => image.decode());
    assert.equal(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth), 640);
    assert.deepEqual([...operator.errors, ...visitor.errors], []);
  } finally {
    await operator.close();
    await visitor.close();
  }
});
