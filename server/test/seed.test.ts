import { computeTournamentStatus, type Tournament } from 'shared-events/contracts';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { DEMO_EMAIL_DOMAIN, demoPlayers } from '../src/seed/demo-players';
import { sampleTournaments } from '../src/seed/sample-tournaments';
import { seedSampleData } from '../src/seed/seed-sample-data';
import { expectLedgerBalanced } from './helpers/ledger';
import { startTestApp, type TestApp } from './helpers/test-app';

interface TournamentRow {
  id: number;
  name: string;
  status: string;
  starts_at: Date;
  players_count: number;
  pool_micros: string;
  entry_fee_micros: string;
}

const count = async (db: Database, table: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

async function tableCounts(db: Database) {
  const tables = ['tournaments', 'users', 'tournament_registrations', 'ledger_transactions', 'ledger_entries'];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(db, table)])));
}

describe('sample data on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { seedSampleData: true } });
  });
  afterAll(() => t.close());
  const db = () => t.server.db;

  it('creates the sample lobby at start-up, placed around the server clock', async () => {
    const { rows } = await db().query<TournamentRow>('SELECT * FROM tournaments ORDER BY starts_at');
    const expected = sampleTournaments(t.clock.now());
    expect(rows.map((row) => row.name).sort()).toEqual(expected.map((e) => e.name).sort());
    const now = t.clock.now();
    for (const row of rows) {
      const sample = expected.find((e) => e.name === row.name)!;
      expect(new Date(row.starts_at).getTime()).toBe(sample.startsAt.getTime());
      expect(row.status).toBe(computeTournamentStatus(sample, now));
    }
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['registering', 'late reg', 'running', 'completed']));
  });

  it('shows a live lobby: every clock status, both games, free and paid, guaranteed pools and player counts', async () => {
    const response = await t.get<Tournament[]>('/api/users/tournaments');
    expect(response.status).toBe(200);
    const lobby = response.body;
    expect(lobby).toHaveLength(sampleTournaments(t.clock.now()).length);
    expect(new Set(lobby.map((tournament) => tournament.status))).toEqual(new Set(['registering', 'late reg', 'running', 'completed']));
    expect(new Set(lobby.map((tournament) => tournament.dynamicStatus))).toEqual(new Set(['registering', 'running', 'finished']));
    expect(new Set(lobby.map((tournament) => tournament.gameType))).toEqual(new Set(['NLH', 'PLO']));
    expect(lobby.some((tournament) => tournament.entryFee === 'free')).toBe(true);
    expect(lobby.some((tournament) => tournament.prizePool.endsWith('GTD'))).toBe(true);
    expect(lobby.every((tournament) => tournament.players > 0 && tournament.players <= tournament.maxPlayers)).toBe(true);
    expect(lobby.every((tournament) => tournament.banner === null || tournament.banner.startsWith('/images/'))).toBe(true);
    expect(lobby.every((tournament) => Array.isArray(tournament.prizeStructure) && tournament.prizeStructure.length > 0)).toBe(true);
  });

  it('registers demo players whose money went through the ledger: deposit, then entry', async () => {
    await expectLedgerBalanced(db());
    const { rows } = await db().query<TournamentRow & { registrations: string; fees: string }>(
      `SELECT t.*, count(r.user_id) AS registrations, coalesce(sum(r.entry_fee_micros), 0)::text AS fees
       FROM tournaments t LEFT JOIN tournament_registrations r ON r.tournament_id = t.id GROUP BY t.id`,
    );
    for (const row of rows) {
      expect(row.players_count).toBe(Number(row.registrations));
      expect(row.pool_micros).toBe(row.fees);
      expect(row.players_count).toBeGreaterThan(0);
    }
    const kinds = await db().query<{ kind: string; n: string }>('SELECT kind, count(*) AS n FROM ledger_transactions GROUP BY kind ORDER BY kind');
    const paidRegistrations = await count(db(), 'tournament_registrations WHERE entry_fee_micros > 0');
    expect(kinds.rows).toEqual([
      { kind: 'deposit', n: String(demoPlayers().length) },
      { kind: 'tournament_entry', n: String(paidRegistrations) },
    ]);
    const { rows: early } = await db().query(
      `SELECT 1 FROM ledger_transactions l JOIN tournament_registrations r ON r.user_id = l.user_id AND r.tournament_id = l.tournament_id
       WHERE l.created_at > $1 OR r.registered_at > $1`,
      [t.clock.now()],
    );
    expect(early).toEqual([]);
  });

  it('gives demo players reserved e-mails, a positive balance and no password anyone can guess', async () => {
    const { rows } = await db().query<{ email: string; balance_micros: string; password_hash: string; email_verified_at: Date | null }>(
      'SELECT email, balance_micros, password_hash, email_verified_at FROM users',
    );
    expect(rows).toHaveLength(demoPlayers().length);
    for (const row of rows) {
      expect(row.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
      expect(BigInt(row.balance_micros)).toBeGreaterThan(0n);
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.email_verified_at).not.toBeNull();
    }
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
    const player = demoPlayers()[0];
    for (const password of ['password', 'secret123', '123456', player.username, player.username.toLowerCase(), 'demo', 'demo1234']) {
      const login = await t.post('/api/auth/login', { email: player.email, password });
      expect(login.status).toBe(401);
    }
  });

  it('does nothing when run again, even by two processes at once', async () => {
    const before = await tableCounts(db());
    const again = await Promise.all([
      seedSampleData(db(), { now: t.clock.now(), nodeEnv: 'test' }),
      seedSampleData(db(), { now: t.clock.now(), nodeEnv: 'development' }),
    ]);
    expect(again).toEqual([
      { seeded: false, reason: 'not empty' },
      { seeded: false, reason: 'not empty' },
    ]);
    expect(await tableCounts(db())).toEqual(before);
  });
});

describe('seeding rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is off in tests unless asked, on in development and never in production', () => {
    const env = { JWT_SECRET: 'x' };
    expect(loadConfig({ ...env }).seedSampleData).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).seedSampleData).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).seedSampleData).toBe(false);
    expect(loadConfig({ ...env, SEED_SAMPLE_DATA: 'false' }).seedSampleData).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: 'test', SEED_SAMPLE_DATA: 'true' }).seedSampleData).toBe(true);
  });

  it('refuses in production even when called directly', async () => {
    expect(await count(t.server.db, 'tournaments')).toBe(0);
    expect(await seedSampleData(t.server.db, { now: t.clock.now(), nodeEnv: 'production' })).toEqual({ seeded: false, reason: 'production' });
    expect(await count(t.server.db, 'tournaments')).toBe(0);
  });

  it('is skipped at start-up in production even with the flag set', async () => {
    const production = await startTestApp({ config: { nodeEnv: 'production', seedSampleData: true } });
    try {
      expect(await count(production.server.db, 'tournaments')).toBe(0);
      expect(await count(production.server.db, 'users')).toBe(0);
    } finally {
      await production.close();
    }
  });

  it('seeds exactly once when two processes start together (separate connections on PostgreSQL)', async () => {
    const db = t.server.db;
    const url = process.env.DATABASE_URL;
    let second: Database | undefined;
    if (url && db.kind === 'postgres') {
      const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      second = openPostgresDatabase(url, { searchPath: rows[0].schema });
    }
    try {
      const results = await Promise.all([
        seedSampleData(db, { now: t.clock.now(), nodeEnv: 'development' }),
        seedSampleData(second ?? db, { now: t.clock.now(), nodeEnv: 'development' }),
      ]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await count(db, 'tournaments')).toBe(sampleTournaments(t.clock.now()).length);
      expect(await count(db, 'users')).toBe(demoPlayers().length);
      await expectLedgerBalanced(db);
    } finally {
      await second?.close();
    }
  });

  it('skips a demo player whose name a real user already holds, and leaves an emptied lobby alone', async () => {
    const fresh = await startTestApp();
    try {
      const taken = demoPlayers()[0];
      await fresh.server.db.query(
        `INSERT INTO users (username, email, first_name, country, password_hash) VALUES ($1, 'real@example.com', 'Real', 'France', 'x')`,
        [taken.username.toUpperCase()],
      );
      const result = await seedSampleData(fresh.server.db, { now: fresh.clock.now(), nodeEnv: 'development' });
      expect(result).toMatchObject({ seeded: true, players: demoPlayers().length - 1 });
      expect(await count(fresh.server.db, `users WHERE email = '${taken.email}'`)).toBe(0);
      await expectLedgerBalanced(fresh.server.db);

      await fresh.server.db.query('UPDATE tournaments SET deleted_at = now()');
      expect(await seedSampleData(fresh.server.db, { now: fresh.clock.now(), nodeEnv: 'development' })).toEqual({
        seeded: false,
        reason: 'not empty',
      });
    } finally {
      await fresh.close();
    }
  });
});
