import type { Tournament, TournamentDetail } from 'shared-events/contracts';
import { createPlayer, registerPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { changedBehindTheApi, createTournament, registerPath, usdt } from './helpers/tournament-api';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = {}) => t.get<Tournament[]>('/api/users/tournaments', headers);
const find = (body: Tournament[], id: number) => body.find((entry) => entry.id === id);

describe('GET /api/users/tournaments', () => {
  it('is public, with isRegistered false for anonymous readers and the fields the lobby reads', async () => {
    const id = await createTournament(t, {
      name: 'Sunday Special',
      gameType: 'PLO',
      entryFeeMicros: usdt(0.5),
      guaranteedPoolMicros: usdt(1000),
      startsInMinutes: 90,
      durationMinutes: 150,
      lateRegMinutes: 20,
      maxPlayers: 300,
      minPlayers: 6,
      startingStack: 15000,
      blindSpeedSeconds: 480,
      banner: '/images/x.svg',
      theme: 'gold',
      prizeStructure: [{ place: '1', percent: 100 }],
    });
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const startsAt = new Date(t.clock.now().getTime() + 90 * 60_000);
    expect(find(response.body, id)).toEqual({
      id,
      name: 'Sunday Special',
      gameType: 'PLO',
      entryFee: '0.5',
      entryFeeAmount: 0.5,
      buyIn: '$0.50',
      pool: 0,
      guaranteedPool: 1000,
      prizePool: '$1,000.00 GTD',
      requiredBalance: 15000,
      currency: 'USDT',
      startsAt: startsAt.toISOString(),
      startTime: startsAt.toISOString(),
      lateRegEndsAt: new Date(startsAt.getTime() + 20 * 60_000).toISOString(),
      endsAt: new Date(startsAt.getTime() + 150 * 60_000).toISOString(),
      status: 'registering',
      dynamicStatus: 'registering',
      duration: 2.5,
      durationHours: 2.5,
      durationMinutes: 150,
      lateRegMin: 20,
      players: 0,
      maxPlayers: 300,
      minPlayers: 6,
      isRegistered: false,
      canReEnter: false,
      startingStack: 15000,
      blindspeed: 480,
      maxEntries: 1,
      breakMinutes: 5,
      finishedAt: null,
      inPlay: false,
      pausedAt: null,
      pausedMs: 0,
      theme: 'gold',
      banner: '/images/x.svg',
      prizeStructure: [{ place: '1', percent: 100 }],
      scheduleId: null,
      createdAt: t.clock.now().toISOString(),
      cancelledAt: null,
    });
  });

  it('marks free tournaments', async () => {
    const id = await createTournament(t, { entryFeeMicros: 0n });
    expect(find((await list()).body, id)).toMatchObject({ entryFee: 'free', entryFeeAmount: 0, buyIn: 'Free', prizePool: '$0.00' });
  });

  it('shows isRegistered for the reader and the new count right after a registration (cache invalidated)', async () => {
    const id = await createTournament(t, { entryFeeMicros: usdt(2) });
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    expect(find((await list(player.headers)).body, id)).toMatchObject({ players: 0, isRegistered: false });

    await t.request('POST', registerPath(id), { headers: player.headers, body: {} });

    expect(find((await list(player.headers)).body, id)).toMatchObject({ players: 1, pool: 2, prizePool: '$2.00', isRegistered: true });
    expect(find((await list(other.headers)).body, id)).toMatchObject({ players: 1, isRegistered: false });
    expect(find((await list()).body, id)).toMatchObject({ players: 1, isRegistered: false });

    await t.request('DELETE', registerPath(id), { headers: player.headers });
    expect(find((await list(player.headers)).body, id)).toMatchObject({ players: 0, isRegistered: false });
  });

  it('computes the status from the clock even when the stored status lags', async () => {
    const id = await createTournament(t, { startsInMinutes: 1, lateRegMinutes: 15, durationMinutes: 60 });
    const statuses: string[][] = [];
    for (const minutes of [0, 2, 20, 61]) {
      t.clock.advance(minutes * 60);
      const entry = find((await list()).body, id)!;
      statuses.push([entry.status, entry.dynamicStatus]);
      t.clock.advance(-minutes * 60);
    }
    expect(statuses).toEqual([
      ['registering', 'registering'],
      ['late reg', 'running'],
      ['running', 'running'],
      ['completed', 'finished'],
    ]);
  });

  it('keeps cancelled ones labelled cancelled', async () => {
    const id = await createTournament(t, { status: 'cancelled', startsInMinutes: -5 });
    expect(find((await list()).body, id)).toMatchObject({ status: 'cancelled', dynamicStatus: 'running' });
  });

  it('lists upcoming and running by start, then finished ones; hides deleted ones and those ended over 7 days ago', async () => {
    const later = await createTournament(t, { startsInMinutes: 600 });
    const running = await createTournament(t, { startsInMinutes: -30 });
    const finished = await createTournament(t, { startsInMinutes: -3 * 24 * 60 });
    const old = await createTournament(t, { startsInMinutes: -8 * 24 * 60 });
    const deleted = await createTournament(t, { startsInMinutes: 30 });
    await t.server.db.query('UPDATE tournaments SET deleted_at = $2 WHERE id = $1', [deleted, t.clock.now()]);
    changedBehindTheApi(t);

    const ids = (await list()).body.map((entry) => entry.id);
    expect(ids).not.toContain(old);
    expect(ids).not.toContain(deleted);
    expect(ids.indexOf(running)).toBeLessThan(ids.indexOf(later));
    expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(finished));
    const body = (await list()).body;
    const open = body.filter((entry) => entry.status !== 'completed' && entry.status !== 'cancelled');
    expect(open.map((entry: Tournament) => entry.startsAt)).toEqual([...open.map((entry: Tournament) => entry.startsAt)].sort());
  });

  it('answers 401 to an invalid or expired token so the client drops it', async () => {
    expect((await list({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await list({ authorization: 'Basic abc' })).status).toBe(401);
    const player = await createPlayer(t);
    t.clock.advance(8 * 24 * 3600);
    const expired = await list(player.headers);
    t.clock.advance(-8 * 24 * 3600);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' });
  });

  it('ignores query parameters (the client sends none; a cache-buster must not break it)', async () => {
    expect((await t.get('/api/users/tournaments?_=123&page=abc')).status).toBe(200);
  });
});

describe('GET /api/users/tournaments/:id and /api/tournaments/:id', () => {
  it('answers the same tournament with its players; a player’s e-mail only to that player and to admins', async () => {
    const id = await createTournament(t);
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const admin = await createPlayer(t, { role: 'admin' });
    for (const registrant of [player, other]) await t.request('POST', registerPath(id), { headers: registrant.headers, body: {} });

    const mine = await t.get<TournamentDetail>(`/api/users/tournaments/${id}`, player.headers);
    const anonymous = await t.get<TournamentDetail>(`/api/tournaments/${id}`);
    const asAdmin = await t.get<TournamentDetail>(`/api/tournaments/${id}`, admin.headers);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id, players: 2, isRegistered: true });
    expect(anonymous.body).toMatchObject({ id, players: 2, isRegistered: false });
    const publicUser = (registrant: typeof player) => ({ id: registrant.id, username: registrant.username, avatar: null, country: 'France' });
    const withEmail = (registrant: typeof player) => ({ ...publicUser(registrant), email: `${registrant.username}@example.com` });
    const view = (registrant: typeof player, User: object, lobby?: { lobbyEnteredAt: string | null }) => ({
      userId: registrant.id,
      registeredAt: t.clock.now().toISOString(),
      state: 'registered',
      ...lobby,
      User,
    });
    const notInLobby = { lobbyEnteredAt: null };
    expect(mine.body.Registrations).toEqual([view(player, withEmail(player), notInLobby), view(other, publicUser(other))]);
    expect(anonymous.body.Registrations).toEqual([view(player, publicUser(player)), view(other, publicUser(other))]);
    expect(asAdmin.body.Registrations).toEqual([view(player, withEmail(player), notInLobby), view(other, withEmail(other), notInLobby)]);
    expect(anonymous.text).not.toContain('@example.com');
    expect(mine.text).not.toContain(`${other.username}@example.com`);
    expect(mine.text).not.toContain('balance_micros');
  });

  it('tells the reader (and admins) when they entered the lobby, so a reloaded game stage still shows it', async () => {
    const id = await createTournament(t, { startsInMinutes: -5 });
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const admin = await createPlayer(t, { role: 'admin' });
    for (const registrant of [player, other]) await registerPlayer(t, id, registrant.id, { lobby: false });
    const entered = await t.request('POST', `/api/users/tournaments/${id}/enter-lobby`, { headers: player.headers, body: {} });
    expect(entered.status).toBe(200);

    const lobbyOf = (detail: TournamentDetail) => detail.Registrations.map((r) => [r.userId, r.lobbyEnteredAt]);
    const now = t.clock.now().toISOString();
    expect(lobbyOf((await t.get<TournamentDetail>(`/api/tournaments/${id}`, player.headers)).body)).toEqual([
      [player.id, now],
      [other.id, undefined],
    ]);
    expect(lobbyOf((await t.get<TournamentDetail>(`/api/tournaments/${id}`, other.headers)).body)).toEqual([
      [player.id, undefined],
      [other.id, null],
    ]);
    expect(lobbyOf((await t.get<TournamentDetail>(`/api/tournaments/${id}`, admin.headers)).body)).toEqual([
      [player.id, now],
      [other.id, null],
    ]);
    expect((await t.get(`/api/tournaments/${id}`)).text).not.toContain('lobbyEnteredAt');
  });

  it('lists the blind structure its tables play: the default for its starting stack, or the one set for it', async () => {
    const id = await createTournament(t, { startingStack: 5000 });
    const levels = (await t.get<TournamentDetail>(`/api/tournaments/${id}`)).body.blindStructure;
    expect(levels).toHaveLength(20);
    expect(levels.slice(0, 5)).toEqual([
      { level: 1, smallBlind: 25, bigBlind: 50, ante: 0 },
      { level: 2, smallBlind: 40, bigBlind: 80, ante: 0 },
      { level: 3, smallBlind: 50, bigBlind: 100, ante: 0 },
      { level: 4, smallBlind: 75, bigBlind: 150, ante: 150 },
      { level: 5, smallBlind: 125, bigBlind: 250, ante: 250 },
    ]);
    expect(levels.every((level, index) => level.level === index + 1 && level.ante === (level.level >= 4 ? level.bigBlind : 0))).toBe(true);

    const set = [
      { level: 1, smallBlind: 10, bigBlind: 20, ante: 0 },
      { level: 2, smallBlind: 20, bigBlind: 40, ante: 5 },
    ];
    await t.server.db.query('UPDATE tournaments SET blind_structure = $2 WHERE id = $1', [id, JSON.stringify(set)]);
    expect((await t.get<TournamentDetail>(`/api/users/tournaments/${id}`)).body.blindStructure).toEqual(set);
  });

  it('answers 404 "Tournament not found" for unknown, deleted or out-of-range ids and 400 for malformed ones', async () => {
    const deleted = await createTournament(t);
    await t.server.db.query('UPDATE tournaments SET deleted_at = $2 WHERE id = $1', [deleted, t.clock.now()]);
    for (const path of [`/api/tournaments/${deleted}`, '/api/users/tournaments/2000000000', '/api/tournaments/9999999999']) {
      const response = await t.get(path);
      expect([path, response.status, response.body]).toEqual([path, 404, { code: 'TOURNAMENT_NOT_FOUND', message: 'Tournament not found' }]);
    }
    expect((await t.get('/api/tournaments/1e3')).status).toBe(400);
    expect((await t.get('/api/tournaments/-1')).status).toBe(400);
    expect((await t.get('/api/tournaments/1', { authorization: 'Bearer nope' })).status).toBe(401);
  });
});
