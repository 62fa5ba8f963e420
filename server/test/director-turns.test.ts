import pg from 'pg';
import { DIRECTOR_LOCK_CLASS } from '../src/director/director';
import { createPlayer, registerPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { playingTables } from './helpers/tournament-bots';
import { insertTournament } from './helpers/tournaments';

/**
 * Passes of one tournament in several processes take turns without queueing on the tournament's row (issue #28: at
 * 10,000 players a pass waited up to 86 s there, holding a connection). Another process's pass is played here by a
 * second connection holding the passes' advisory lock. PostgreSQL only: PGlite is one process with one connection.
 */
const postgresUrl = process.env.DATABASE_URL;
const describeOnPostgres = postgresUrl ? describe : describe.skip;
const PLAYERS = 10;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ playersPresent: true });
});
afterAll(() => t?.close());

/** A tournament whose join window has ended: its next pass seats everyone. */
async function seatingDue(): Promise<number> {
  const tournamentId = await insertTournament(t.server.db, {
    startsAt: new Date(t.clock.now().getTime() - 15 * 60_000 - 1_000),
    entryFeeMicros: 0n,
    startingStack: 1_500,
    maxPlayers: 100,
    durationMinutes: 600,
    status: 'late reg',
  });
  for (let index = 0; index < PLAYERS; index += 1) {
    const player = await createPlayer(t);
    await registerPlayer(t, tournamentId, player.id, { entryFeeMicros: 0n });
  }
  return tournamentId;
}

const seatedPlayers = async (tournamentId: number) => (await playingTables(t, tournamentId)).reduce((sum, table) => sum + table.seats.length, 0);

describeOnPostgres('director passes across processes', () => {
  it("does not wait for another process's pass of the tournament, does nothing meanwhile, and passes once that one ends", async () => {
    const tournamentId = await seatingDue();
    const other = new pg.Client({ connectionString: postgresUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1, $2)', [DIRECTOR_LOCK_CLASS, tournamentId]);

      // Answered while the other pass holds the tournament: a pass that queued would hang here until the COMMIT.
      await t.server.director!.direct(tournamentId);
      expect(await seatedPlayers(tournamentId)).toBe(0);
      const { rows } = await t.server.db.query<{ seated: string }>(
        'SELECT count(*) FILTER (WHERE table_id IS NOT NULL)::text AS seated FROM tournament_entries WHERE tournament_id = $1',
        [tournamentId],
      );
      expect(rows[0].seated).toBe('0');

      // The other pass ends: the pass this process put off runs (idle() runs what waits for later) and seats everyone.
      await other.query('COMMIT');
      await t.server.director!.idle();
      expect(await seatedPlayers(tournamentId)).toBe(PLAYERS);
    } finally {
      await other.end();
    }
  });

  it('passes of other tournaments go on meanwhile', async () => {
    const held = await seatingDue();
    const free = await seatingDue();
    const other = new pg.Client({ connectionString: postgresUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1, $2)', [DIRECTOR_LOCK_CLASS, held]);
      await t.server.director!.direct(held);
      await t.server.director!.direct(free);
      expect(await seatedPlayers(free)).toBe(PLAYERS);
      expect(await seatedPlayers(held)).toBe(0);
      await other.query('COMMIT');
      await t.server.director!.idle();
      expect(await seatedPlayers(held)).toBe(PLAYERS);
    } finally {
      await other.end();
    }
  });
});
