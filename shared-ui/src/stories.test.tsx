import fs from 'node:fs';
import path from 'node:path';
import { cleanup } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import axe from 'axe-core';
import { clearAllMocks } from 'storybook/test';
import preview from './catalogue/preview';
import { toastStore } from './toast/toast.store';

/**
 * Every story of shared-ui is a test: it renders as Storybook renders it (the same project annotations, dark theme),
 * its play function passes, and axe finds no serious or critical violation in it. Colour contrast needs a real
 * layout engine, so it is judged in Chromium over the built Storybook (e2e/tests/storybook.test.ts), in both themes.
 */
type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = { run: () => Promise<void>; play?: unknown; id: string };

const SOURCE = __dirname;
setProjectAnnotations(preview);

function storyFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(file);
    return entry.name.endsWith('.stories.tsx') ? [file] : [];
  });
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the story files are found on disk, so a new one is tested without editing this file
const load = (file: string) => require(file) as StoryModule;
const files = storyFiles(SOURCE).sort();

async function seriousViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    // jsdom has no layout: contrast is checked in the browser; a story is a fragment, not a page with landmarks.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

beforeEach(() => {
  // As Storybook does before each story: a callback spy (`fn()`) in shared args starts with no calls.
  clearAllMocks();
  toastStore.setState({ toasts: [] });
  // Stories of crashing children log React's error on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

it('finds the story files', () => {
  expect(files.length).toBeGreaterThanOrEqual(9);
});

describe.each(files.map((file) => [path.relative(SOURCE, file), file] as const))('%s', (_name, file) => {
  const module = load(file);
  const stories = Object.entries(composeStories(module) as unknown as Record<string, ComposedStory>);

  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories)('%s renders, plays and passes axe', async (_story, story) => {
    // A story is a test only if it asserts something: every story has a play function.
    expect(story.play).toEqual(expect.any(Function));
    await story.run();
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
