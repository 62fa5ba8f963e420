import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app';

/** /storybook/ on a development server: the design system's static build for designers, never in production. */
function webRootWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'server-storybook-'));
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return root;
}

const SHELL = { 'shell/dist/index.html': '<!doctype html><title>shell</title>' };
const STORYBOOK = {
  'storybook/storybook-static/index.html': '<!doctype html><title>Storybook</title>',
  'storybook/storybook-static/iframe.html': '<!doctype html><title>preview</title>',
  'storybook/storybook-static/index.json': '{"v":5,"entries":{}}',
};

const roots: string[] = [];
const apps: TestApp[] = [];
async function start(files: Record<string, string>, nodeEnv: string): Promise<TestApp> {
  const webRoot = webRootWith(files);
  roots.push(webRoot);
  const app = await startTestApp({ config: { webRoot, nodeEnv } });
  apps.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const page = { headers: { accept: 'text/html' } };

it('serves the built Storybook under /storybook/ in development, revalidated by ETag', async () => {
  const t = await start({ ...SHELL, ...STORYBOOK }, 'development');
  const index = await fetch(`${t.url}/storybook/`, page);
  expect(index.status).toBe(200);
  expect(await index.text()).toContain('<title>Storybook</title>');
  expect(index.headers.get('cache-control')).toBe('no-cache');
  expect(index.headers.get('etag')).toBeTruthy();

  const stories = await fetch(`${t.url}/storybook/index.json`);
  expect(await stories.json()).toEqual({ v: 5, entries: {} });
  expect((await fetch(`${t.url}/storybook/iframe.html?id=theme-design-tokens--both-themes`, page)).status).toBe(200);

  const bare = await fetch(`${t.url}/storybook`, { ...page, redirect: 'manual' });
  expect(bare.status).toBe(301);
  expect(bare.headers.get('location')).toBe('/storybook/');
});

it('answers a missing Storybook file with 404, not the app page', async () => {
  const t = await start({ ...SHELL, ...STORYBOOK }, 'development');
  const missing = await fetch(`${t.url}/storybook/no-such-story.html`, page);
  expect(missing.status).toBe(404);
  expect(await missing.text()).not.toContain('<title>shell</title>');
});

it('says how to build it when it is not built', async () => {
  const t = await start(SHELL, 'development');
  for (const pathname of ['/storybook/', '/storybook/iframe.html']) {
    const response = await fetch(`${t.url}${pathname}`, page);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('npm run build-storybook');
  }
});

it('never serves it in production', async () => {
  const t = await start({ ...SHELL, ...STORYBOOK }, 'production');
  const response = await fetch(`${t.url}/storybook/`, page);
  expect(response.status).toBe(404);
  expect(await response.text()).not.toContain('Storybook');
});
