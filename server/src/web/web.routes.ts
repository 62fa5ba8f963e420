import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { errors } from '../errors';
import { cacheControlFor } from './cache-policy';

/** The Module Federation remotes, each served from its own dist/ at /remotes/<package>/. */
export const REMOTE_PACKAGES = ['mf-auth', 'mf-tournaments', 'mf-rooms', 'mf-wallet', 'mf-notifications'] as const;

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PATHS = /^\/(api|socket\.io|remotes|dev)(\/|$|\.)/;

const setHeaders = (reply: FastifyReply, filePath: string) => reply.header('cache-control', cacheControlFor(filePath));

/**
 * The built front end on the API's port: /remotes.json, /remotes/<pkg>/ and the shell at / with an
 * SPA fallback. A missing dist/ is skipped, so the API runs without any front-end build.
 * Registered on the root instance because it also installs the app-wide not-found handler.
 */
export async function registerWeb(app: FastifyInstance, config: Pick<Config, 'webRoot' | 'remotesManifest'>): Promise<string[]> {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  const manifest = config.remotesManifest ?? path.join(shellDist, 'remotes.json');
  const served: string[] = [];

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    // Read per request: pointing a remote at a new version is an edit of this file, without a restart.
    const content = await readFile(manifest, 'utf8').catch(() => undefined);
    if (content === undefined) throw errors.notFound();
    return reply.type('application/json').header('cache-control', 'no-cache').send(content);
  });

  for (const pkg of REMOTE_PACKAGES) {
    const root = path.join(config.webRoot, pkg, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, { root, prefix: `/remotes/${pkg}/`, decorateReply: false, cacheControl: false, setHeaders });
    served.push(pkg);
  }

  const shellIndex = path.join(shellDist, 'index.html');
  if (existsSync(shellDist)) {
    await app.register(fastifyStatic, { root: shellDist, prefix: '/', decorateReply: false, cacheControl: false, setHeaders });
    served.push('shell');
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsAppPage(request) && existsSync(shellIndex)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(await readFile(shellIndex));
    }
    throw errors.notFound();
  });
  return served;
}

/** Deep links (/dashboard, /game/12) are client routes: a browser asking for a page gets the shell. */
function wantsAppPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0];
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !SERVER_PATHS.test(pathname) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}
