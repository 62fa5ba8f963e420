import { Tokens } from '../src/auth/tokens';
import type { Database } from '../src/db/database';
import { insertDemoRegistration } from '../src/seed/seed-sample-data';
import { insertTournament } from '../src/tournaments/tournaments.repository';
import { createBenchUser } from './bench-fixtures';

export const SEATS_PER_TABLE = 8;

export interface BenchPlayer {
  id: number;
  token: string;
}

/** One table to be: a started tournament of its own with its eight registered players (the first hosts the room). */
export interface BenchTable {
  tournamentId: number;
  players: BenchPlayer[];
}

export interface TableBenchFixtures {
  tables: BenchTable[];
  startingStack: number;
}

const MINUTE = 60_000;
/** Deep enough that random play rarely busts a player within a run (blinds start near 1/100 of it). */
const STARTING_STACK = 20_000;

/**
 * `tables` free tournaments that started a minute ago (their lobby open for a day), each with eight funded, verified
 * players registered: the bots open the rooms, join and press Start Game through the API, as players do. The
 * registrations carry no lobby entry, so the room monitor never seats these players itself.
 */
export async function prepareTableFixtures(db: Database, secret: string, now: Date, tables: number): Promise<TableBenchFixtures> {
  const tokens = new Tokens(secret, () => new Date());
  const result: BenchTable[] = [];
  for (let table = 0; table < tables; table += 1) {
    const tournament = await insertTournament(db, {
      name: `Bench Table #${table + 1}`,
      gameType: 'NLH',
      entryFeeMicros: 0n,
      startsAt: new Date(now.getTime() - MINUTE),
      durationMinutes: 24 * 60,
      maxPlayers: SEATS_PER_TABLE,
      startingStack: STARTING_STACK,
      status: 'late reg',
      createdAt: now,
    });
    const players: BenchPlayer[] = [];
    for (let seat = 0; seat < SEATS_PER_TABLE; seat += 1) {
      const player = await createBenchUser(db, tokens, `benchtable${table}x${seat}`, now);
      await insertDemoRegistration(db, {
        tournamentId: tournament.id,
        userId: player.id,
        entryFeeMicros: 0n,
        registeredAt: now,
        state: 'registered',
      });
      players.push(player);
    }
    result.push({ tournamentId: tournament.id, players });
  }
  return { tables: result, startingStack: STARTING_STACK };
}
