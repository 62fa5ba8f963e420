import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT, startPlatform, type Platform } from '../support/platform';
import { launchBrowser } from '../support/browser';

/**
 * The design system as designers open it: the built Storybook at /storybook/ of a development server. Every story, in
 * both themes, renders in Chromium, its play function passes there, and axe finds no serious or critical violation of
 * WCAG 2.2 AA, colour contrast and target size included (jsdom cannot judge those; shared-ui's jest runner does the rest).
 */
const STATIC_BUILD = path.join(ROOT, 'storybook/storybook-static/index.html');
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const THEMES = ['dark', 'light'] as const;
const MIN_STORIES = 30;

/**
 * Hooks the preview's channel as it is created, to switch stories in the page (as Storybook's own sidebar does; a
 * reload per story cost ~2.5 s) and to learn how each story's render and play ended.
 */
const STORY_PROBE = `(() => {
  const probe = { channel: null, outcome: { storyId: null, finished: null, errors: [] } };
  window.__storyProbe = probe;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => probe.channel,
    set: (channel) => {
      probe.channel = channel;
      const note = (kind) => (error) => probe.outcome.errors.push(kind + ': ' + (error?.message ?? error?.description ?? JSON.stringify(error)));
      channel.on('playFunctionThrewException', note('play function'));
      channel.on('storyThrewException', note('render'));
      channel.on('storyErrored', note('story'));
      channel.on('storyFinished', (event) => {
        if (event.storyId === probe.outcome.storyId) probe.outcome.finished = event;
      });
    },
  });
})()`;

// Storybook's expect colours its messages for a terminal.
// eslint-disable-next-line no-control-regex -- the escape character is what is removed
const withoutColours = (text: string) => text.replace(/\x1B\[[0-9;]*m/g, '');

interface StoryOutcome {
  storyId: string | null;
  finished: { status: string } | null;
  errors: string[];
}

interface StoryProbe {
  channel: { emit: (event: string, payload: unknown) => void } | null;
  outcome: StoryOutcome;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let platform: Platform;
let browser: Browser;
let storyIds: string[];

before(async () => {
  if (!fs.existsSync(STATIC_BUILD)) throw new Error('Storybook is not built: run `npm run build-storybook` first');
  platform = await startPlatform({ NODE_ENV: 'development', SEED_SAMPLE_DATA: 'false' });
  browser = await launchBrowser();
  const index = (await (await fetch(`${platform.baseUrl}/storybook/index.json`)).json()) as { entries: Record<string, { type: string }> };
  storyIds = Object.entries(index.entries)
    .filter(([, entry]) => entry.type === 'story')
    .map(([id]) => id)
    .sort();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Shows one story in the preview, in a theme, and waits until its play function and the hooks after it have run. */
async function showStory(page: Page, id: string, theme: string): Promise<StoryOutcome> {
  await page.evaluate(
    ({ id, theme }) => {
      const probe = (window as unknown as { __storyProbe: StoryProbe }).__storyProbe;
      probe.outcome = { storyId: id, finished: null, errors: [] };
      probe.channel!.emit('updateGlobals', { globals: { theme } });
      probe.channel!.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id, theme },
  );
  await page.waitForFunction(() => (window as unknown as { __storyProbe: StoryProbe }).__storyProbe.outcome.finished !== null, null, {
    timeout: 20_000,
  });
  return page.evaluate(() => (window as unknown as { __storyProbe: StoryProbe }).__storyProbe.outcome);
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

/** The stories that ask for the phone viewport (`globals: { viewport: { value: 'mobile375' } }`): shown at 375 px. */
async function storiesAtPhoneWidth(page: Page): Promise<Set<string>> {
  const ids = await page.evaluate(async (ids) => {
    type Loaded = { storyGlobals?: { viewport?: { value?: string } } };
    const preview = (
      window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory: (query: { storyId: string }) => Promise<Loaded> } } }
    ).__STORYBOOK_PREVIEW__;
    const phone: string[] = [];
    for (const storyId of ids) {
      const story = await preview.storyStoreValue.loadStory({ storyId });
      if (story.storyGlobals?.viewport?.value === 'mobile375') phone.push(storyId);
    }
    return phone;
  }, storyIds);
  return new Set(ids);
}

function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test(`Storybook at /storybook/ holds at least ${MIN_STORIES} stories`, async () => {
  const home = await fetch(`${platform.baseUrl}/storybook/`);
  assert.equal(home.status, 200);
  assert.ok(storyIds.length >= MIN_STORIES, `only ${storyIds.length} stories`);
});

/** A page on the preview with no story shown yet (the preview waits for the first setCurrentStory), axe loaded. */
async function previewPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(STORY_PROBE);
  await page.goto(`${platform.baseUrl}/storybook/iframe.html`);
  await page.waitForFunction(() => (window as unknown as { __storyProbe: StoryProbe }).__storyProbe.channel !== null);
  await page.waitForFunction(() =>
    Boolean((window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: object } }).__STORYBOOK_PREVIEW__?.storyStoreValue),
  );
  await page.evaluate(AXE_SOURCE);
  return page;
}

/** Every story in one theme, on a page of its own: what went wrong with each. */
async function storiesInTheme(page: Page, theme: string, phoneStories: ReadonlySet<string>): Promise<string[]> {
  const failures: string[] = [];
  for (const id of storyIds) {
    const phone = phoneStories.has(id);
    await page.setViewportSize(phone ? PHONE : DESKTOP);
    const outcome = await showStory(page, id, theme);
    const problems = outcome.errors.map(withoutColours);
    if (outcome.finished?.status !== 'success') problems.push(`finished with ${outcome.finished?.status}`);
    problems.push(...(await seriousViolations(page)));
    if (phone && (await overflowsSideways(page))) problems.push('wider than the 375 px screen: it scrolls sideways');
    if (problems.length > 0) failures.push(`${id} [${theme}]\n    ${problems.join('\n    ')}`);
  }
  return failures;
}

test('every story, in both themes, plays to the end in Chromium with no serious accessibility violation, the 375 px ones at 375 px', async () => {
  // The themes go side by side, each on its own page: a story's render mostly waits (its play function, axe).
  const pages = await Promise.all(THEMES.map(() => previewPage()));
  const phoneStories = await storiesAtPhoneWidth(pages[0]);
  assert.ok(phoneStories.size >= 5, `only ${phoneStories.size} stories at 375 px`);
  const failures = await Promise.all(THEMES.map((theme, index) => storiesInTheme(pages[index], theme, phoneStories)));
  assert.deepEqual(failures.flat(), []);
});
