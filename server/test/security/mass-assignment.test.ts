import type { RoomResponse } from 'shared-events/contracts';
import { baseBody, fillPath, hasBody, operationsOf, type OpenApiDocument, type Operation } from '../helpers/bad-inputs';
import { connected, emitWithAck, socketsClosedAfterEach } from '../helpers/realtime-client';
import { createPlayer, insertStartedTournament, registerPlayer, type TestPlayer } from '../helpers/rooms';
import { attackTally } from '../helpers/security-http';
import { changedTables, databaseFingerprint } from '../helpers/security-state';
import { newRegistration, startTestApp, type TestApp } from '../helpers/test-app';
import { insertTournament } from '../helpers/tournaments';

/**
 * Mass assignment: fields a client must never set (role, balance, verification, ids, owners) are refused with
 * 400 `Unknown field: x.` and nothing is written; the same body without them is accepted (so the refusal is
 * about them). Prototype pollution: `__proto__` / `constructor.prototype` in bodies, query strings, headers and
 * socket payloads never reach Object.prototype of the server (it runs in this process, so we can look).
 */
let t: TestApp;
let mallory: TestPlayer;
let alice: TestPlayer;
let admin: TestPlayer;
let operations: Operation[];
const sockets = socketsClosedAfterEach();
const tally = attackTally('mass-assignment');

beforeAll(async () => {
  t = await startTestApp();
  mallory = await createPlayer(t, { balanceMicros: 50_000_000n });
  alice = await createPlayer(t);
  admin = await createPlayer(t, { role: 'admin' });
  operations = operationsOf((await t.get<OpenApiDocument>('/api/openapi.json')).body);
});
afterAll(() => t.close());

/** What an attacker would like to set on their own account, or someone else's. */
const privilegedFields = (): Record<string, unknown> => ({
  role: 'admin',
  isAdmin: true,
  admin: true,
  balance: 1_000_000,
  balanceMicros: '1000000000000',
  balance_micros: '1000000000000',
  email_verified: true,
  emailVerified: true,
  email_verified_at: '2030-01-01T00:00:00Z',
  emailVerifiedAt: '2030-01-01T00:00:00Z',
  id: alice.id,
  userId: alice.id,
  user_id: alice.id,
  tokenVersion: 0,
  token_version: 0,
  createdBy: alice.id,
  passwordHash: 'scrypt$1$1$1$AAAA$AAAA',
  password_hash: 'scrypt$1$1$1$AAAA$AAAA',
});

/** mallory's columns that only the server may change. */
const privileged = async (userId: number) =>
  (
    await t.server.db.query<{ role: string; balance_micros: string }>(
      'SELECT id, role, balance_micros, email_verified_at, token_version, email, username, password_hash FROM users WHERE id = $1',
      [userId],
    )
  ).rows[0];

interface Target {
  method: string;
  path: () => Promise<string> | string;
  /** A body the route accepts as it is. */
  body: () => Record<string, unknown>;
  headers?: () => Record<string, string>;
  /** The answer to that body: past validation (some bodies are refused later, by a rule that needs no extra field). */
  expectedStatus: number;
}

const as = (player: () => TestPlayer) => () => player().headers;

/** The routes that take a body, each with a body it accepts. */
const TARGETS: Record<string, Target> = {
  'sign-up': { method: 'POST', path: () => '/api/auth/register', body: () => ({ ...newRegistration() }), expectedStatus: 201 },
  login: {
    method: 'POST',
    path: () => '/api/auth/login',
    body: () => ({ email: `${mallory.username}@example.com`, password: 'secret123' }),
    // createPlayer's accounts have no usable password: the wrong-credentials answer proves the body passed validation.
    expectedStatus: 401,
  },
  'profile update': {
    method: 'PUT',
    path: () => '/api/users/profile',
    body: () => ({ firstName: 'Mal', country: 'Spain' }),
    headers: as(() => mallory),
    expectedStatus: 200,
  },
  'password change': {
    method: 'PUT',
    path: () => '/api/users/change-password',
    body: () => ({ currentPassword: 'secret123', newPassword: 'better-secret', confirmPassword: 'better-secret' }),
    headers: as(() => mallory),
    // Again no usable password: "Current password is incorrect." is the answer of a body that passed validation.
    expectedStatus: 400,
  },
  deposit: { method: 'POST', path: () => '/api/users/wallet/deposit', body: () => ({ amount: 1 }), headers: as(() => mallory), expectedStatus: 200 },
  withdraw: {
    method: 'POST',
    path: () => '/api/users/wallet/withdraw',
    body: () => ({ amount: '0.5', currency: 'USDT' }),
    headers: as(() => mallory),
    expectedStatus: 200,
  },
  'tournament registration': {
    method: 'POST',
    path: async () =>
      `/api/users/tournaments/${await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 3_600_000), startingStack: 1 })}/register`,
    body: () => ({ userResultBalance: 999_999 }),
    headers: as(() => mallory),
    expectedStatus: 200,
  },
  'room creation': {
    method: 'POST',
    path: async () => {
      const tournamentId = await insertStartedTournament(t, { startingStack: 1 });
      await registerPlayer(t, tournamentId, mallory.id);
      return `/api/rooms/tournament/${tournamentId}`;
    },
    body: () => ({ password: 'pw' }),
    headers: as(() => mallory),
    expectedStatus: 201,
  },
  'room state': {
    method: 'PUT',
    path: async () => {
      const tournamentId = await insertStartedTournament(t, { startingStack: 1 });
      await registerPlayer(t, tournamentId, alice.id);
      const room = await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { body: {}, headers: alice.headers });
      return `/api/rooms/${room.body.room.id}/state`;
    },
    body: () => ({ roomState: 'cancelled' }),
    headers: as(() => alice),
    expectedStatus: 200,
  },
  'admin tournament creation': {
    method: 'POST',
    path: () => '/api/admin/tournaments',
    body: () => ({
      name: 'Mass',
      gameType: 'NLH',
      entryFee: 1,
      maxPlayers: 10,
      startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    }),
    headers: as(() => admin),
    expectedStatus: 201,
  },
};

/** Fields of a row the server owns, in the admin's tournament body. */
const TOURNAMENT_SERVER_FIELDS = {
  players: 99,
  playersCount: 99,
  players_count: 99,
  pool: 1e6,
  paidOutAt: '2030-01-01T00:00:00Z',
  deletedAt: null,
  status: 'completed',
};

describe('mass assignment', () => {
  it.each(Object.keys(TARGETS))('%s: each server-owned field is refused, nothing is written; the clean body is accepted', async (name) => {
    const target = TARGETS[name];
    const path = await target.path();
    const headers = target.headers?.() ?? {};
    const extras = name.startsWith('admin') ? { ...privilegedFields(), ...TOURNAMENT_SERVER_FIELDS } : privilegedFields();
    const [malloryBefore, aliceBefore] = [await privileged(mallory.id), await privileged(alice.id)];
    const failures: string[] = [];
    for (const [field, value] of Object.entries(extras)) {
      const before = await databaseFingerprint(t.server.db);
      const response = await t.request<{ message?: string }>(target.method, path, { body: { ...target.body(), [field]: value }, headers });
      tally.note(`${name} +${field}`, response.status);
      if (response.status !== 400 || response.body.message !== `Unknown field: ${field}.`)
        failures.push(`${field}: ${response.status} ${response.text.slice(0, 120)}`);
      const changed = changedTables(before, await databaseFingerprint(t.server.db));
      if (changed.length) failures.push(`${field}: changed ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect([await privileged(mallory.id), await privileged(alice.id)]).toEqual([malloryBefore, aliceBefore]);
    const control = await t.request(target.method, path, { body: target.body(), headers });
    expect({ status: control.status, unknownField: control.text.includes('Unknown field') }).toEqual({
      status: target.expectedStatus,
      unknownField: false,
    });
  });

  it('tournament registration: the client’s userResultBalance is ignored; the server’s balance pays the fee', async () => {
    const fee = 2_000_000n;
    const id = await insertTournament(t.server.db, {
      startsAt: new Date(t.clock.now().getTime() + 3_600_000),
      entryFeeMicros: fee,
      startingStack: 1,
    });
    const poor = await createPlayer(t, { balanceMicros: 1_000_000n });
    const refused = await t.request('POST', `/api/users/tournaments/${id}/register`, {
      body: { userResultBalance: 1_000_000 },
      headers: poor.headers,
    });
    tally.note('userResultBalance of a poor player', refused.status);
    expect(refused).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_BALANCE' } });
    const before = BigInt((await privileged(mallory.id)).balance_micros);
    const paid = await t.request('POST', `/api/users/tournaments/${id}/register`, { body: { userResultBalance: 0 }, headers: mallory.headers });
    expect(paid.status).toBe(200);
    expect(BigInt((await privileged(mallory.id)).balance_micros)).toBe(before - fee);
  });

  it('every operation with a JSON body refuses all the server-owned fields at once, and no one gains a privilege', async () => {
    const withBodies = operations.filter((operation) => hasBody(operation) && operation.requestBody?.content?.['application/json']);
    expect(withBodies.length).toBeGreaterThan(15);
    const accepted: string[] = [];
    for (const operation of withBodies) {
      const token = operation.path.startsWith('/api/admin/') ? admin.token : mallory.token;
      const body = { ...baseBody(operation), ...privilegedFields(), ...TOURNAMENT_SERVER_FIELDS };
      const response = await t.request(operation.method, fillPath(operation, '1'), { body, headers: { authorization: `Bearer ${token}` } });
      tally.note(`${operation.method} ${operation.path} +all`, response.status);
      if (response.status < 400 || response.status >= 500) accepted.push(`${operation.method} ${operation.path}: ${response.status}`);
    }
    expect(accepted).toEqual([]);
    expect((await privileged(mallory.id)).role).toBe('player');
    expect((await privileged(alice.id)).role).toBe('player');
  });
});

describe('prototype pollution', () => {
  const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort();
  let pristine: string[];
  beforeAll(() => {
    pristine = prototypeNames();
  });
  afterEach(() => {
    expect(prototypeNames()).toEqual(pristine);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  const POLLUTING_BODIES = [
    '{"__proto__":{"polluted":1,"role":"admin"}}',
    '{"constructor":{"prototype":{"polluted":1,"role":"admin"}}}',
    '{"firstName":"Mal","country":"Spain","__proto__":{"polluted":1}}',
    '{"firstName":"Mal","country":"Spain","constructor":{"prototype":{"polluted":1}}}',
    '{"amount":1,"__proto__":{"amount":1000000}}',
    '{"a":{"b":{"__proto__":{"polluted":1}}}}',
    '[{"__proto__":{"polluted":1}}]',
    '{"\\u005f\\u005fproto\\u005f\\u005f":{"polluted":1}}',
  ];

  it('JSON bodies with __proto__ or constructor.prototype are refused on every operation that takes one', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter(hasBody)) {
      const token = operation.path.startsWith('/api/admin/') ? admin.token : mallory.token;
      for (const raw of POLLUTING_BODIES) {
        const response = await t.request(operation.method, fillPath(operation, '1'), { raw, headers: { authorization: `Bearer ${token}` } });
        tally.note(`${operation.method} ${operation.path} ${raw}`, response.status);
        if (response.status < 400 || response.status >= 500) failures.push(`${operation.method} ${operation.path} ${raw}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await privileged(mallory.id)).role).toBe('player');
  });

  it('query strings with __proto__, constructor[prototype] and bracket paths change no prototype and no answer', async () => {
    const queries = [
      '__proto__[polluted]=1',
      '__proto__.polluted=1',
      'constructor[prototype][polluted]=1',
      'a[__proto__][polluted]=1',
      '__proto__=1',
      'toString=1',
      'hasOwnProperty=1',
    ];
    const reads = [
      '/api/users/notifications',
      '/api/users/wallet/transactions',
      '/api/rooms/search',
      '/api/users/tournaments',
      '/api/users/hand-history',
    ];
    for (const path of reads) {
      for (const query of queries) {
        const response = await t.get(`${path}?${query}`, mallory.headers);
        tally.note(`GET ${path}?${query}`, response.status);
        expect({ path, query, status: response.status < 500 }).toEqual({ path, query, status: true });
      }
    }
  });

  it('header and token values named like Object.prototype members are plain strings', async () => {
    for (const value of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
      const list = await t.get('/api/users/tournaments', { authorization: `Bearer ${value}` });
      const profile = await t.get('/api/users/profile', { authorization: `Bearer ${value}` });
      const deposit = await t.request('POST', '/api/users/wallet/deposit', {
        body: { amount: 1 },
        headers: { ...mallory.headers, 'idempotency-key': value },
      });
      const replay = await t.request('POST', '/api/users/wallet/deposit', {
        body: { amount: 1 },
        headers: { ...mallory.headers, 'idempotency-key': value },
      });
      for (const [what, response] of Object.entries({ list, profile, deposit, replay })) tally.note(`${what} ${value}`, response.status);
      expect([list.status, profile.status, deposit.status, replay.status]).toEqual([401, 401, 200, 200]);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
  });

  it('socket payloads with __proto__ are data, not prototypes', async () => {
    const socket = await connected(t.url, mallory.token);
    sockets.push(socket);
    const polluting = JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}');
    expect(await emitWithAck(socket, 'rt:subscribe', polluting)).toEqual({
      ok: false,
      channel: '',
      code: 'INVALID_CHANNEL',
      message: 'This channel does not exist.',
    });
    socket.emit('__proto__', polluting);
    socket.emit('constructor', polluting);
    expect(await emitWithAck(socket, 'rt:unsubscribe', 'tournament:1')).toEqual({ ok: true, channel: 'tournament:1', seq: 0 });
    tally.note('socket __proto__ payloads', 0);
    expect(tally.serverErrors).toEqual([]);
  });
});
