import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { accountNamed, sessionInitScript, type Session } from '../support/api-client';
import { HIDDEN_CARD, LiveTablePage } from '../support/live-table-page';
import { playingRoom, type PlayingRoom } from '../support/playing-room';
import { RoomTablePage } from '../pages/rooms.pages';

// Issue #25: a hand played at the table is in the player's history, replays in the browser to the stacks the table
// showed, keeps the other player's unshown cards face down, and downloads as PHH.
const ADMIN = { email: 'review.admin@example.com', password: 'review-admin-secret' };
const HERO = accountNamed('review_hero');
const VILLAIN = accountNamed('review_villain');

let platform: Platform;
let browser: Browser;
let room: PlayingRoom;

before(async () => {
  platform = await startPlatform({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Long enough to read the finished hand's stacks before the next deal.
    TABLE_HAND_PAUSE_MS: '6000',
    TABLE_ACTION_SECONDS: '600',
  });
  browser = await launchBrowser();
  room = await playingRoom(platform, { admin: ADMIN, players: [HERO, VILLAIN], name: 'Review Cup' });
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

async function openTable(session: Session, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript(sessionInitScript(session));
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${platform.baseUrl}/game/${room.roomId}`);
  await new RoomTablePage(page).waitFor(room.roomId);
  return { page, errors };
}

test(
  'a hand played at the table is reviewed on the felt with the table’s stacks, downloads as PHH, and its deal verifies (an altered one does not)',
  { timeout: 300_000 },
  async () => {
    const hero = await openTable(room.sessions[0], { width: 1366, height: 900 });
    const villain = await openTable(room.sessions[1], { width: 375, height: 812 });
    const tables = [new LiveTablePage(hero.page), new LiveTablePage(villain.page)];

    // Both check or call to the showdown of the first hand.
    const winner = tables[0].page.getByText(/^Wins \d/).first();
    while (!(await winner.isVisible())) {
      // A beaten hand at the showdown is shown: the review then has both hands face up.
      const next = tables.map((table) => table.action(/^(Check|Call \d+|Show)$/).first());
      const turn = await Promise.any([
        ...next.map(async (button, index) => (await button.waitFor({ timeout: 60_000 }), index)),
        winner.waitFor({ timeout: 60_000 }).then(() => -1),
      ]);
      if (turn < 0) break;
      // The same player may act next (a new street): wait for the button pressed to go, not for the locator.
      const pressed = await next[turn].elementHandle();
      await next[turn].click();
      await tables[turn].page.waitForFunction((button) => !button?.isConnected, pressed, { timeout: 60_000 });
    }
    const atTable = {
      hero: (await tables[0].read(HERO.username)).stack,
      villain: (await tables[0].read(VILLAIN.username)).stack,
    };
    assert.equal(atTable.hero + atTable.villain, 3000, 'the chips of the hand add up');

    const page = hero.page;
    await page.goto(`${platform.baseUrl}/hand-history`);
    const review = page.getByRole('link', { name: /^Review hand 1 of Review Cup$/ });
    await review.click();
    await page.getByRole('heading', { level: 1, name: 'Hand #1' }).waitFor();
    const felt = new LiveTablePage(page);

    // The first step: the blinds posted, your cards face up, the other player's face down.
    await page.getByText(/^Step 1 of \d+$/).waitFor();
    assert.deepEqual(await felt.read(VILLAIN.username).then((seat) => seat.cards), [HIDDEN_CARD, HIDDEN_CARD]);
    const heroCards = (await felt.read(HERO.username)).cards;
    assert.equal(heroCards.length, 2);
    assert.ok(!heroCards.includes(HIDDEN_CARD), `your cards are face up: ${heroCards.join(', ')}`);

    // The last step: the stacks the table showed when the hand was over, and both hands shown down.
    await page.getByRole('button', { name: 'To the end' }).click();
    const end = { hero: await felt.read(HERO.username), villain: await felt.read(VILLAIN.username) };
    assert.deepEqual({ hero: end.hero.stack, villain: end.villain.stack }, atTable);
    assert.ok(!end.villain.cards.includes(HIDDEN_CARD), 'a hand shown down is face up at the showdown');
    assert.equal(await felt.board().count(), 5);

    // Step back through every action to the start: the felt follows, never an error.
    const steps = Number(/of (\d+)/.exec(await page.getByText(/^Step \d+ of \d+$/).innerText())![1]);
    for (let step = steps; step > 1; step -= 1) await page.getByRole('button', { name: 'Step back' }).click();
    await page.getByText(`Step 1 of ${steps}`).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PHH' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), /hand-\d+\.phh/.exec(file.suggestedFilename())?.[0]);
    const phh = await readFile((await file.path())!, 'utf8');
    assert.match(phh, /variant = 'NT'/);
    assert.match(phh, new RegExp(`finishing_stacks = \\[(${atTable.hero}, ${atTable.villain}|${atTable.villain}, ${atTable.hero})\\]`));

    // The deal verifies in the browser; the same record with its server seed altered does not.
    await page.getByRole('button', { name: 'Verify deal' }).click();
    await page.getByText('The deal matches').waitFor();
    await page.getByRole('link', { name: 'Open in the verifier' }).click();
    await page.getByRole('heading', { level: 1, name: 'Provably fair deals' }).waitFor();
    const record = page.getByRole('textbox', { name: 'Deal record (JSON)' });
    await page.waitForFunction(() => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value.includes('serverSeed'));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('The deal matches').waitFor();
    const text = await record.inputValue();
    const tampered = text.replace(/"serverSeed": "(.)/, (_match, first: string) => `"serverSeed": "${first === '0' ? '1' : '0'}`);
    assert.notEqual(tampered, text);
    await record.fill(tampered);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('The deal does not match').waitFor();
    assert.match(await page.getByRole('alert').filter({ hasText: 'does not match' }).innerText(), /server seed does not match its published hash/);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Hand #1' }).waitFor();

    if (process.env.SHOTS_DIR) {
      await page.getByRole('button', { name: 'To the end' }).click();
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/review-1366.png`, fullPage: true });
      await villain.page.goto(`${platform.baseUrl}/hand-history`);
      await villain.page.getByRole('button', { name: 'Tournament: All tournaments' }).click();
      await villain.page.getByRole('menuitemradio', { name: 'All tournaments' }).waitFor();
      await villain.page.screenshot({ path: `${process.env.SHOTS_DIR}/history-filter-375.png` });
      await villain.page.keyboard.press('Escape');
      await villain.page.getByRole('link', { name: /^Review hand 1 of Review Cup$/ }).click();
      await villain.page.getByRole('button', { name: 'To the end' }).click();
      await villain.page.screenshot({ path: `${process.env.SHOTS_DIR}/review-375.png`, fullPage: true });
      // The light theme: the review and the verifier.
      await page.evaluate(() => localStorage.setItem('themeMode', 'light'));
      await page.reload();
      await page.getByRole('button', { name: 'To the end' }).click();
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/review-1366-light.png`, fullPage: true });
      await page.getByRole('button', { name: 'Verify deal' }).click();
      await page.getByText('The deal matches').waitFor();
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/review-verified-1366-light.png`, fullPage: true });
      await page.getByRole('link', { name: 'Open in the verifier' }).click();
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.getByText('The deal matches').waitFor();
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/fairness-1366-light.png`, fullPage: true });
    }
    assert.deepEqual([...hero.errors, ...villain.errors], []);
  },
);
