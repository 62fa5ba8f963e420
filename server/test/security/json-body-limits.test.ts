import { performance } from 'node:perf_hooks';
import { API_ERROR_CODES } from 'shared-events/contracts';
import { ADMIN_JSON_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from '../../src/http/json-body';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { attackTally, median } from '../helpers/security-http';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every JSON body of the API is a few KB (the largest, a schedule with a 100-place prize structure, about 5 KB),
 * except an admin's finishing order (up to 100,000 user ids). Bodies are capped at JSON_BODY_LIMIT_BYTES
 * (ADMIN_JSON_BODY_LIMIT_BYTES on the admin API, which authenticates before reading a body), and nesting deeper
 * than MAX_JSON_DEPTH is refused before validation: at 1 MiB a deeply nested body cost 170–280 ms of event loop,
 * anonymously, before any rate limit.
 */
let t: TestApp;
let player: TestPlayer;
let admin: TestPlayer;
const tally = attackTally('json-body-limits');

beforeAll(async () => {
  t = await startTestApp();
  player = await createPlayer(t);
  admin = await createPlayer(t, { role: 'admin' });
});
afterAll(() => t.close());

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number, inner = '1') => '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
/** As deep as fits in `bytes`. */
const deepArraysOf = (bytes: number) => nestedArrays(Math.floor(bytes / 2) - 1);
const deepObjectsOf = (bytes: number) => nestedObjects(Math.floor((bytes - 1) / 6) - 1);

const send = (path: string, raw: string, headers: Record<string, string> = {}, method = 'POST') => t.request(method, path, { raw, headers });

/** Routes that parse a JSON body: anonymous, signed in, and one whose plugin has its own JSON parser (empty bodies). */
const TARGETS = [
  { path: '/api/auth/login', method: 'POST', headers: () => ({}) },
  { path: '/api/auth/register', method: 'POST', headers: () => ({}) },
  { path: '/api/users/profile', method: 'PUT', headers: () => player.headers },
  { path: '/api/users/wallet/deposit', method: 'POST', headers: () => player.headers },
  { path: '/api/users/notifications/1/read', method: 'POST', headers: () => player.headers },
  { path: '/api/admin/tournaments', method: 'POST', headers: () => admin.headers },
];

describe('the size limit', () => {
  it(`refuses a JSON body over ${JSON_BODY_LIMIT_BYTES} bytes with 413`, async () => {
    const body = JSON.stringify({ email: 'x'.repeat(JSON_BODY_LIMIT_BYTES), password: 'p' });
    for (const target of TARGETS.filter(({ path }) => !path.startsWith('/api/admin/'))) {
      const response = await send(target.path, body, target.headers(), target.method);
      tally.note(`${target.path} body over the limit`, response.status);
      expect({ path: target.path, status: response.status, body: response.body }).toEqual({
        path: target.path,
        status: 413,
        body: { code: API_ERROR_CODES.bodyTooLarge, message: 'Request body is too large.' },
      });
    }
  });

  it('still takes an admin finishing order of 100,000 user ids (the admin limit), and refuses one over it', async () => {
    const places = Array.from({ length: 100_000 }, (_, index) => 1_000_000 + index);
    const results = JSON.stringify({ places });
    expect(results.length).toBeGreaterThan(JSON_BODY_LIMIT_BYTES);
    expect(results.length).toBeLessThan(ADMIN_JSON_BODY_LIMIT_BYTES);
    // Parsed and validated: the tournament does not exist.
    expect((await send('/api/admin/tournaments/2147483647/results', results, admin.headers)).status).toBe(404);
    const over = JSON.stringify({ places: 'x'.repeat(ADMIN_JSON_BODY_LIMIT_BYTES) });
    expect((await send('/api/admin/tournaments/2147483647/results', over, admin.headers)).status).toBe(413);
  });

  it('reads no admin body before the admin is authenticated', async () => {
    const results = JSON.stringify({ places: Array.from({ length: 100_000 }, (_, index) => 1_000_000 + index) });
    expect((await send('/api/admin/tournaments/1/results', results)).status).toBe(401);
    expect((await send('/api/admin/tournaments/1/results', results, player.headers)).status).toBe(403);
  });
});

describe('the nesting limit', () => {
  const tooDeep = {
    code: API_ERROR_CODES.bodyTooDeep,
    message: `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  };

  it.each([
    ['arrays', nestedArrays(MAX_JSON_DEPTH + 1)],
    ['objects', nestedObjects(MAX_JSON_DEPTH + 1)],
    ['objects and arrays', '{"a":['.repeat(Math.ceil((MAX_JSON_DEPTH + 1) / 2)) + '1' + ']}'.repeat(Math.ceil((MAX_JSON_DEPTH + 1) / 2))],
    ['a deep value under a real field', `{"email":${nestedArrays(MAX_JSON_DEPTH)},"password":"p"}`],
  ])('refuses %s one level too deep with 400 on every JSON route', async (_label, body) => {
    for (const target of TARGETS) {
      const response = await send(target.path, body, target.headers(), target.method);
      tally.note(`${target.path} ${MAX_JSON_DEPTH + 1} levels deep`, response.status);
      expect({ path: target.path, status: response.status, body: response.body }).toEqual({ path: target.path, status: 400, body: tooDeep });
    }
  });

  it(`lets ${MAX_JSON_DEPTH} levels through to the route's own validation`, async () => {
    for (const body of [nestedArrays(MAX_JSON_DEPTH), nestedObjects(MAX_JSON_DEPTH)]) {
      const response = await send('/api/auth/login', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: API_ERROR_CODES.validationFailed });
    }
  });

  it('takes the deepest real bodies: a schedule with a prize structure', async () => {
    const response = await send(
      '/api/admin/schedules',
      JSON.stringify({
        recurrence: 'daily',
        firstStartsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        template: { name: 'Nightly', gameType: 'NLH', entryFee: 5, maxPlayers: 9, prizeStructure: [{ place: '1', percent: 100 }] },
      }),
      admin.headers,
    );
    expect(response.status).toBe(201);
  });
});

/** Event-loop time (ms) the server spends on one request: the loop's active time while it is in flight. */
async function eventLoopCost(path: string, body: string): Promise<number> {
  const before = performance.eventLoopUtilization();
  const response = await send(path, body);
  tally.note(`${path} cost probe`, response.status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  return performance.eventLoopUtilization(before).active;
}

describe('the cost of a hostile body', () => {
  it('is small: the deepest body that fits costs about what a flat one does', async () => {
    const limit = JSON_BODY_LIMIT_BYTES - 64;
    const bodies = {
      flat: JSON.stringify({ email: 'x'.repeat(limit - 40), password: 'p' }),
      deepArrays: deepArraysOf(limit),
      deepObjects: deepObjectsOf(limit),
    };
    const costs: Record<string, number> = {};
    for (const [label, body] of Object.entries(bodies)) {
      const runs: number[] = [];
      for (let i = 0; i < 7; i += 1) runs.push(await eventLoopCost('/api/auth/login', body));
      costs[label] = median(runs);
    }
    if (process.env.SECURITY_TALLY_FILE) console.log('json bodies: event-loop ms per request (median of 7)', costs);
    // A few ms each here (generous bounds for a shared machine); before the limits, 1 MiB bodies cost 25 ms flat and
    // 80 ms nested here, 170–280 ms nested on the attacker's runs.
    for (const cost of Object.values(costs)) expect(cost).toBeLessThan(20);
    expect(tally.serverErrors).toEqual([]);
  });
});
