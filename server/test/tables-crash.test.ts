import { randomBytes, randomUUID } from 'node:crypto';
import type { ChannelSnapshot, TablePrivateView, TableStateFrame, TableView } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import type { Database } from '../src/db/database';
import type { ChildServer } from './helpers/money-model-child-server';
import { postgresProcesses } from './helpers/postgres-processes';
import { connected } from './helpers/realtime-client';
import { recordFrames, request, subscribe } from './helpers/realtime-gateway';
import { insertTournament } from './helpers/tournaments';
import { insertRegistration } from '../src/tournaments/registrations.repository';

/**
 * The real server (src/main.ts) as child processes on one PostgreSQL schema, with short clocks: killed with SIGKILL
 * in the middle of a hand and started again, it resumes that hand (same cards, same board, same clock); two
 * processes on one database never both run a table (every timed change is stamped with its owner and lease epoch).
 * PostgreSQL only: two processes cannot share an embedded PGlite database.
 */
const postgresUrl = process.env.DATABASE_URL;
const describeOnPostgres = postgresUrl ? describe : describe.skip;
const ACTION_SECONDS = 15;
const BANK_SECONDS = 1;
const LEASE_MS = 1000;
const JWT_SECRET = randomBytes(32).toString('hex');
const ADMIN = { email: `tables-crash-admin-${process.pid}@example.com`, password: 'tables-crash-admin-password' };

const processes = postgresProcesses('tables-crash', {
  JWT_SECRET,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  TABLE_ACTION_SECONDS: String(ACTION_SECONDS),
  TABLE_TIME_BANK_SECONDS: String(BANK_SECONDS),
  TABLE_LEASE_MS: String(LEASE_MS),
});
const start = (env: Record<string, string> = {}) => processes.start(env);
let db: Database;
const sockets: Socket[] = [];

beforeAll(() => {
  if (postgresUrl) db = processes.db;
});
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
});

async function call<Body = Record<string, unknown>>(
  server: ChildServer,
  method: string,
  pathname: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(server.url + pathname, {
    method,
    headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as Body;
}

interface Player {
  id: number;
  token: string;
}

let signedUp = 0;
async function signUp(server: ChildServer, adminToken: string): Promise<Player> {
  signedUp += 1;
  const name = `tc${process.pid}x${signedUp}`;
  const email = `${name}@example.com`;
  const password = 'tables-crash-password';
  await call(server, 'POST', '/api/auth/register', undefined, {
    username: name,
    firstName: 'Ada',
    country: 'France',
    email,
    password,
    confirmPassword: password,
  });
  await call(server, 'POST', '/api/admin/verify-email', adminToken, { email });
  const login = await call<{ user: { id: number }; token: string }>(server, 'POST', '/api/auth/login', undefined, { email, password });
  // Players with nothing in their wallet may not take a seat.
  await call(server, 'POST', '/api/users/wallet/deposit', login.token, { amount: '10' }, { 'idempotency-key': randomUUID() });
  return { id: login.user.id, token: login.token };
}

/** A started table of `count` players: the tournament and registrations written directly, the room through the API. */
async function startedTable(server: ChildServer, count: number): Promise<{ tableId: number; players: Player[] }> {
  const admin = await call<{ token: string }>(server, 'POST', '/api/auth/login', undefined, ADMIN);
  const players: Player[] = [];
  for (let index = 0; index < count; index += 1) players.push(await signUp(server, admin.token));
  const tournamentId = await insertTournament(db, { status: 'late reg', startsAt: new Date(Date.now() - 60_000), startingStack: 1000 });
  for (const player of players) {
    const at = new Date();
    await insertRegistration(db, { tournamentId, userId: player.id, entryFeeMicros: 0n, registeredAt: at, lobbyEnteredAt: at });
  }
  await db.query('UPDATE tournaments SET players_count = $2 WHERE id = $1', [tournamentId, count]);
  const [host, ...guests] = players;
  const { room } = await call<{ room: { id: number } }>(server, 'POST', `/api/rooms/tournament/${tournamentId}`, host.token);
  for (const guest of guests) await call(server, 'POST', `/api/rooms/${room.id}/join`, guest.token, {});
  await call(server, 'PUT', `/api/rooms/${room.id}/state`, host.token, { roomState: 'playing' });
  return { tableId: room.id, players };
}

const tableSnapshot = (server: ChildServer, player: Player, tableId: number) =>
  call<ChannelSnapshot<TableView>>(server, 'GET', `/api/realtime/snapshot?channel=table:${tableId}`, player.token);

async function cardsOf(server: ChildServer, player: Player, tableId: number): Promise<TablePrivateView | undefined> {
  const { state } = await call<ChannelSnapshot<{ tables: TablePrivateView[] }>>(
    server,
    'GET',
    `/api/realtime/snapshot?channel=user:${player.id}`,
    player.token,
  );
  return state.tables.find((view) => view.tableId === tableId);
}

async function events(tableId: number) {
  const { rows } = await db.query<{ seq: number; kind: string; payload: { owner?: string; epoch?: number; handNumber?: number }; created_at: Date }>(
    'SELECT seq, kind, payload, created_at FROM table_events WHERE table_id = $1 ORDER BY seq',
    [tableId],
  );
  return rows;
}

const chips = (view: TableView) => {
  return view.seats.reduce((sum, seat) => sum + seat.stack, 0) + (view.hand?.pots.reduce((sum, pot) => sum + pot.amount, 0) ?? 0);
};

describeOnPostgres('tables across crashes and processes (PostgreSQL, real server processes)', () => {
  it('kill -9 in the middle of a hand: the restarted server resumes that hand and its clock, dealing nothing again', async () => {
    const first = await start();
    const { tableId, players } = await startedTable(first, 3);
    // One decision, so the hand is under way (the next player's clock running).
    const opening = await tableSnapshot(first, players[0], tableId);
    const opener = players.find((p) => p.id === opening.state.seats.find((s) => s.seat === opening.state.hand!.actingSeat)!.userId)!;
    const socket = await connected(first.url, opener.token);
    sockets.push(socket);
    const answer = await request(socket, 'table:act', { tableId, handNumber: 1, seq: opening.seq, action: 'call' }, randomUUID());
    expect(answer).toMatchObject({ ok: true });
    const before = await tableSnapshot(first, players[0], tableId);
    const cardsBefore = await Promise.all(players.map((player) => cardsOf(first, player, tableId)));
    const deadline = Date.parse(before.state.hand!.actionDeadline!);
    expect(before.state.hand).toMatchObject({ handNumber: 1, street: 'preflop' });

    expect(await first.kill()).toBe('SIGKILL');
    const second = await start();
    const readyAt = Date.now();
    const after = await tableSnapshot(second, players[0], tableId);
    if (after.state.hand!.lastAction?.auto === 'timeout') {
      // The restart took longer than the clock (a loaded machine): the new process acted for the player at once.
      expect(after.state.hand).toMatchObject({ handNumber: 1, board: before.state.hand!.board, dealerSeat: before.state.hand!.dealerSeat });
      expect(after.state.hand!.lastAction!.seat).toBe(before.state.hand!.actingSeat);
    } else {
      // The same view, but for presence: the new process asked the sockets, and the players' died with the old one.
      const unplugged = (view: TableView) => ({ ...view, seats: view.seats.map((seat) => ({ ...seat, connected: false })) });
      expect(unplugged(after.state)).toEqual(unplugged(before.state));
    }
    const cardsAfter = await Promise.all(players.map((player) => cardsOf(second, player, tableId)));
    expect(cardsAfter.map((view) => view?.cards)).toEqual(cardsBefore.map((view) => view?.cards));

    // Its clock was not started again: the server acts for the player when the clock and bank run out, no later.
    const watcher = await connected(second.url, players[0].token);
    sockets.push(watcher);
    const frames = recordFrames(watcher);
    expect(await subscribe(watcher, `table:${tableId}`)).toMatchObject({ ok: true });
    const timedOut = await new Promise<TableView>((resolve) => {
      const check = () => {
        const hit = frames.map((frame) => (frame.data as TableStateFrame).view).find((view) => view?.hand?.lastAction?.auto === 'timeout');
        if (hit) resolve(hit);
      };
      watcher.on('rt:frame', check);
      check();
    });
    expect(timedOut.hand!.lastAction).toMatchObject({ seat: before.state.hand!.actingSeat, auto: 'timeout' });
    expect(chips(timedOut)).toBe(3000);
    const log = await events(tableId);
    const auto = log.find((event) => event.kind === 'auto')!;
    const ranAt = auto.created_at.getTime();
    expect(ranAt).toBeGreaterThanOrEqual(deadline + BANK_SECONDS * 1000);
    // When the old clock ran out (or as soon as the new process took the table, if that was later); a clock started
    // afresh by the new process would have run a whole decision (15 s) from its start.
    expect(ranAt).toBeLessThan(Math.max(deadline + BANK_SECONDS * 1000, readyAt) + 10_000);
    // The new process ran the clock (under a lease epoch of its own); hand 1 was dealt once.
    expect(auto.payload.owner).toContain(`:${second.pid}:`);
    expect(auto.payload.epoch).toBeGreaterThanOrEqual(1);
    expect(log.filter((event) => event.kind === 'hand:dealt').map((event) => event.payload.handNumber)).toEqual([1]);
    await second.kill();
  }, 60_000);

  it('two processes on one database never both run a table; when one dies the other takes its tables over within seconds', async () => {
    const fast = { TABLE_ACTION_SECONDS: '1', TABLE_HAND_PAUSE_MS: '100' };
    const [one, two] = [await start(fast), await start(fast)];
    const tables = [];
    for (let index = 0; index < 3; index += 1) tables.push(await startedTable(index % 2 === 0 ? one : two, 2));
    const ids = tables.map((table) => table.tableId);
    // Nobody acts: the owners' clocks time every player out, then sit them out, and hands run on by themselves.
    const owners = async () =>
      (
        await db.query<{ id: number; lease_owner: string | null; lease_epoch: number; status: string }>(
          `SELECT p.id, l.owner AS lease_owner, l.epoch AS lease_epoch, p.status
           FROM poker_tables p LEFT JOIN table_leases l ON l.table_id = p.id WHERE p.id = ANY($1) ORDER BY p.id`,
          [ids],
        )
      ).rows;
    const until = async (test: () => Promise<boolean>, withinMs: number) => {
      const started = Date.now();
      while (!(await test())) {
        if (Date.now() - started > withinMs) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await until(async () => (await owners()).every((row) => row.lease_owner !== null), 10_000);
    await until(async () => (await Promise.all(ids.map(events))).every((log) => log.some((event) => event.kind === 'auto')), 20_000);
    const heldBefore = await owners();

    // kill -9 the owner of the first table: its tables move to the other process with a new epoch.
    const victim = heldBefore[0].lease_owner!;
    const killedAt = Date.now();
    const owner = [one, two].find((server) => victim.includes(`:${server.pid}:`));
    expect(owner).toBeDefined();
    await owner!.kill();
    // (A table whose game ended meanwhile needs no owner.)
    await until(async () => (await owners()).every((row) => row.status === 'finished' || row.lease_owner !== victim), 20_000);
    const takeoverMs = Date.now() - killedAt;
    console.log(`tables taken over ${takeoverMs} ms after kill -9 of their owner (lease ${LEASE_MS} ms)`);
    expect(takeoverMs).toBeLessThan(10 * LEASE_MS);
    const playing = (await owners()).filter((row) => row.status === 'playing');
    const survivor = playing[0]?.lease_owner;
    expect(playing.every((row) => row.lease_owner === survivor)).toBe(true);
    // Let the survivor run the tables it took over for a while.
    await until(
      async () =>
        (await Promise.all(playing.map((row) => events(row.id)))).every((log) =>
          log.some((event) => event.kind === 'auto' && event.payload.owner === survivor),
        ),
      20_000,
    );
    await Promise.all([one, two].map((server) => server.kill()));

    for (const id of ids) {
      const log = await events(id);
      const timed = log.filter((event) => event.payload.owner !== undefined);
      // Each epoch has one owner; epochs never go back; no hand is dealt twice.
      const ownerOf = new Map<number, string>();
      let epoch = 0;
      for (const event of timed) {
        expect(event.payload.epoch!).toBeGreaterThanOrEqual(epoch);
        epoch = event.payload.epoch!;
        if (!ownerOf.has(epoch)) ownerOf.set(epoch, event.payload.owner!);
        expect(ownerOf.get(epoch)).toBe(event.payload.owner);
      }
      const dealt = log.filter((event) => event.kind === 'hand:dealt').map((event) => event.payload.handNumber);
      expect(dealt).toEqual(dealt.map((_, index) => index + 1));
      const { rows } = await db.query<{ seats: { stack: number }[] }>('SELECT seats FROM poker_tables WHERE id = $1', [id]);
      const { rows: last } = await db.query<{ payload: { seats: { stack: number }[] } }>(
        `SELECT payload FROM table_events WHERE table_id = $1 AND kind = 'hand:completed' ORDER BY seq DESC LIMIT 1`,
        [id],
      );
      expect(rows[0].seats.length).toBe(2);
      expect(last[0].payload.seats.reduce((sum, seat) => sum + seat.stack, 0)).toBe(2000);
    }
  }, 90_000);
});
