import { SignJWT } from 'jose';
import { API_ERROR_CODES, type RoomResponse } from 'shared-events/contracts';
import { Tokens } from '../src/auth/tokens';
import { seedSampleData } from '../src/seed/seed-sample-data';
import {
  bodyShapeProbes,
  fieldProbes,
  fillPath,
  hasBody,
  headerProbes,
  acceptsBearer,
  operationsOf,
  type OpenApiDocument,
  pathProbes,
  queryProbes,
  requiresBearer,
  type Operation,
  type Probe,
} from './helpers/bad-inputs';
import { expectLedgerBalanced } from './helpers/ledger';
import { databaseFingerprint } from './helpers/security-state';
import { createPlayer, registerPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { insertTournament } from './helpers/tournaments';

/**
 * Every operation of the served OpenAPI document gets bad input of many shapes, with and without a valid
 * token. Whatever is sent: never a 5xx; a refusal is a 4xx with a JSON `{ code, message }` (a code of the one
 * catalogue) and changes nothing.
 */
const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256';
const CATALOGUE_CODES = new Set<unknown>(Object.values(API_ERROR_CODES));

interface Outcome {
  status: number;
  contentType: string;
  body: unknown;
}

let t: TestApp;
let operations: Operation[];
let player: TestPlayer;
let admin: TestPlayer;
const ids = { tournament: '', adminTournament: '', room: '', notification: '' };

async function send(method: string, probe: Probe, token?: string): Promise<Outcome> {
  const headers: Record<string, string> = { ...probe.headers };
  if (token !== undefined) headers.authorization = token;
  const response = await fetch(t.url + probe.path, { method, headers, body: probe.body });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let body: unknown = text;
  try {
    if (contentType.includes('json')) body = JSON.parse(text);
  } catch {
    body = `unparsable JSON: ${text.slice(0, 100)}`;
  }
  return { status: response.status, contentType, body };
}

function problemWith(outcome: Outcome): string | undefined {
  if (outcome.status >= 500) return `answered ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`;
  if (outcome.status < 400) return undefined;
  const message = (outcome.body as { message?: unknown })?.message;
  if (!outcome.contentType.includes('application/json')) return `answered ${outcome.status} with ${outcome.contentType || 'no content type'}`;
  if (typeof message !== 'string' || message.trim() === '')
    return `answered ${outcome.status} without a message: ${JSON.stringify(outcome.body).slice(0, 200)}`;
  const code = (outcome.body as { code?: unknown }).code;
  if (!CATALOGUE_CODES.has(code)) return `answered ${outcome.status} with code ${JSON.stringify(code)}, not one of the catalogue`;
  return undefined;
}

/** Where a path parameter should name a row that exists, so handlers run past their lookups. */
function existingIdFor(operation: Operation): string {
  if (operation.path.startsWith('/api/admin/')) return ids.adminTournament;
  if (/\/rooms\/\{/.test(operation.path)) return ids.room;
  if (/\/notifications\/\{/.test(operation.path)) return ids.notification;
  return ids.tournament;
}

/** PUT and PATCH of one path usually share a body schema: its fields are probed once. */
const probedBodies = new Set<string>();

function allProbes(operation: Operation): Probe[] {
  const id = existingIdFor(operation);
  const probes = [{ label: 'plain request', path: fillPath(operation, id) }, ...pathProbes(operation, id), ...queryProbes(operation, id)];
  if (!hasBody(operation)) return probes;
  probes.push(...bodyShapeProbes(operation, id), ...headerProbes(operation, id));
  const bodyKey = `${operation.path} ${JSON.stringify(operation.requestBody ?? null)}`;
  if (!probedBodies.has(bodyKey)) probes.push(...fieldProbes(operation, id));
  probedBodies.add(bodyKey);
  return probes;
}

/**
 * Sends each probe and checks the answer and, for refusals, that the database did not change: after every
 * request that may write, and once for all the probes of a GET (which must not write at all).
 */
async function probeAll(operation: Operation, token: string | undefined, failures: string[]): Promise<number> {
  let before = await databaseFingerprint(t.server.db);
  const probes = allProbes(operation);
  const reads = operation.method === 'GET';
  for (const probe of probes) {
    const outcome = await send(operation.method, probe, token);
    const where = `${operation.method} ${operation.path} [${probe.label}]`;
    const problem = problemWith(outcome);
    if (problem) failures.push(`${where}: ${problem}`);
    if (reads) continue;
    const after = await databaseFingerprint(t.server.db);
    if (outcome.status >= 400) failures.push(...changes(before, after, `${where}: refused with ${outcome.status}`));
    before = after;
  }
  if (reads) failures.push(...changes(before, await databaseFingerprint(t.server.db), `${operation.method} ${operation.path}: reads`));
  return probes.length;
}

function changes(before: Record<string, string>, after: Record<string, string>, what: string): string[] {
  const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
  return changed.length ? [`${what} but changed ${changed.join(', ')}`] : [];
}

beforeAll(async () => {
  t = await startTestApp();
  await seedSampleData(t.server.db, { now: t.clock.now(), nodeEnv: 'development' });
  player = await createPlayer(t, { balanceMicros: 100_000_000_000n });
  admin = await createPlayer(t, { role: 'admin' });
  const { rows } = await t.server.db.query<{ id: number }>(`SELECT id FROM tournaments WHERE status = 'late reg' LIMIT 1`);
  ids.tournament = String(rows[0].id);
  await registerPlayer(t, rows[0].id, player.id, { lobby: true });
  ids.adminTournament = String(await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 86_400_000) }));
  const room = await t.request<RoomResponse>('POST', `/api/rooms/tournament/${ids.tournament}`, { body: {}, headers: player.headers });
  ids.room = String(room.body.room?.id ?? 1);
  const notification = await t.server.db.query<{ id: number }>(
    `INSERT INTO notifications (user_id, type, title, body, send_at) VALUES ($1, 'info', 'Hello', 'World', $2) RETURNING id`,
    [player.id, t.clock.now()],
  );
  ids.notification = String(notification.rows[0].id);
  operations = operationsOf((await t.get<OpenApiDocument>('/api/openapi.json')).body);
});
afterAll(() => t.close());

describe('every API operation, whatever it is sent', () => {
  it('covers the routes of the document, and would see a change to the database', async () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(ids.room).not.toBe('');
    const before = await databaseFingerprint(t.server.db);
    await t.server.db.query('UPDATE notifications SET title = title || $2 WHERE id = $1', [ids.notification, '!']);
    expect(changes(before, await databaseFingerprint(t.server.db), 'update')).toEqual(['update but changed notifications']);
  });

  it('would see a refusal without a catalogue code', () => {
    const refusal = (body: unknown): Outcome => ({ status: 400, contentType: 'application/json; charset=utf-8', body });
    expect(problemWith(refusal({ message: 'No.' }))).toMatch(/code undefined/);
    expect(problemWith(refusal({ code: 'FST_ERR_VALIDATION', message: 'No.' }))).toMatch(/not one of the catalogue/);
    expect(problemWith(refusal({ code: API_ERROR_CODES.validationFailed, message: 'No.' }))).toBeUndefined();
  });

  it('refuses a missing, malformed, forged, expired or revoked token with 401 where a token is required', async () => {
    const now = t.clock.now();
    const secondsAgo = (days: number) => Math.floor(now.getTime() / 1000) - days * 86_400;
    const forged = await new Tokens('another-secret-that-is-long-enough-xx', t.clock.now).sign({ userId: player.id, tokenVersion: 0 });
    const unknownUser = await new Tokens(TEST_SECRET, t.clock.now).sign({ userId: 999_999, tokenVersion: 0 });
    const revoked = await new Tokens(TEST_SECRET, t.clock.now).sign({ userId: player.id, tokenVersion: 7 });
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(player.id))
      .setIssuedAt(secondsAgo(9))
      .setExpirationTime(secondsAgo(2))
      .sign(new TextEncoder().encode(TEST_SECRET));
    const [header, payload] = player.token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const authorizations: Record<string, string | undefined> = {
      none: undefined,
      empty: '',
      'scheme only': 'Bearer',
      garbage: 'Bearer abc.def.ghi',
      'basic scheme': `Basic ${Buffer.from('a:b').toString('base64')}`,
      'token without scheme': player.token,
      forged: `Bearer ${forged}`,
      expired: `Bearer ${expired}`,
      'unknown user': `Bearer ${unknownUser}`,
      'revoked token version': `Bearer ${revoked}`,
      'alg none': `Bearer ${unsigned}`,
      'header of another token': `Bearer ${header}.${payload}.AAAA`,
      huge: `Bearer ${'a'.repeat(8_000)}`,
    };
    const failures: string[] = [];
    // Routes that also serve anonymous callers may serve a bad token as anonymous, or refuse it: never more.
    for (const operation of operations.filter((o) => acceptsBearer(o) && !requiresBearer(o))) {
      for (const [kind, authorization] of Object.entries(authorizations)) {
        const outcome = await send(operation.method, { label: 'plain', path: fillPath(operation, existingIdFor(operation)) }, authorization);
        if (![200, 401, 404].includes(outcome.status) || problemWith(outcome)) {
          failures.push(`${operation.method} ${operation.path} [${kind} token]: ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 120)}`);
        }
      }
    }
    for (const operation of operations.filter(requiresBearer)) {
      const path = fillPath(operation, existingIdFor(operation));
      const probes: Probe[] = [{ label: 'plain', path }];
      if (hasBody(operation)) probes.push({ label: 'malformed JSON', path, body: '{"a":', headers: { 'content-type': 'application/json' } });
      for (const [kind, authorization] of Object.entries(authorizations)) {
        for (const probe of probes) {
          const outcome = await send(operation.method, probe, authorization);
          if (outcome.status !== 401 || problemWith(outcome)) {
            failures.push(
              `${operation.method} ${operation.path} [${kind} token, ${probe.label}]: ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a player on admin routes', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((o) => o.path.startsWith('/api/admin/'))) {
      const outcome = await send(operation.method, { label: 'plain', path: fillPath(operation, ids.adminTournament) }, `Bearer ${player.token}`);
      if (outcome.status !== 403 || problemWith(outcome)) failures.push(`${operation.method} ${operation.path}: ${outcome.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to bad input, refuses it with 4xx JSON { code, message } and changes nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      // A valid logout revokes the token it carries: it gets a throwaway player's, so the shared player stays signed in.
      const owner = operation.path === '/api/auth/logout' ? await createPlayer(t) : operation.path.startsWith('/api/admin/') ? admin : player;
      const token = acceptsBearer(operation) ? owner.token : undefined;
      sent += await probeAll(operation, token && `Bearer ${token}`, failures);
      // Routes that also serve anonymous callers get everything without a token too.
      if (acceptsBearer(operation) && !requiresBearer(operation)) sent += await probeAll(operation, undefined, failures);
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    await expectLedgerBalanced(t.server.db);
  }, 120_000);

  it('still serves the signed-in player afterwards', async () => {
    expect((await t.get('/api/users/profile', player.headers)).status).toBe(200);
    expect((await t.get('/api/health')).status).toBe(200);
  });
});
