import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database';
import { expectLedgerBalanced } from './helpers/ledger';
import {
  createPlayers,
  handContinuityProblems,
  playUntil as playTournamentUntil,
  registeredTournament,
  tableEvents,
  until,
  type PlayedField,
} from './helpers/played-tournament';
import { postgresProcesses } from './helpers/postgres-processes';
import { seededRandom } from './helpers/tables';
import { allWaitingOnAPlayer, handsInPlay, invariantChecks, tournamentState, type TournamentState } from './helpers/tournament-invariants';
import { expectPaidOut } from './helpers/tournament-outcome';
import { SocketBot } from './helpers/tournament-socket-bots';

/**
 * Issue #23: a whole tournament of 40 bots played through the real server (src/main.ts as a child process, PostgreSQL),
 * the bots on sockets as players are; the process is killed with SIGKILL in the middle of hands when half the field is
 * out, another is started on the same database, the bots reconnect to it, and the tournament plays on to the payout
 * with the same guarantees as without the crash. PostgreSQL only: two processes cannot share an embedded PGlite database.
 */
const postgresUrl = process.env.DATABASE_URL;
const describeOnPostgres = postgresUrl ? describe : describe.skip;

const PLAYERS = 40;
const FIELD: PlayedField = { stack: 1_500, fee: 10_000_000n, funds: 100_000_000n, levelSeconds: 20 };
const { stack: STACK, fee: FEE, funds: FUNDS } = FIELD;
/** The tournament-status job's interval (scheduled-jobs.ts); its lease lasts three. */
const STATUS_JOB_MS = 5_000;
const JWT_SECRET = randomBytes(32).toString('hex');
const trace = (message: string) => process.env.TOURNAMENT_BOTS_TRACE && process.stderr.write(`${message}\n`);

const processes = postgresProcesses('tournament-crash', {
  // As in production: the timed jobs run (the director's pass every 2 s seats the field); with NODE_ENV=test they wait for a test.
  NODE_ENV: 'production',
  JWT_SECRET,
  TABLE_ACTION_SECONDS: '3',
  TABLE_TIME_BANK_SECONDS: '1',
  TABLE_HAND_PAUSE_MS: '100',
  TABLE_LEASE_MS: '1000',
});
const start = () => processes.start();
let db: Database;
const bots: SocketBot[] = [];

beforeAll(() => {
  if (postgresUrl) db = processes.db;
});
afterEach(() => {
  bots.splice(0).forEach((bot) => bot.disconnect());
});

const playUntil = (tournamentId: number, done: (state: TournamentState) => boolean, what: string, problems: () => string[]) =>
  playTournamentUntil(db, tournamentId, { done, what, problems, withinMs: 150_000 });

/**
 * Resolves once the status job (every STATUS_JOB_MS, in the one process holding its lease) has run from start to end
 * after `at`: a tick that began after it, then the next (ticks follow each other, each after the last run ended).
 */
async function statusJobRanAfter(at: Date): Promise<void> {
  const tickTime = async () => {
    const { rows } = await db.query<{ expires_at: Date }>("SELECT expires_at FROM job_leases WHERE name = 'tournament-status'");
    return rows.length === 0 ? 0 : rows[0].expires_at.getTime() - 3 * STATUS_JOB_MS;
  };
  let first = 0;
  await until(async () => (first = await tickTime()) > at.getTime(), 30_000, 'a status job tick');
  await until(async () => (await tickTime()) > first, 30_000, 'the next status job tick');
}

describeOnPostgres('a tournament through kill -9 (issue #23; PostgreSQL, real server processes)', () => {
  it(`${PLAYERS} bots on sockets, the server killed mid-hand at half the field and restarted: every guarantee holds to the payout`, async () => {
    const began = Date.now();
    const first = await start();
    const players = await createPlayers(db, PLAYERS, { jwtSecret: JWT_SECRET, funds: FUNDS });
    const seed = Number(process.env.TOURNAMENT_BOTS_SEED ?? 2_026_112_7);
    const refusals: string[] = [];
    // The bots connect before the tournament exists, the checks after: a check after each hand once there are hands.
    let checkAfter = (reason: string): void => void reason;
    for (const player of players) {
      const bot = new SocketBot({
        userId: player.id,
        token: player.token,
        random: seededRandom(seed + player.id),
        onTableChange: (tableId, what) => checkAfter(`table ${tableId} ${what}`),
        onProblem: (message) => refusals.push(message),
      });
      bots.push(bot);
    }
    await Promise.all(bots.map((bot) => bot.connect(first.url)));
    const tournamentId = await registeredTournament(db, players, FIELD);
    const checked = invariantChecks(db, tournamentId, PLAYERS * STACK);
    checkAfter = (reason) => void checked.after(reason);
    const problems = () => [...refusals, ...checked.problems];

    // Everyone is seated at random when the join window ends, without pressing anything: 40 players, 5 tables of 8.
    const started = async () => (await tableEvents(db, tournamentId)).filter((event) => event.kind === 'table:started');
    await until(async () => (await started()).length === 5, 10_000, 'the seating');
    const seatings = (await started()).map((event) => event.payload.seats!);
    expect(seatings.map((seats) => seats.length)).toEqual([8, 8, 8, 8, 8]);
    expect(new Set(seatings.flat().map((seat) => seat.userId))).toEqual(new Set(players.map((player) => player.id)));
    const seatedAt = Date.now();

    // Half the field out: the bots hold their decisions, so that every table waits on a player's clock, and the process dies.
    await playUntil(tournamentId, (state) => state.busted.length >= PLAYERS / 2, 'half the field out', problems);
    bots.forEach((bot) => (bot.holding = true));
    await until(() => allWaitingOnAPlayer(db, tournamentId), 2_500, 'every table waiting on a decision');
    expect(await first.kill()).toBe('SIGKILL');
    const killedAt = Date.now();
    const interrupted = await handsInPlay(db, tournamentId);
    const atKill = await tournamentState(db, tournamentId);
    trace(`killed at ${atKill.busted.length} out, ${atKill.inTransit.length} on their way; hands in play ${JSON.stringify(interrupted)}`);
    expect(interrupted.length).toBeGreaterThan(0);
    expect(atKill.busted.length).toBeLessThan(PLAYERS - 1);

    // Another process on the same database; the players reconnect to it and play on.
    const second = await start();
    const restartedAt = Date.now();
    await Promise.all(bots.map((bot) => bot.connect(second.url)));
    bots.forEach((bot) => bot.release());
    void checked.after('reconnected');
    await playUntil(tournamentId, (state) => state.paidOut, 'the payout', problems);
    await checked.after('paid out');
    trace(
      `${seatedAt - began} ms to the seating, ${killedAt - seatedAt} ms to half the field out, ${restartedAt - killedAt} ms to restart, ` +
        `${Date.now() - restartedAt} ms to the payout; ${checked.checks} checks, ${bots.reduce((sum, bot) => sum + bot.actions, 0)} decisions, ` +
        `${bots.reduce((sum, bot) => sum + bot.lost, 0)} lost with their socket`,
    );
    expect({ problems: problems().slice(0, 10), count: problems().length }).toEqual({ problems: [], count: 0 });
    expect(checked.checks).toBeGreaterThan(PLAYERS);

    // Every hand dealt once, in order, across both processes; each hand the crash interrupted was played out, once.
    const events = await tableEvents(db, tournamentId);
    expect(handContinuityProblems(events, interrupted)).toEqual([]);
    expect(events.some((event) => event.kind === 'hand:dealt' && event.payload.owner?.includes(`:${second.pid}:`))).toBe(true);

    // Places, prizes and pool as for a tournament without a crash; each prize reached its winner's wallet once.
    const prizes = await expectPaidOut(db, tournamentId, { entries: PLAYERS, feeMicros: FEE });
    const { rows: wallets } = await db.query<{ id: number; balance_micros: string }>(
      'SELECT id, balance_micros FROM users WHERE id = ANY($1::int[])',
      [players.map((player) => player.id)],
    );
    for (const wallet of wallets) expect(BigInt(wallet.balance_micros)).toBe(FUNDS - FEE + (prizes.get(wallet.id) ?? 0n));
    await expectLedgerBalanced(db);

    // Completed, and still so once the job that moves statuses along the clock has looked at it (its scheduled end is hours away).
    const { rows: finished } = await db.query<{ status: string; paid_out_at: Date }>('SELECT status, paid_out_at FROM tournaments WHERE id = $1', [
      tournamentId,
    ]);
    expect(finished[0].status).toBe('completed');
    await statusJobRanAfter(finished[0].paid_out_at);
    const { rows: later } = await db.query<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [tournamentId]);
    expect(later[0].status).toBe('completed');
  }, 240_000);
});
