import {
  defaultBlindStructure,
  ROOM_RULES,
  type AdminAuditPage,
  type AdminTournament,
  type ApiErrorResponse,
  type BlindLevel,
  type CreateScheduleResponse,
  type TournamentDetail,
} from 'shared-events/contracts';
import { legalActions } from 'poker-engine';
import { actingSeat } from '../src/tables/table-flow';
import { positionOfSeat } from '../src/tables/table-model';
import { findTable } from '../src/tables/tables.repository';
import { createPlayer, registeredPlayers, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { actFor, playingTables } from './helpers/tournament-bots';

let t: TestApp;
let admin: TestPlayer;

beforeAll(async () => {
  // The players are bots without sockets: the director counts them as there.
  t = await startTestApp({ playersPresent: true });
  admin = await createPlayer(t, { role: 'admin' });
});
afterAll(() => t.close());

const levels = (...blinds: [number, number, number][]): BlindLevel[] =>
  blinds.map(([smallBlind, bigBlind, ante], index) => ({ level: index + 1, smallBlind, bigBlind, ante }));
const TURBO = levels([20, 40, 0], [30, 60, 0], [50, 100, 100]);

const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Structured Turbo',
  gameType: 'NLH',
  entryFee: 0,
  startsAt: inMinutes(120),
  maxPlayers: 50,
  startingStack: 2000,
  blindStructure: TURBO,
  ...overrides,
});
const adminRequest = <Body = ApiErrorResponse>(method: string, path: string, body?: unknown) =>
  t.request<Body>(method, path, { body, headers: admin.headers });
const createTournament = async (overrides: Record<string, unknown> = {}) =>
  (await adminRequest<AdminTournament>('POST', '/api/admin/tournaments', validBody(overrides))).body.id;
const storedRow = async (id: number) =>
  (
    await t.server.db.query('SELECT blind_structure, starting_stack, blind_speed_seconds, break_minutes, updated_at FROM tournaments WHERE id = $1', [
      id,
    ])
  ).rows[0];

describe('a blind structure set by an admin', () => {
  it('is stored, answered in the admin DTO and the detail, and null plays the default for the starting stack', async () => {
    const created = await adminRequest<AdminTournament>('POST', '/api/admin/tournaments', validBody());
    expect(created.status).toBe(201);
    expect(created.body.blindStructure).toEqual(TURBO);
    expect((await t.get<TournamentDetail>(`/api/tournaments/${created.body.id}`)).body.blindStructure).toEqual(TURBO);
    expect((await storedRow(created.body.id)).blind_structure).toEqual(TURBO);

    const byDefault = await adminRequest<AdminTournament>('POST', '/api/admin/tournaments', validBody({ blindStructure: undefined }));
    expect(byDefault.body.blindStructure).toEqual(defaultBlindStructure(2000));
    const reset = await adminRequest<AdminTournament>('PATCH', `/api/admin/tournaments/${created.body.id}`, { blindStructure: null });
    expect(reset.body.blindStructure).toEqual(defaultBlindStructure(2000));
    expect((await storedRow(created.body.id)).blind_structure).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['no level', [], 'The blind structure must have from 1 to 60 levels.'],
    ['61 levels', defaultBlindStructure(100_000, 61), 'The blind structure must have from 1 to 60 levels.'],
    ['levels out of order', [TURBO[0], TURBO[2]], 'Level 2: levels must be numbered 1, 2, 3… in order, this one is numbered 3.'],
    ['a fraction of a chip', levels([20, 40, 0], [30, 60.5, 0]), 'Level 2: the big blind must be a whole number.'],
    ['a small blind of 0', levels([0, 40, 0]), 'Level 1: the small blind must be at least 1.'],
    ['a small blind above the big blind', levels([20, 40, 0], [70, 60, 0]), 'Level 2: the small blind cannot be more than the big blind.'],
    ['big blinds that do not grow', levels([20, 40, 0], [20, 40, 0]), "Level 2: the big blind must be more than level 1's (40)."],
    ['a negative ante', levels([20, 40, -5]), 'Level 1: the ante must be from 0 to the big blind.'],
    ['an ante above the big blind', levels([20, 40, 50]), 'Level 1: the ante must be from 0 to the big blind.'],
    ['a first big blind above the stack', levels([1500, 3000, 0]), 'Level 1: the big blind cannot be more than the starting stack (2000).'],
    ['a level without its ante', [{ level: 1, smallBlind: 20, bigBlind: 40 }], 'ante is required.'],
    ['a level with more', [{ ...TURBO[0], straddle: 80 }], 'Unknown field: straddle.'],
    ['a text', 'turbo', 'blindStructure must be array,null.'],
  ])('refuses %s with its rule, on create and on change, and changes nothing', async (_label, blindStructure, message) => {
    const count = async () => (await t.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM tournaments')).rows[0].count;
    const before = await count();
    const created = await adminRequest('POST', '/api/admin/tournaments', validBody({ blindStructure }));
    expect([created.status, created.body.message]).toEqual([400, message]);
    expect(await count()).toBe(before);

    const id = await createTournament();
    const row = await storedRow(id);
    const changed = await adminRequest('PATCH', `/api/admin/tournaments/${id}`, { blindStructure, name: 'Renamed' });
    expect([changed.status, changed.body.message]).toEqual([400, message]);
    expect(await storedRow(id)).toEqual(row);
  });

  it('checks the structure against a new starting stack, and a schedule template like a tournament', async () => {
    const id = await createTournament();
    const lower = await adminRequest('PATCH', `/api/admin/tournaments/${id}`, { startingStack: 30 });
    expect([lower.status, lower.body.message]).toEqual([400, 'Level 1: the big blind cannot be more than the starting stack (30).']);
    expect((await storedRow(id)).starting_stack).toBe(2000);

    const { startsAt: _start, ...template } = validBody();
    const schedule = { recurrence: 'weekly', firstStartsAt: inMinutes(60) };
    const refused = await adminRequest('POST', '/api/admin/schedules', {
      ...schedule,
      template: { ...template, blindStructure: levels([20, 40, 41]) },
    });
    expect([refused.status, refused.body.message]).toEqual([400, 'Level 1: the ante must be from 0 to the big blind.']);
    const created = await adminRequest<CreateScheduleResponse>('POST', '/api/admin/schedules', { ...schedule, template });
    expect(created.status).toBe(201);
    expect(created.body.schedule.template.blindStructure).toEqual(TURBO);
    for (const instance of created.body.created) expect((await storedRow(instance.id)).blind_structure).toEqual(TURBO);
  });

  it('is in the audit of an edit, before and after', async () => {
    const id = await createTournament();
    await adminRequest('PATCH', `/api/admin/tournaments/${id}`, { blindStructure: TURBO.slice(0, 2) });
    const audit = await adminRequest<AdminAuditPage>('GET', `/api/admin/audit?action=tournament.update&targetId=${id}`);
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({ before: { blindStructure: TURBO }, after: { blindStructure: TURBO.slice(0, 2) } });
  });
});

describe('a structure saved, then played', () => {
  it('is what the tables deal; once started, neither an edit nor a change behind the API moves the tables off it', async () => {
    const id = await createTournament({ startsAt: inMinutes(2), blindSpeedSeconds: 1800, breakMinutes: 0, durationMinutes: 600 });
    const [first, second] = await registeredPlayers(t, id, 2);
    t.clock.advance(2 * 60 + ROOM_RULES.joinWindowMinutes * 60 + 1);
    await t.server.director!.direct(id);
    const [table] = await playingTables(t, id);
    expect(table.structure).toEqual(TURBO);
    expect(table.hand.level).toEqual(TURBO[0]);
    expect(table.seats.map((seat) => seat.userId).sort()).toEqual([first.id, second.id].sort());

    // The clock's facts are fixed once the tournament has started; the same values (the form sends every field) pass.
    const row = await storedRow(id);
    for (const change of [{ blindStructure: levels([10, 20, 0]) }, { blindStructure: null }, { blindSpeedSeconds: 600 }, { breakMinutes: 5 }]) {
      const refused = await adminRequest('PATCH', `/api/admin/tournaments/${id}`, { name: 'Faster', ...change });
      expect([refused.status, refused.body.message]).toEqual([
        409,
        'The blind structure, level length and breaks of a tournament that has started cannot change.',
      ]);
    }
    expect(await storedRow(id)).toEqual(row);
    const same = await adminRequest<AdminTournament>('PUT', `/api/admin/tournaments/${id}`, {
      name: 'Structured Turbo Live',
      blindStructure: TURBO,
      blindSpeedSeconds: 1800,
      breakMinutes: 0,
      startingStack: 2000,
    });
    expect([same.status, same.body.name]).toEqual([200, 'Structured Turbo Live']);

    // Written behind the API, a structure reaches no table in play: each keeps the one it started with.
    await t.server.db.query('UPDATE tournaments SET blind_structure = $2::jsonb WHERE id = $1', [
      id,
      JSON.stringify(levels([5, 10, 0], [10, 20, 0])),
    ]);
    const start = (await findTable(t.server.db, table.id))!;
    const actor = actingSeat(start)!;
    const fold = legalActions(start.hand.state, positionOfSeat(start.hand, actor.seat)).find((action) => action.type === 'fold')!;
    await actFor(t, start, actor.userId, fold);
    t.clock.advance(1800);
    await t.server.tableRunner!.runDue();
    const next = (await findTable(t.server.db, table.id))!;
    expect(next.hand.number).toBe(2);
    expect(next.structure).toEqual(TURBO);
    expect(next.hand.level).toEqual(TURBO[1]);
  });
});
