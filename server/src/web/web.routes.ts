import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { errors } from '../errors';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { composeRemotesManifest } from './remotes-manifest';

/** The Module Federation remotes, each served from its own dist/ at /remotes/<package>/. */
export const REMOTE_PACKAGES = ['mf-auth', 'mf-tournaments', 'mf-rooms', 'mf-wallet', 'mf-notifications', 'mf-admin'] as const;

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PATHS = /^\/(api|socket\.io|remotes|dev|storybook)(\/|$|\.)/;

const setHeaders = (reply: FastifyReply, filePath: string) => reply.header('cache-control', cacheControlFor(filePath));

/**
 * Built files are served from the `.br` / `.gz` beside them when the client accepts it, revalidated by ETag alone:
 * a Last-Modified and an Accept-Ranges line on each of a page's ~50 scripts are bytes a phone waits for and nothing
 * uses (a browser revalidates with the ETag; nobody resumes a 30 KB script).
 */
const STATIC_OPTIONS = { preCompressed: true, cacheControl: false, etag: true, lastModified: false, acceptRanges: false, setHeaders } as const;

/**
 * The built front end on the API's port: /remotes.json, /remotes/<pkg>/ and the shell at / with an
 * SPA fallback. A missing dist/ is skipped, so the API runs without any front-end build.
 * Registered on the root instance because it also installs the app-wide not-found handler.
 */
export async function registerWeb(app: FastifyInstance, config: Pick<Config, 'webRoot' | 'remotesManifest' | 'nodeEnv'>): Promise<string[]> {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  const manifest = config.remotesManifest ?? path.join(shellDist, 'remotes.json');
  const served: string[] = [];

  for (const pkg of REMOTE_PACKAGES) {
    const root = path.join(config.webRoot, pkg, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, { root, prefix: `/remotes/${pkg}/`, decorateReply: false, ...STATIC_OPTIONS });
    served.push(pkg);
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    // Read per request: pointing a remote at a new version is an edit of this file, without a restart.
    const content = await readFile(manifest, 'utf8').catch(() => undefined);
    if (content === undefined) throw errors.notFound();
    const body = await composeRemotesManifest(content, config.webRoot, served).catch((error: unknown) => {
      request.log.error({ err: error }, 'remotes manifest is not valid JSON; served as written');
      return content;
    });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.type('application/json').header('cache-control', REVALIDATE).header('etag', etag);
    return request.headers['if-none-match'] === etag ? reply.code(304).send() : reply.send(body);
  });

  if (config.nodeEnv !== 'production' && (await registerStorybook(app, config.webRoot))) served.push('storybook');

  const hasShell = existsSync(path.join(shellDist, 'index.html'));
  if (existsSync(shellDist)) {
    // The one registration that decorates reply.sendFile, used by the SPA fallback below.
    await app.register(fastifyStatic, { root: shellDist, prefix: '/', ...STATIC_OPTIONS });
    served.push('shell');
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsAppPage(request) && hasShell) return reply.sendFile('index.html', shellDist);
    throw errors.notFound();
  });
  return served;
}

/** Deep links (/dashboard, /game/12) are client routes: a browser asking for a page gets the shell. */
function wantsAppPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0];
  return (
    (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(pathname) && (request.headers.accept ?? '').includes('text/html')
  );
}

const STORYBOOK_NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storybook is not built</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem; line-height: 1.5"><h1>Storybook is not built</h1>
<p>Run <code>npm run build-storybook</code> at the repository root, then reload this page.
For live editing, <code>npm run storybook</code> serves it on http://localhost:6006.</p></body></html>`;

/**
 * Designers browse the design system at /storybook/ on a development server: the static build of `storybook/`
 * (`npm run build-storybook`), or a page that says how to build it. Never in production.
 */
async function registerStorybook(app: FastifyInstance, webRoot: string): Promise<boolean> {
  const root = path.join(webRoot, 'storybook', 'storybook-static');
  // Its pages load their files by relative paths, so the folder's address needs its slash.
  app.get('/storybook', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/storybook/', 301));
  if (!existsSync(path.join(root, 'index.html'))) {
    app.get('/storybook/*', { schema: { hide: true } }, async (_request, reply) => reply.code(404).type('text/html').send(STORYBOOK_NOT_BUILT));
    return false;
  }
  // Its file names carry no content hash the cache policy knows, so every file is revalidated by its ETag.
  await app.register(fastifyStatic, {
    root,
    prefix: '/storybook/',
    decorateReply: false,
    cacheControl: false,
    etag: true,
    setHeaders: (reply: FastifyReply) => reply.header('cache-control', REVALIDATE),
  });
  return true;
}
