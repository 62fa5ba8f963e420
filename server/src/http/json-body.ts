import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';

/**
 * Every JSON body of the API is a few KB: the largest, a schedule whose template carries a 100-place prize
 * structure, is about 5 KB. Avatars are multipart, with their own limit (AVATAR_MAX_BYTES).
 */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * The admin API authenticates before reading a body, and an admin's finishing order lists up to 100,000 user ids
 * (about 800 KB): it keeps the former 1 MiB.
 */
export const ADMIN_JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** The deepest real body has 4 levels (schedule → template → prizeStructure → place); nothing needs more than this. */
export const MAX_JSON_DEPTH = 32;

/** Whether objects and arrays nest deeper than `maxDepth` (the top level is 1); iterative, so depth costs no stack. */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Body limits for the whole API: the admin prefix gets its larger size limit (the server's bodyLimit is
 * JSON_BODY_LIMIT_BYTES), and a body nested deeper than MAX_JSON_DEPTH is refused before any route validates it.
 * A hook rather than the JSON parser, so that a plugin with a parser of its own (empty bodies) is covered too.
 * Register before the routes.
 */
export function registerJsonBodyLimits(app: FastifyInstance, adminPrefix: string): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${adminPrefix}/`)) route.bodyLimit ??= ADMIN_JSON_BODY_LIMIT_BYTES;
  });
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) throw errors.bodyTooDeep(MAX_JSON_DEPTH);
  });
}
