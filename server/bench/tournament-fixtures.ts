import { randomBytes } from 'node:crypto';
import { ROOM_RULES, defaultBlindStructure, type BlindLevel } from 'shared-events/contracts';
import { Tokens } from '../src/auth/tokens';
import type { Database } from '../src/db/database';
import { insertRegistration } from '../src/tournaments/registrations.repository';
import { insertTournament } from '../src/tournaments/tournaments.repository';
import type { BenchPlayer } from './table-fixtures';

/** One free tournament and its registered players, waiting for the bench to open its join window. */
export interface TournamentBenchFixtures {
  tournamentId: number;
  players: BenchPlayer[];
  startingStack: number;
}

const STARTING_STACK = 10_000;
const DAY = 86_400_000;
const JOIN_WINDOW_MS = ROOM_RULES.joinWindowMinutes * 60_000;

/**
 * The tournament's levels count from its start, and the director seats everyone at the end of the join window, 15
 * minutes in: with fast levels the default structure would be past every stack by then. The join window is covered by
 * as many levels of the first blinds as it lasts, so the blinds rise from the seating on, one level every
 * `levelSeconds`.
 */
export function benchBlindStructure(startingStack: number, levelSeconds: number): BlindLevel[] {
  const rising = defaultBlindStructure(startingStack);
  const flat = Math.ceil(JOIN_WINDOW_MS / 1000 / levelSeconds);
  return [...Array.from({ length: flat }, () => rising[0]), ...rising].map((level, index) => ({ ...level, level: index + 1 }));
}

/**
 * `players` verified players (inserted in one statement: a free tournament needs no wallet) registered to one free
 * tournament through insertRegistration, so each has the entry the director seats. It starts tomorrow: nothing
 * happens until the bench moves its start (openJoinWindow) once every bot is connected. No breaks, fast levels.
 */
export async function prepareTournamentFixtures(
  db: Database,
  secret: string,
  now: Date,
  settings: { players: number; levelSeconds: number },
): Promise<TournamentBenchFixtures> {
  const tokens = new Tokens(secret, () => new Date());
  const tournament = await insertTournament(db, {
    name: 'Bench Tournament',
    gameType: 'NLH',
    entryFeeMicros: 0n,
    startsAt: new Date(now.getTime() + DAY),
    durationMinutes: 24 * 60,
    maxPlayers: settings.players,
    startingStack: STARTING_STACK,
    blindSpeedSeconds: settings.levelSeconds,
    createdAt: now,
  });
  await db.query('UPDATE tournaments SET break_minutes = 0, blind_structure = $2::jsonb, players_count = $3 WHERE id = $1', [
    tournament.id,
    JSON.stringify(benchBlindStructure(STARTING_STACK, settings.levelSeconds)),
    settings.players,
  ]);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, country, password_hash, email_verified_at, created_at)
     SELECT 'benchtour' || g, 'benchtour' || g || '@bench.invalid', 'Bench', 'France', $2 || g, $3, $3 FROM generate_series(1, $1) g
     RETURNING id`,
    [settings.players, `!${randomBytes(16).toString('hex')}`, now],
  );
  await db.transaction(async (tx) => {
    for (const { id } of rows) await insertRegistration(tx, { tournamentId: tournament.id, userId: id, entryFeeMicros: 0n, registeredAt: now });
  });
  const players = await Promise.all(rows.map(async ({ id }) => ({ id, token: await tokens.sign({ userId: id, tokenVersion: 0 }) })));
  return { tournamentId: tournament.id, players, startingStack: STARTING_STACK };
}

/** Moves the tournament's start so that its join window ends at `endsAt`: the director seats everyone from then. */
export async function openJoinWindow(db: Database, tournamentId: number, endsAt: Date): Promise<void> {
  await db.query(`UPDATE tournaments SET starts_at = $2, status = 'late reg' WHERE id = $1`, [
    tournamentId,
    new Date(endsAt.getTime() - JOIN_WINDOW_MS),
  ]);
}

/** Where the tournament stands: read every second of the run (a few rows: it does not weigh on the server). */
export interface TournamentProgress {
  playingTables: number;
  /** Entries not busted. */
  alive: number;
  /** When the director's seating pass began (its clock), epoch ms; null before. */
  seatedAt: number | null;
}

export async function tournamentProgress(db: Database, tournamentId: number): Promise<TournamentProgress> {
  const { rows } = await db.query<{ tables: string; alive: string; seated_at: Date | null }>(
    `SELECT (SELECT count(*) FROM poker_tables WHERE tournament_id = $1 AND status = 'playing')::text AS tables,
            (SELECT count(*) FROM tournament_entries WHERE tournament_id = $1 AND busted_at IS NULL)::text AS alive,
            seated_at
     FROM tournaments WHERE id = $1`,
    [tournamentId],
  );
  const [row] = rows;
  return { playingTables: Number(row.tables), alive: Number(row.alive), seatedAt: row.seated_at && new Date(row.seated_at).getTime() };
}

/** What the tournament did between two instants, from its records (read once, after the run). */
export interface TournamentRecordCounts {
  hands: number;
  /** Players the tables moved for the director (balancing, and tables that broke). */
  moves: number;
  tablesBroken: number;
  busts: number;
}

export async function tournamentRecordCounts(db: Database, tournamentId: number, from: Date, to: Date): Promise<TournamentRecordCounts> {
  const { rows } = await db.query<{ hands: string; moves: string; broken: string; busts: string }>(
    `SELECT (SELECT count(*) FROM table_events e JOIN poker_tables p ON p.id = e.table_id
             WHERE p.tournament_id = $1 AND e.kind = 'hand:completed' AND e.created_at >= $2 AND e.created_at < $3)::text AS hands,
            (SELECT count(*) FROM table_moves
             WHERE tournament_id = $1 AND entry_id IS NOT NULL AND applied_at >= $2 AND applied_at < $3)::text AS moves,
            (SELECT count(DISTINCT from_table_id) FROM table_moves
             WHERE tournament_id = $1 AND reason = 'break' AND applied_at >= $2 AND applied_at < $3)::text AS broken,
            (SELECT count(*) FROM tournament_entries WHERE tournament_id = $1 AND busted_at >= $2 AND busted_at < $3)::text AS busts`,
    [tournamentId, from, to],
  );
  const [row] = rows;
  return { hands: Number(row.hands), moves: Number(row.moves), tablesBroken: Number(row.broken), busts: Number(row.busts) };
}
