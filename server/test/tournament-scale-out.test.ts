import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database';
import { startLoadBalancer, type LoadBalancer } from '../dev/load-balancer';
import { expectLedgerBalanced } from './helpers/ledger';
import {
  createPlayers,
  handContinuityProblems,
  playUntil,
  registeredTournament,
  tableEvents,
  until,
  type PlayedField,
  type TableEvent,
} from './helpers/played-tournament';
import { postgresProcesses } from './helpers/postgres-processes';
import { redisUrlForTests, scaleOutUnavailable } from './helpers/scale-out';
import { seededRandom } from './helpers/tables';
import { allWaitingOnAPlayer, handsInPlay, invariantChecks, tournamentState } from './helpers/tournament-invariants';
import { expectPaidOut } from './helpers/tournament-outcome';
import { SocketBot } from './helpers/tournament-socket-bots';

/**
 * Issue #28, the CI version of the scale-out rig (`npm run bench -w server -- --suite scale` is the full one): a
 * 1,000-player tournament on two server processes (src/main.ts, production settings) on one PostgreSQL schema and one
 * Redis, behind a layer-4 balancer without sticky sessions; every player a bot on a socket through the balancer. When
 * half the field is out, with every table waiting on a decision, one process is killed with SIGKILL: its players'
 * sockets reconnect through the balancer to the other, which takes its tables over when their leases run out, and
 * the tournament plays on to the payout. Its invariants are asserted (never its timings): chips conserved at every
 * look, nobody seated twice, places fixed once given, every hand dealt once and in order, each hand the kill
 * interrupted played out, places and prizes as without a crash, each prize in its winner's wallet once, the books
 * balanced. PostgreSQL and Redis only: the PGlite run has no second process.
 */
const postgresUrl = process.env.DATABASE_URL;
const describeOnPostgres = postgresUrl ? describe : describe.skip;

const PLAYERS = 1_000;
const TABLES = PLAYERS / 8;
const FIELD: PlayedField = { stack: 1_500, fee: 10_000_000n, funds: 100_000_000n, levelSeconds: 6 };
const JWT_SECRET = randomBytes(32).toString('hex');
const trace = (message: string) => process.env.TOURNAMENT_BOTS_TRACE && process.stderr.write(`${message}\n`);

const processes = postgresProcesses('tournament-scale-out', {
  NODE_ENV: 'production',
  JWT_SECRET,
  REDIS_URL: redisUrlForTests(),
  REDIS_KEY_PREFIX: `socket.io-scale-${randomBytes(6).toString('hex')}`,
  // Behind the balancer every socket comes from its address.
  SOCKETS_PER_ADDRESS: String(2 * PLAYERS),
  TABLE_ACTION_SECONDS: '3',
  TABLE_TIME_BANK_SECONDS: '1',
  TABLE_HAND_PAUSE_MS: '100',
  TABLE_LEASE_MS: '2000',
});
let db: Database;
let balancer: LoadBalancer | undefined;
const bots: SocketBot[] = [];

beforeAll(async () => {
  if (!postgresUrl) return;
  const unavailable = await scaleOutUnavailable();
  if (unavailable) throw new Error(`the scale-out tournament needs PostgreSQL and Redis: ${unavailable}`);
  db = processes.db;
});
afterEach(async () => {
  bots.splice(0).forEach((bot) => bot.disconnect());
  await balancer?.close();
});

/** The process id in a table owner's name (`host:pid:nonce`). */
const ownerPid = (event: TableEvent) => Number(event.payload.owner?.split(':').at(-2));

describeOnPostgres('a 1,000-player tournament on two processes behind a balancer, one killed (issue #28; PostgreSQL, Redis)', () => {
  it('plays from the seating to the payout through kill -9 of one process, every invariant holding', async () => {
    const began = Date.now();
    const [first, second] = [await processes.start(), await processes.start()];
    const port = (url: string) => Number(new URL(url).port);
    balancer = await startLoadBalancer([first, second].map((server) => ({ host: '127.0.0.1', port: port(server.url) })));
    const players = await createPlayers(db, PLAYERS, { jwtSecret: JWT_SECRET, funds: FIELD.funds });
    const refusals: string[] = [];
    for (const player of players) {
      bots.push(
        new SocketBot({
          userId: player.id,
          token: player.token,
          random: seededRandom(2_026_112_9 + player.id),
          onTableChange: () => {},
          onProblem: (message) => refusals.push(message),
          // Two servers, PostgreSQL, the balancer and a thousand bots share two cores: an answer is lost after 30 s, not 5.
          answerWithinMs: 30_000,
        }),
      );
    }
    // Connected a hundred at a time through the balancer, which sends every other connection to each process.
    for (let index = 0; index < bots.length; index += 100) await Promise.all(bots.slice(index, index + 100).map((bot) => bot.connect(balancer!.url)));
    const { open } = balancer.stats();
    expect(Object.values(open).every((count) => count >= PLAYERS / 2 - 10)).toBe(true);

    const tournamentId = await registeredTournament(db, players, FIELD);
    const checked = invariantChecks(db, tournamentId, PLAYERS * FIELD.stack);
    let looks = 0;
    const problems = () => [...refusals, ...checked.problems];
    const playTo = (done: Parameters<typeof playUntil>[2]['done'], what: string) =>
      playUntil(db, tournamentId, {
        // Each look at the tournament is also a check of its invariants (one at a time, in order).
        done: (state) => (void checked.after(`look ${(looks += 1)}`), done(state)),
        what,
        problems,
        withinMs: 240_000,
        // Timings are not asserted here: under this load the director's pass (which recalls a player sent to a table
        // that broke before they arrived) can come later than on a quiet server; stranded for good fails all the same.
        strandedMs: 60_000,
      });

    // Everyone seated at random when the join window ends, without pressing anything: 125 tables of 8.
    const started = async () => (await tableEvents(db, tournamentId)).filter((event) => event.kind === 'table:started');
    await until(async () => (await started()).length === TABLES, 30_000, 'the seating');
    const seatings = (await started()).map((event) => event.payload.seats!);
    expect(seatings.every((seats) => seats.length === 8)).toBe(true);
    expect(new Set(seatings.flat().map((seat) => seat.userId)).size).toBe(PLAYERS);
    const seatedAt = Date.now();

    // Half the field out; the bots hold their decisions so every table waits on a player's clock; the second process dies.
    await playTo((state) => state.busted.length >= PLAYERS / 2, 'half the field out');
    // Each process ran tables (the first hand of each is dealt by the seating itself, before any runner owns it).
    const dealtBefore = (await tableEvents(db, tournamentId)).filter((event) => event.kind === 'hand:dealt' && event.payload.owner);
    expect(new Set(dealtBefore.map(ownerPid))).toEqual(new Set([first.pid, second.pid]));
    bots.forEach((bot) => (bot.holding = true));
    // Most tables are soon waiting on a decision; under this load one between hands may take longer, and need not wait:
    // the kill must only find hands in play (asserted below).
    const settleBy = Date.now() + 10_000;
    while (Date.now() < settleBy && !(await allWaitingOnAPlayer(db, tournamentId))) await new Promise((resolve) => setTimeout(resolve, 50));
    const { rows: owned } = await db.query<{ id: number }>(
      `SELECT p.id FROM poker_tables p JOIN table_leases l ON l.table_id = p.id
       WHERE p.tournament_id = $1 AND p.status = 'playing' AND l.owner LIKE $2`,
      [tournamentId, `%:${second.pid}:%`],
    );
    expect(await second.kill()).toBe('SIGKILL');
    const killedAt = Date.now();
    const interrupted = await handsInPlay(db, tournamentId);
    const atKill = await tournamentState(db, tournamentId);
    expect(owned.length).toBeGreaterThan(0);
    expect(interrupted.length).toBeGreaterThan(0);

    // The dead process's players find their sockets closed and connect again through the balancer, which now has one node.
    const dropped = bots.filter((bot) => !bot.connected);
    expect(dropped.length).toBeGreaterThan(PLAYERS / 4);
    await Promise.all(dropped.map((bot) => bot.connect(balancer!.url)));
    bots.forEach((bot) => bot.release());
    const reconnectedAt = Date.now();
    // The survivor takes over every table the dead process ran, once their leases run out.
    await until(
      async () => {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM poker_tables p JOIN table_leases l ON l.table_id = p.id
           WHERE p.id = ANY($1::int[]) AND p.status = 'playing' AND l.owner LIKE $2`,
          [owned.map((table) => table.id), `%:${second.pid}:%`],
        );
        return rows[0].n === 0;
      },
      30_000,
      "the dead process's tables taken over",
    );
    const takenOverAt = Date.now();

    await playTo((state) => state.paidOut, 'the payout');
    await checked.after('paid out');
    trace(
      `${seatedAt - began} ms to the seating, ${killedAt - seatedAt} ms to half the field out (${atKill.busted.length}), ` +
        `${dropped.length} sockets reconnected in ${reconnectedAt - killedAt} ms, ${owned.length} tables taken over ${takenOverAt - killedAt} ms after the kill, ` +
        `${Date.now() - takenOverAt} ms to the payout; ${checked.checks} checks, ${bots.reduce((sum, bot) => sum + bot.actions, 0)} decisions`,
    );
    expect({ problems: problems().slice(0, 10), count: problems().length }).toEqual({ problems: [], count: 0 });
    expect(checked.checks).toBeGreaterThan(10);

    // Every hand dealt once, in order, across both processes; each one the kill interrupted was played out, once; the
    // survivor dealt the dead process's tables' next hands.
    const events = await tableEvents(db, tournamentId);
    expect(handContinuityProblems(events, interrupted)).toEqual([]);
    const handAtKill = new Map(interrupted.map((table) => [table.id, table.hand]));
    const dealtBySurvivorAfterKill = events.filter(
      (event) =>
        event.kind === 'hand:dealt' && ownerPid(event) === first.pid && event.payload.handNumber! > (handAtKill.get(event.table_id) ?? Infinity),
    );
    expect(owned.some((table) => dealtBySurvivorAfterKill.some((event) => event.table_id === table.id))).toBe(true);

    // Places, prizes and pool as for a tournament without a crash; each prize reached its winner's wallet once.
    const prizes = await expectPaidOut(db, tournamentId, { entries: PLAYERS, feeMicros: FIELD.fee });
    const { rows: wallets } = await db.query<{ id: number; balance_micros: string }>(
      'SELECT id, balance_micros FROM users WHERE id = ANY($1::int[])',
      [players.map((player) => player.id)],
    );
    expect(wallets).toHaveLength(PLAYERS);
    const wrongWallets = wallets.filter((wallet) => BigInt(wallet.balance_micros) !== FIELD.funds - FIELD.fee + (prizes.get(wallet.id) ?? 0n));
    expect(wrongWallets).toEqual([]);
    await expectLedgerBalanced(db);
  }, 600_000);
});
