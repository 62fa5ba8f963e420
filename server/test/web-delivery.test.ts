import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Compression and revalidation as a browser meets them: raw bytes and headers, no client-side decoding. */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'server-web-delivery-'));
let t: TestApp;

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function write(relative: string, content: string | Buffer) {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A build as tools/webpack writes it: each text asset with its `.br` and `.gz` beside it. */
function writeBuilt(relative: string, content: string) {
  write(relative, content);
  write(`${relative}.br`, brotliCompressSync(content));
  write(`${relative}.gz`, gzipSync(content));
}

function writeShellBuild(version: string) {
  writeBuilt('shell/dist/index.html', `<!doctype html><title>shell ${version}</title><script defer src="/main.js"></script>`);
  writeBuilt('shell/dist/main.js', `window.build = ${JSON.stringify(version)};`);
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(t.url + pathname, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  writeShellBuild('1');
  writeBuilt('shell/dist/1a2b3c4d.1a2b3c4d.js', script);
  write(
    'shell/dist/remotes.json',
    JSON.stringify({ mf_auth: '/remotes/mf-auth/remoteEntry.js', mf_far: 'https://cdn.example.com/far/remoteEntry.js' }),
  );
  writeBuilt('mf-auth/dist/remoteEntry.js', script);
  writeBuilt('mf-auth/dist/9f8e7d6c.9f8e7d6c.js', script);
  write('mf-auth/dist/photo.png', Buffer.alloc(3000, 7));
  write(
    'mf-auth/dist/mf-manifest.json',
    JSON.stringify({
      exposes: [{ name: 'app', assets: { js: { sync: ['1.aaaaaaaa.js', '__federation_expose_app.bbbbbbbb.js'], async: ['2.cccccccc.js'] } } }],
      shared: [
        { name: 'react', assets: { js: { sync: ['3.dddddddd.js'], async: [] } } },
        { name: '@mui/material/Chip', assets: { js: { sync: ['4.eeeeeeee.js'], async: [] } } },
        { name: '@tanstack/react-query', assets: { js: { sync: ['5.ffffffff.js'], async: [] } } },
      ],
    }),
  );
  // The page's module needs react (the shell preloads it at start), a chip (the shell provides it on demand) and
  // the query cache (only the remote has it).
  write('mf-auth/dist/expose-shared.json', JSON.stringify({ app: ['@mui/material/Chip', '@tanstack/react-query', 'react'] }));
  // The remote's own copy of the query cache also loads a chunk of what it imports, which the manifest does not list;
  // its copy of the chip is never loaded (the shell provides one).
  write(
    'mf-auth/dist/fallback-chunks.json',
    JSON.stringify({ '@mui/material/Chip': ['4.eeeeeeee.js'], '@tanstack/react-query': ['5.ffffffff.js', '6.gggggggg.js'] }),
  );
  write(
    'shell/dist/shared-chunks.json',
    JSON.stringify({
      startup: ['10.react000.js'],
      provided: { react: ['10.react000.js'], '@mui/material/Chip': ['11.chip0000.js', '12.base0000.js'] },
    }),
  );
  write(
    'mf-auth/dist/routes.json',
    JSON.stringify({ routes: [{ path: '/login', module: 'app', layout: 'bare', session: 'optional' }], extensions: [] }),
  );
  t = await startTestApp({ config: { webRoot } });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('sends the brotli file to a client that accepts br, the gzip file to one that accepts only gzip', async () => {
    const br = await rawGet('/remotes/mf-auth/remoteEntry.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);
    // Revalidation is by ETag alone; no header line a browser does not use.
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers['last-modified']).toBeUndefined();
    expect(br.headers['accept-ranges']).toBeUndefined();

    const gzip = await rawGet('/remotes/mf-auth/9f8e7d6c.9f8e7d6c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const plain = await rawGet('/remotes/mf-auth/remoteEntry.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves images that are already compressed as they are', async () => {
    const image = await rawGet('/remotes/mf-auth/photo.png', { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(3000);
  });

  it('sends the shell page of a deep link precompressed and revalidated', async () => {
    const page = await rawGet('/game/12', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeTruthy();
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>shell');
  });
});

describe('API answers', () => {
  it('compresses JSON above the threshold on the fly, and leaves small answers plain', async () => {
    const large = await rawGet('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(large.body).toString()) as { paths: object };
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);

    const gzip = await rawGet('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await rawGet('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });
});

describe('revalidation after a deploy', () => {
  it('has a returning browser revalidate the page and the entry, and get the rebuilt ones', async () => {
    const page = await rawGet('/', { accept: 'text/html' });
    const entry = await rawGet('/main.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await rawGet('/', { accept: 'text/html', 'if-none-match': String(page.headers.etag) })).status).toBe(304);
    expect((await rawGet('/main.js', { 'if-none-match': String(entry.headers.etag) })).status).toBe(304);

    writeShellBuild('rebuilt');

    const newPage = await rawGet('/', { accept: 'text/html', 'if-none-match': String(page.headers.etag) });
    expect(newPage.status).toBe(200);
    expect(newPage.body.toString()).toContain('shell rebuilt');
    const newEntry = await rawGet('/main.js', { 'if-none-match': String(entry.headers.etag) });
    expect(newEntry.status).toBe(200);
    expect(newEntry.body.toString()).toContain('"rebuilt"');
  });

  it('caches content-hashed files for a year, precompressed siblings included', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const chunk = await rawGet('/1a2b3c4d.1a2b3c4d.js', { 'accept-encoding': encoding });
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('/remotes.json', () => {
  it('inlines the routes and the first scripts of each remote this server hosts, the shared ones included, and keeps remotes deployed elsewhere as written', async () => {
    const manifest = await t.get<Record<string, unknown>>('/remotes.json');
    expect(manifest.body).toEqual({
      mf_auth: {
        entry: '/remotes/mf-auth/remoteEntry.js',
        routes: [{ path: '/login', module: 'app', layout: 'bare', session: 'optional' }],
        extensions: [],
        preload: {
          app: [
            '/remotes/mf-auth/1.aaaaaaaa.js',
            '/remotes/mf-auth/__federation_expose_app.bbbbbbbb.js',
            '/11.chip0000.js',
            '/12.base0000.js',
            '/remotes/mf-auth/5.ffffffff.js',
            '/remotes/mf-auth/6.gggggggg.js',
          ],
        },
      },
      mf_far: 'https://cdn.example.com/far/remoteEntry.js',
    });
  });

  it('answers 304 to a matching ETag and a new body after the manifest changes', async () => {
    const first = await rawGet('/remotes.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await rawGet('/remotes.json', { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
    write('shell/dist/remotes.json', JSON.stringify({ mf_auth: 'https://cdn.example.com/mf-auth/2.0.0/remoteEntry.js' }));
    const changed = await rawGet('/remotes.json', { 'if-none-match': String(first.headers.etag) });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body.toString())).toEqual({ mf_auth: 'https://cdn.example.com/mf-auth/2.0.0/remoteEntry.js' });
  });
});
