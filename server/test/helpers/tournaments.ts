import type { Queryable } from '../../src/db/database';

export interface TournamentFixture {
  name?: string;
  gameType?: 'NLH' | 'PLO';
  entryFeeMicros?: bigint;
  startsAt: Date;
  durationMinutes?: number;
  lateRegMinutes?: number;
  maxPlayers?: number;
  minPlayers?: number;
  startingStack?: number;
  status?: 'registering' | 'late reg' | 'running' | 'completed' | 'cancelled';
}

let counter = 0;

/** Inserts a tournament row directly, for tests of features that only need one to exist. */
export async function insertTournament(db: Queryable, fixture: TournamentFixture): Promise<number> {
  counter += 1;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO tournaments (name, game_type, entry_fee_micros, starts_at, duration_minutes, late_reg_minutes,
       max_players, min_players, starting_stack, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      fixture.name ?? `Test Tournament ${process.pid}-${counter}`,
      fixture.gameType ?? 'NLH',
      (fixture.entryFeeMicros ?? 0n).toString(),
      fixture.startsAt,
      fixture.durationMinutes ?? 120,
      fixture.lateRegMinutes ?? 15,
      fixture.maxPlayers ?? 100,
      fixture.minPlayers ?? 2,
      fixture.startingStack ?? 10000,
      fixture.status ?? 'registering',
    ],
  );
  return rows[0].id;
}
