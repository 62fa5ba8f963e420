import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { errors } from '../errors';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which web pages may open the socket and read the API from a browser: the platform's own origin (PUBLIC_URL)
 * and ALLOWED_ORIGINS, compared exactly. Outside production any loopback origin is also the platform's own: the
 * same server is reached as localhost or 127.0.0.1, and the modules' dev servers (127.0.0.1:31xx) proxy the socket
 * with the page's origin. A request without an Origin header is not a browser's cross-site request: allowed.
 */
export function originPolicy(config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'nodeEnv'>): (origin: string | undefined) => boolean {
  const allowed = new Set([new URL(config.publicUrl).origin, ...(config.allowedOrigins ?? [])]);
  const loopbackAllowed = config.nodeEnv !== 'production';
  return (origin) => {
    if (origin === undefined) return true;
    if (allowed.has(origin)) return true;
    return loopbackAllowed && isLoopbackOrigin(origin);
  };
}

function isLoopbackOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return ['http:', 'https:'].includes(url.protocol) && url.origin === origin && LOOPBACK_HOSTS.has(url.hostname);
}

const API_PATH = /^\/api(\/|\?|$)/;
/** Answer headers a page on an allowed origin may read (fetch hides the others from cross-origin callers). */
const EXPOSED_HEADERS = 'Retry-After, Idempotent-Replayed';

/**
 * CORS for the API with the socket's origin policy. An allowed origin gets Access-Control-Allow-Origin and its
 * preflights answered; any other gets neither (the browser then keeps the answer from the page) and its preflight
 * a 403. Tokens travel in the Authorization header, never in cookies, so no credentials mode is offered.
 */
export function registerCors(app: FastifyInstance, isAllowedOrigin: (origin: string | undefined) => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    const { origin } = request.headers;
    if (origin === undefined || !API_PATH.test(request.url)) return;
    reply.header('vary', 'Origin');
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!isAllowedOrigin(origin)) {
      if (preflight) throw errors.originNotAllowed();
      return;
    }
    reply.header('access-control-allow-origin', origin);
    if (!preflight) {
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      return;
    }
    reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    reply.header('access-control-allow-headers', 'Authorization, Content-Type, Idempotency-Key');
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });
}
