import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'server-web-'));
let t: TestApp;

function write(relative: string, content: string) {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
  write('shell/dist/remotes.json', '{"mf_auth":"/remotes/mf-auth/remoteEntry.js"}');
  write('mf-auth/dist/remoteEntry.js', 'var mf_auth;');
  write('mf-auth/dist/mf-manifest.json', '{}');
  write('mf-auth/dist/chunk.9f8e7d6c.js', 'chunk');
  t = await startTestApp({ config: { webRoot } });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('front-end hosting', () => {
  it('serves the shell with no-cache HTML and immutable hashed chunks', async () => {
    const index = await t.get('/', html);
    expect(index.status).toBe(200);
    expect(index.text).toContain('<title>shell</title>');
    expect(index.headers.get('cache-control')).toBe('no-cache');

    const chunk = await t.get('/main.1a2b3c4d.js');
    expect(chunk.text).toContain('shell');
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('serves each remote under /remotes/<pkg>/ with no-cache entry files', async () => {
    const entry = await t.get('/remotes/mf-auth/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await t.get('/remotes/mf-auth/mf-manifest.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await t.get('/remotes/mf-auth/chunk.9f8e7d6c.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await t.get('/remotes/mf-wallet/remoteEntry.js', html)).status).toBe(404);
  });

  it('serves /remotes.json no-cache, re-read on every request', async () => {
    const first = await t.get('/remotes.json');
    expect(first.body).toEqual({ mf_auth: '/remotes/mf-auth/remoteEntry.js' });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    write('shell/dist/remotes.json', '{"mf_auth":"https://cdn.example.com/mf-auth/v2/remoteEntry.js"}');
    expect((await t.get('/remotes.json')).body).toEqual({ mf_auth: 'https://cdn.example.com/mf-auth/v2/remoteEntry.js' });
  });

  it('falls back to the shell for page requests on client routes only', async () => {
    const deepLink = await t.get('/game/12', html);
    expect(deepLink.status).toBe(200);
    expect(deepLink.text).toContain('<title>shell</title>');
    expect(deepLink.headers.get('cache-control')).toBe('no-cache');

    expect((await t.get('/game/12')).status).toBe(404);
    const api = await t.get('/api/nothing-here', html);
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect((await t.get('/missing.js', { accept: '*/*' })).status).toBe(404);
  });

  it('answers 404 JSON for /remotes.json when no manifest exists', async () => {
    const bare = await startTestApp();
    try {
      const response = await bare.get('/remotes.json');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      expect((await bare.get('/dashboard', html)).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
