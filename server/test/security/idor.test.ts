import type { AvatarResponse, BannerUploadResponse, RoomResponse } from 'shared-events/contracts';
import { recordHand } from '../../src/tables/hand-records';
import { recordPlayedHand } from '../helpers/played-hands';
import { registeredRoutes } from '../helpers/route-collector';
import { createPlayer, insertStartedTournament, registerPlayer, type TestPlayer } from '../helpers/rooms';
import { attackTally } from '../helpers/security-http';
import { changedTables, databaseFingerprint, userFootprint } from '../helpers/security-state';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/test-app';
import { insertTournament } from '../helpers/tournaments';
import { PNG, uploadForm } from '../helpers/uploads';

// Every Fastify instance the app creates reports its routes: a route added later without a case below fails the coverage test.
jest.mock('fastify', () => {
  const actual = jest.requireActual('fastify');
  const { collectRoutes: collect } = jest.requireActual('../helpers/route-collector');
  const fastify = (...args: unknown[]) => collect(actual(...args));
  return Object.assign(fastify, actual, { default: fastify, fastify, __esModule: true });
});

/**
 * Insecure direct object references: a signed-in attacker (mallory) names the victim's (alice's) rows in every
 * route that takes an id, and asks every per-user read for someone else's data. Each attack must leave alice's
 * rows exactly as they were, and answer nothing of hers that is not public by design.
 */
let t: TestApp;
let alice: TestPlayer;
let mallory: TestPlayer;
const tally = attackTally('idor');

/** alice's rows: `both` = a started tournament alice and mallory play; `alicesOnly` = one mallory is not in. */
const ids = {
  both: 0,
  alicesOnly: 0,
  upcoming: 0,
  protectedRoom: 0,
  openRoom: 0,
  notification: 0,
  schedule: 0,
  avatar: '',
  banner: '',
  playedHand: 0,
};
const MARKERS = { notificationTitle: 'ALICE-PRIVATE-NOTE', deposit: '123.456789', holeCards: '"7h","2c"' };

beforeAll(async () => {
  t = await startTestApp();
  alice = await createPlayer(t, { balanceMicros: 500_000_000n });
  mallory = await createPlayer(t, { balanceMicros: 500_000_000n });
  const admin = await createPlayer(t, { role: 'admin' });
  const carol = await createPlayer(t);

  ids.both = await insertStartedTournament(t, { startingStack: 10 });
  ids.alicesOnly = await insertStartedTournament(t, { startingStack: 10 });
  ids.upcoming = await insertTournament(t.server.db, {
    startsAt: new Date(t.clock.now().getTime() + 86_400_000),
    entryFeeMicros: 10_000_000n,
    startingStack: 10,
  });
  for (const [tournament, player] of [
    [ids.both, alice],
    [ids.both, mallory],
    [ids.both, carol],
    [ids.alicesOnly, alice],
  ] as const)
    await registerPlayer(t, tournament, player.id, { lobby: true });
  const registered = await t.request('POST', `/api/users/tournaments/${ids.upcoming}/register`, { headers: alice.headers });
  expect(registered.status).toBe(200);

  const room = (tournamentId: number, body: unknown) =>
    t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { body, headers: alice.headers });
  ids.protectedRoom = (await room(ids.both, { password: 'alice-only' })).body.room.id;
  ids.openRoom = (await room(ids.alicesOnly, {})).body.room.id;

  const notification = await t.server.db.query<{ id: number }>(
    `INSERT INTO notifications (user_id, type, title, body, send_at) VALUES ($1, 'info', $2, 'for alice', $3) RETURNING id`,
    [alice.id, MARKERS.notificationTitle, t.clock.now()],
  );
  ids.notification = notification.rows[0].id;
  expect((await t.post('/api/users/wallet/deposit', { amount: MARKERS.deposit }, alice.headers)).status).toBe(200);
  await t.server.db.transaction((tx) =>
    recordHand(tx, {
      tournamentId: ids.both,
      roomId: ids.protectedRoom,
      handNumber: 1,
      gameType: 'NLH',
      smallBlind: 50,
      bigBlind: 100,
      board: ['As', 'Kd', '9c', '4h', 'Js'],
      pot: 400,
      winningHand: 'Pair of Aces',
      startedAt: t.clock.now(),
      endedAt: t.clock.now(),
      players: [
        { userId: alice.id, seat: 0, holeCards: ['7h', '2c'], netChips: -200, wonChips: 0, showedDown: true },
        { userId: carol.id, seat: 1, holeCards: ['Ah', 'Qc'], netChips: 200, wonChips: 400, showedDown: true },
      ],
    }),
  );
  // A hand with how it was played (its review and its exports name it): alice holds the marked 7h 2c.
  ids.playedHand = await recordPlayedHand(t.server.db, {
    tournamentId: ids.both,
    roomId: ids.protectedRoom,
    handNumber: 2,
    players: [
      { userId: alice.id, seat: 1, stack: 1000 },
      { userId: carol.id, seat: 2, stack: 1000 },
    ],
    buttonSeat: 2,
    deck: '7hAs2cAd',
    endedAt: t.clock.now(),
  });
  const image = { bytes: PNG, name: 'alice.png', type: 'image/png' };
  ids.avatar = (
    await uploadForm<AvatarResponse>(`${t.url}/api/users/avatar`, { method: 'PUT', field: 'avatar', token: alice.token, file: image })
  ).body.avatar;
  ids.banner = (
    await uploadForm<BannerUploadResponse>(`${t.url}/api/admin/banners`, { method: 'POST', field: 'banner', token: admin.token, file: image })
  ).body.banner;
  const schedule = await t.request<{ schedule: { id: number } }>('POST', '/api/admin/schedules', {
    headers: admin.headers,
    body: {
      recurrence: 'weekly',
      firstStartsAt: new Date(t.clock.now().getTime() + 7_200_000).toISOString(),
      template: { name: 'Weekly', gameType: 'NLH', entryFee: 1, maxPlayers: 10 },
    },
  });
  ids.schedule = schedule.body.schedule.id;
});
afterAll(() => t.close());

type Expectation = (response: TestResponse) => void;
const refusedWith =
  (status: number, code: string): Expectation =>
  (response) =>
    expect({ status: response.status, code: (response.body as { code?: string }).code }).toEqual({ status, code });

/** The answer reveals nothing private of alice's: no e-mail, no balance, no password hash, none of her own markers. */
const revealsNothingOfAlice: Expectation = (response) => {
  expect(response.status).toBeLessThan(500);
  const aliceEmail = `${alice.username}@example.com`;
  for (const secret of [
    aliceEmail,
    'scrypt$',
    'alice-only',
    MARKERS.notificationTitle,
    MARKERS.deposit,
    MARKERS.holeCards,
    'balance_micros',
    'password_hash',
  ])
    expect({ secret, found: response.text.includes(secret) }).toEqual({ secret, found: false });
};

interface Attack {
  method: string;
  path: () => string;
  body?: unknown;
  expect: Expectation;
}

const player = (method: string, path: () => string, expectation: Expectation, body?: unknown): Attack => ({
  method,
  path,
  body,
  expect: expectation,
});
const adminOnly = (method: string, path: () => string, body?: unknown) => player(method, path, refusedWith(403, 'ADMIN_REQUIRED'), body);
const publicRead = (path: () => string) => player('GET', path, (response) => (expect(response.status).toBe(200), revealsNothingOfAlice(response)));

/**
 * One case per route that names a row, and per read of "my" data: the key is the route as Fastify registered it.
 * A route missing here fails the coverage test.
 */
const ATTACKS: Record<string, Attack[]> = {
  'POST /api/users/notifications/:id/read': [
    player('POST', () => `/api/users/notifications/${ids.notification}/read`, refusedWith(404, 'NOTIFICATION_NOT_FOUND')),
  ],
  'GET /api/users/tournaments/:id': [publicRead(() => `/api/users/tournaments/${ids.both}`)],
  'GET /api/tournaments/:id': [publicRead(() => `/api/tournaments/${ids.alicesOnly}`)],
  'GET /api/users/tournaments/:id/results': [publicRead(() => `/api/users/tournaments/${ids.both}/results`)],
  'GET /api/tournaments/:id/results': [publicRead(() => `/api/tournaments/${ids.both}/results`)],
  // The lobby's tabs are public (names, countries, chips, tables, payouts): never an e-mail, a balance or a card.
  'GET /api/tournaments/:id/lobby': [publicRead(() => `/api/tournaments/${ids.alicesOnly}/lobby`)],
  // The standing names only the caller's own entry (their rank or place), never another player's.
  'GET /api/tournaments/:id/standing': [publicRead(() => `/api/tournaments/${ids.both}/standing`)],
  // Registering acts on the caller only: naming alice is refused, and mallory's own second registration too.
  'POST /api/users/tournaments/:id/register': [
    player('POST', () => `/api/users/tournaments/${ids.upcoming}/register`, refusedWith(400, 'VALIDATION_FAILED'), { userId: 0 }),
    player('POST', () => `/api/users/tournaments/${ids.both}/register`, refusedWith(409, 'ALREADY_REGISTERED')),
  ],
  'DELETE /api/users/tournaments/:id/register': [
    player('DELETE', () => `/api/users/tournaments/${ids.upcoming}/register`, refusedWith(404, 'NOT_REGISTERED')),
  ],
  'POST /api/users/tournaments/:id/enter-lobby': [
    player('POST', () => `/api/users/tournaments/${ids.alicesOnly}/enter-lobby`, refusedWith(403, 'LOBBY_REGISTRATION_REQUIRED')),
  ],
  'GET /api/rooms/tournament/:id': [publicRead(() => `/api/rooms/tournament/${ids.alicesOnly}`)],
  'GET /api/rooms/tournament/:id/stats': [publicRead(() => `/api/rooms/tournament/${ids.alicesOnly}/stats`)],
  'POST /api/rooms/tournament/:id': [
    player('POST', () => `/api/rooms/tournament/${ids.alicesOnly}`, refusedWith(403, 'ROOM_REGISTRATION_REQUIRED'), {}),
  ],
  'POST /api/rooms/tournament/:id/start-monitoring': [adminOnly('POST', () => `/api/rooms/tournament/${ids.both}/start-monitoring`)],
  'POST /api/rooms/tournament/:id/stop-monitoring': [adminOnly('POST', () => `/api/rooms/tournament/${ids.both}/stop-monitoring`)],
  'POST /api/rooms/tournament/:id/trigger-creation': [
    player('POST', () => `/api/rooms/tournament/${ids.alicesOnly}/trigger-creation`, refusedWith(403, 'TRIGGER_NOT_ALLOWED')),
  ],
  'POST /api/rooms/tournament/:id/leave': [
    player('POST', () => `/api/rooms/tournament/${ids.alicesOnly}/leave`, refusedWith(409, 'NOT_IN_TOURNAMENT')),
  ],
  'GET /api/rooms/:id': [publicRead(() => `/api/rooms/${ids.protectedRoom}`)],
  // Public by design to anyone signed in, as the table's channel is (tables-log.test.ts: no hole card but those shown);
  // alice's room has no game yet, so there is no table to read.
  'GET /api/tables/:id/log': [player('GET', () => `/api/tables/${ids.protectedRoom}/log`, refusedWith(404, 'TABLE_NOT_FOUND'))],
  'POST /api/rooms/:id/join': [
    player('POST', () => `/api/rooms/${ids.protectedRoom}/join`, refusedWith(403, 'ROOM_PASSWORD_INCORRECT'), {}),
    player('POST', () => `/api/rooms/${ids.protectedRoom}/join`, refusedWith(403, 'ROOM_PASSWORD_INCORRECT'), { password: 'guess' }),
    player('POST', () => `/api/rooms/${ids.openRoom}/join`, refusedWith(403, 'ROOM_REGISTRATION_REQUIRED'), {}),
  ],
  'POST /api/rooms/:id/leave': [player('POST', () => `/api/rooms/${ids.protectedRoom}/leave`, refusedWith(409, 'NOT_ROOM_MEMBER'))],
  'PUT /api/rooms/:id/state': ['playing', 'cancelled', 'completed'].map((roomState) =>
    player('PUT', () => `/api/rooms/${ids.protectedRoom}/state`, refusedWith(403, 'NOT_ROOM_HOST'), { roomState }),
  ),
  'GET /api/uploads/avatars/:name': [
    // Public by design (an <img> sends no token), so the name is the secret: 128 random bits, and a neighbour is nobody's.
    player(
      'GET',
      () => ids.avatar,
      (response) => {
        expect(response.status).toBe(200);
        expect(ids.avatar).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
      },
    ),
    player('GET', () => ids.avatar.replace(/[0-9a-f](?=\.png$)/, (digit) => (digit === '0' ? '1' : '0')), refusedWith(404, 'AVATAR_NOT_FOUND')),
  ],
  'GET /api/uploads/banners/:name': [
    // Public like an avatar (the lobby shows it to everyone), and named as randomly: a neighbour is no banner.
    player(
      'GET',
      () => ids.banner,
      (response) => expect(response.status).toBe(200),
    ),
    player('GET', () => ids.banner.replace(/[0-9a-f](?=\.png$)/, (digit) => (digit === '0' ? '1' : '0')), refusedWith(404, 'BANNER_NOT_FOUND')),
  ],
  'PATCH /api/admin/tournaments/:id': [adminOnly('PATCH', () => `/api/admin/tournaments/${ids.upcoming}`, { name: 'Hijacked' })],
  'PUT /api/admin/tournaments/:id': [adminOnly('PUT', () => `/api/admin/tournaments/${ids.upcoming}`, { maxPlayers: 2 })],
  'DELETE /api/admin/tournaments/:id': [adminOnly('DELETE', () => `/api/admin/tournaments/${ids.upcoming}`)],
  'POST /api/admin/tournaments/:id/cancel': [adminOnly('POST', () => `/api/admin/tournaments/${ids.upcoming}/cancel`)],
  'POST /api/admin/tournaments/:id/results': [adminOnly('POST', () => `/api/admin/tournaments/${ids.both}/results`, { places: [0] })],
  'POST /api/admin/tournaments/:id/pause': [adminOnly('POST', () => `/api/admin/tournaments/${ids.both}/pause`)],
  'POST /api/admin/tournaments/:id/resume': [adminOnly('POST', () => `/api/admin/tournaments/${ids.both}/resume`)],
  'DELETE /api/admin/schedules/:id': [adminOnly('DELETE', () => `/api/admin/schedules/${ids.schedule}`)],
  'POST /api/admin/schedules/:id/pause': [adminOnly('POST', () => `/api/admin/schedules/${ids.schedule}/pause`)],
  'POST /api/admin/schedules/:id/resume': [adminOnly('POST', () => `/api/admin/schedules/${ids.schedule}/resume`)],
  'POST /api/admin/tournaments/:id/move': [adminOnly('POST', () => `/api/admin/tournaments/${ids.both}/move`, { userId: 1, toTableId: 1 })],
  'GET /api/admin/players/:id': [adminOnly('GET', () => `/api/admin/players/${alice.id}`)],
  'GET /api/admin/players/:id/ledger': [adminOnly('GET', () => `/api/admin/players/${alice.id}/ledger`)],
  'POST /api/admin/players/:id/suspend': [adminOnly('POST', () => `/api/admin/players/${alice.id}/suspend`, { reason: 'Mallory wants her out' })],
  'POST /api/admin/players/:id/reinstate': [adminOnly('POST', () => `/api/admin/players/${alice.id}/reinstate`, { reason: 'Mallory lets her in' })],
  'POST /api/admin/withdrawals/:id/approve': [adminOnly('POST', () => `/api/admin/withdrawals/1/approve`)],
  'POST /api/admin/withdrawals/:id/reject': [adminOnly('POST', () => `/api/admin/withdrawals/1/reject`, { reason: 'Mallory refuses it' })],
  'GET /api/users/hand-history/:id': [player('GET', () => `/api/users/hand-history/${ids.playedHand}`, refusedWith(404, 'HAND_NOT_FOUND'))],
  'GET /api/users/hand-history/:id/export': ['phh', 'pokerstars'].map((format) =>
    player('GET', () => `/api/users/hand-history/${ids.playedHand}/export?format=${format}`, refusedWith(404, 'HAND_NOT_FOUND')),
  ),
};

/** Reads of "my own" data: whatever id-like query an attacker adds, the answer is hers (or a 400), never alice's. */
const OWN_DATA_READS = [
  'GET /api/users/profile',
  'GET /api/users/dashboard',
  'GET /api/users/notifications',
  'GET /api/users/wallet/transactions',
  'GET /api/users/wallet/payments',
  'GET /api/users/wallet/deposit-address',
  'GET /api/users/wallet/deposits',
  'GET /api/users/wallet/withdrawal-addresses',
  'GET /api/users/wallet/withdrawals',
  'GET /api/users/hand-history',
  'GET /api/users/hand-history/tournaments',
  'GET /api/users/hand-history/export',
  'GET /api/users/tournaments',
  'GET /api/users/tables',
];

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('IDOR', () => {
  it('has a case for every /api route that names a row, and for every read of the caller’s own data', () => {
    const routes = registeredRoutes.filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD');
    const naming = routes.filter((route) => /[:*]/.test(route.url)).map(routeKey);
    const ownReads = routes.filter((route) => route.method === 'GET' && route.url.startsWith('/api/users') && !/[:*]/.test(route.url)).map(routeKey);
    expect(naming.length).toBeGreaterThan(20);
    expect([...new Set(naming)].filter((key) => !(key in ATTACKS)).sort()).toEqual([]);
    expect([...new Set(ownReads)].filter((key) => !OWN_DATA_READS.includes(key)).sort()).toEqual([]);
    // And no case for a route that is gone (a rename would otherwise leave the new name untested).
    expect(Object.keys(ATTACKS).filter((key) => !naming.includes(key))).toEqual([]);
  });

  it.each(Object.keys(ATTACKS))('%s: mallory reads nothing private of alice’s and changes nothing', async (key) => {
    for (const attack of ATTACKS[key]) {
      const aliceBefore = await userFootprint(t.server.db, alice.id);
      const before = await databaseFingerprint(t.server.db);
      const response = await t.request(attack.method, attack.path(), { body: attack.body, headers: mallory.headers });
      tally.note(`${key} ${JSON.stringify(attack.body ?? null)}`, response.status);
      attack.expect(response);
      expect(await userFootprint(t.server.db, alice.id)).toEqual(aliceBefore);
      // Refused or read-only: nothing at all changed, for anyone.
      expect(changedTables(before, await databaseFingerprint(t.server.db))).toEqual([]);
    }
  });

  it.each(OWN_DATA_READS)('%s answers the caller’s own data whatever user id the query names', async (key) => {
    const url = key.split(' ')[1];
    for (const query of ['', `?userId=${alice.id}`, `?user_id=${alice.id}`, `?id=${alice.id}`, `?userId[]=${alice.id}`, `?user=${alice.username}`]) {
      const response = await t.get(url + query, mallory.headers);
      tally.note(`${key}${query}`, response.status);
      // This suite's server takes demo funds: a deposit address exists only with PAYMENTS=evm (409 PAYMENTS_DEMO).
      expect(key.endsWith('/deposit-address') ? [409] : [200, 400]).toContain(response.status);
      revealsNothingOfAlice(response);
      if (key.endsWith('/profile') && response.status === 200) expect((response.body as { id: number }).id).toBe(mallory.id);
    }
  });

  it('alice herself still sees her data (the markers the attacks look for are real)', async () => {
    const texts = await Promise.all(
      ['/api/users/notifications', '/api/users/wallet/transactions', '/api/users/hand-history', '/api/users/profile'].map(
        async (url) => (await t.get(url, alice.headers)).text,
      ),
    );
    expect(texts.join('\n')).toEqual(expect.stringContaining(MARKERS.notificationTitle));
    expect(texts.join('\n')).toEqual(expect.stringContaining(MARKERS.deposit));
    expect(texts.join('\n')).toEqual(expect.stringContaining(`${alice.username}@example.com`));
    expect(texts[2]).toContain('7h');
    expect(tally.serverErrors).toEqual([]);
  });
});
