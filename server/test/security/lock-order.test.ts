import { isTransactionConflict, retryConflicts, RetryTransaction, TRANSACTION_ATTEMPTS, type Database } from '../../src/db/database';
import { AppError } from '../../src/errors';
import { transfer } from '../../src/wallet/ledger';
import { joinRoom } from '../../src/rooms/room-membership';
import { insertRoom, type RoomRow } from '../../src/rooms/rooms.repository';
import { cancelTournament } from '../../src/tournaments/tournament-lifecycle';
import { findUserById } from '../../src/auth/users.repository';
import { expectLedgerBalanced } from '../helpers/ledger';
import { createPlayer, insertStartedTournament, registeredPlayers, registerPlayer } from '../helpers/rooms';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { balanceOf, createTournament, usdt } from '../helpers/tournament-api';
import { countOutcomes, describeOnPostgres, openNoRetryDatabase, outcomeOf } from './no-retry-database';
import { insertRegistration } from '../../src/tournaments/registrations.repository';

/**
 * The lock order of db/database.ts and the transaction helper's retry (issue #13 defect 1), beyond the
 * registrations of registration-deadlock.test.ts: the retry itself, a cancel that must lock wallets it learns
 * about late, and a cancel while players take seats in its rooms.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.server.db));

const conflict = (code: string) => Object.assign(new Error(`conflict ${code}`), { code });

describe('the transaction helper', () => {
  it.each(['40P01', '40001'])('runs a transaction again after PostgreSQL error %s', async (code) => {
    let runs = 0;
    const result = await retryConflicts(async () => {
      runs += 1;
      if (runs < 3) throw conflict(code);
      return 'committed';
    });
    expect({ result, runs }).toEqual({ result: 'committed', runs: 3 });
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts with 409 TRANSACTION_CONFLICT, never the database's error`, async () => {
    let runs = 0;
    const failure = await retryConflicts(async () => {
      runs += 1;
      throw conflict('40P01');
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect({ status: (failure as AppError).statusCode, body: (failure as AppError).toBody(), runs }).toEqual({
      status: 409,
      body: { code: 'TRANSACTION_CONFLICT', message: 'Too many changes at once; nothing was changed. Please try again.', retryAfter: 1 },
      runs: TRANSACTION_ATTEMPTS,
    });
    expect(isTransactionConflict(failure)).toBe(false);
  });

  it('passes any other error on at once', async () => {
    let runs = 0;
    const unique = conflict('23505');
    await expect(
      retryConflicts(async () => {
        runs += 1;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
  });

  it('rolls back and runs again when the transaction throws RetryTransaction', async () => {
    const key = `retry-test-${process.pid}`;
    let runs = 0;
    const seen = await t.server.db.transaction(async (tx) => {
      runs += 1;
      const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_counters WHERE key = $1', [key]);
      await tx.query('INSERT INTO rate_limit_counters (key, window_started_at, hits) VALUES ($1, now(), 1)', [key]);
      if (runs === 1) throw new RetryTransaction('the rows to lock changed');
      return rows[0].n;
    });
    // The first run's insert was rolled back: the second run did not see it.
    expect({ runs, seen }).toEqual({ runs: 2, seen: 0 });
  });
});

/** Resolves for everyone once `parties` have arrived; later arrivals (a retry) pass at once. */
function meetingPoint(parties: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === parties) open();
    return opened;
  };
}

describeOnPostgres('deadlocks and late wallets on PostgreSQL', () => {
  let noRetries: Database;

  beforeAll(async () => {
    noRetries = await openNoRetryDatabase(t.server.db);
  });
  afterAll(() => noRetries.close());

  /** Two transactions that each lock one wallet and then the other's: a certain deadlock (found after deadlock_timeout). */
  async function crossedLocks(db: Database) {
    const [a, b] = [await createPlayer(t), await createPlayer(t)];
    const meet = meetingPoint(2);
    const crossing = (first: number, second: number) =>
      outcomeOf(() =>
        db.transaction(async (tx) => {
          await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [first]);
          await meet();
          await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [second]);
        }),
      );
    return countOutcomes(await Promise.all([crossing(a.id, b.id), crossing(b.id, a.id)]));
  }

  it('a real deadlock is retried: both transactions commit', async () => {
    expect(await crossedLocks(t.server.db)).toEqual({ ok: 2 });
  });

  it('without the retry the same deadlock answers 409 TRANSACTION_CONFLICT, not a database error', async () => {
    expect(await crossedLocks(noRetries)).toEqual({ ok: 1, TRANSACTION_CONFLICT: 1 });
  });

  it('a cancel refunds a registration that came in while it was locking the wallets it knew of', async () => {
    const fee = usdt(2);
    const tournamentId = await createTournament(t, { entryFeeMicros: fee, startingStack: 1 });
    const [early, late] = [await createPlayer(t, { balanceMicros: usdt(10) }), await createPlayer(t, { balanceMicros: usdt(10) })];
    await registerPlayer(t, tournamentId, early.id, { entryFeeMicros: fee, lobby: false });

    // Another process holds the tournament row, as a registration does, and registers `late` once the cancel waits for it.
    let cancel: Promise<unknown> | undefined;
    await noRetries.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM tournaments WHERE id = $1 FOR NO KEY UPDATE', [tournamentId]);
      const { rows } = await tx.query<{ xid: string }>('SELECT pg_current_xact_id()::xid::text AS xid');
      cancel = cancelTournament(t.server.services, tournamentId);
      await waitUntilSomeoneWaitsFor(rows[0].xid);
      const at = t.clock.now();
      await transfer(tx, {
        kind: 'tournament_entry',
        from: { kind: 'wallet', userId: late.id },
        to: { kind: 'pool', tournamentId },
        amountMicros: fee,
        userId: late.id,
        tournamentId,
        at,
      });
      await insertRegistration(tx, { tournamentId, userId: late.id, entryFeeMicros: fee, registeredAt: at });
      await tx.query('UPDATE tournaments SET players_count = players_count + 1 WHERE id = $1', [tournamentId]);
    });
    expect(await cancel).toMatchObject({ refundedRegistrations: 2, refundedMicros: fee * 2n });
    expect([await balanceOf(t, early.id), await balanceOf(t, late.id)]).toEqual([usdt(10), usdt(10)]);
  });

  it('a cancel while players take seats in its rooms never deadlocks, and leaves nobody seated (10 rounds)', async () => {
    const { gameEndHooks, tournamentCancelHooks } = t.server.services;
    const services = { db: noRetries, now: t.clock.now, realtime: t.server.realtime, gameEndHooks, tournamentCancelHooks };
    for (let round = 1; round <= 10; round += 1) {
      const fee = usdt(1);
      const tournamentId = await insertStartedTournament(t, { entryFeeMicros: fee });
      const players = await registeredPlayers(t, tournamentId, 8, { entryFeeMicros: fee });
      const rooms: RoomRow[] = [];
      for (let i = 0; i < 2; i += 1)
        rooms.push(await insertRoom(t.server.db, { tournamentId, passwordHash: null, createdBy: null, at: t.clock.now() }));
      const users = await Promise.all(players.map((player) => findUserById(t.server.db, player.id)));

      const outcomes = await Promise.all([
        ...users.map((user, i) => outcomeOf(() => joinRoom(services, user!, rooms[i % 2].id, undefined))),
        outcomeOf(() => cancelTournament(services, tournamentId)),
      ]);
      const refused = outcomes.filter((outcome) => outcome !== 'ok' && outcome !== 'ROOM_NOT_ACCEPTING');
      expect({ round, refused }).toEqual({ round, refused: [] });

      const seated = await t.server.db.query('SELECT user_id FROM room_members WHERE tournament_id = $1', [tournamentId]);
      const open = await t.server.db.query(`SELECT id FROM rooms WHERE tournament_id = $1 AND room_state <> 'cancelled'`, [tournamentId]);
      expect({ round, seated: seated.rows, open: open.rows }).toEqual({ round, seated: [], open: [] });
      for (const player of players) expect(await balanceOf(t, player.id)).toBe(usdt(100));
    }
  });
});

/** Until a transaction waits for the lock of transaction `xid` (what pg_locks shows while a row lock is awaited). */
async function waitUntilSomeoneWaitsFor(xid: string): Promise<void> {
  for (let polls = 0; polls < 500; polls += 1) {
    const { rows } = await t.server.db.query(`SELECT 1 FROM pg_locks WHERE NOT granted AND locktype = 'transactionid' AND transactionid::text = $1`, [
      xid,
    ]);
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nobody waited for transaction ${xid} within 5 s`);
}
