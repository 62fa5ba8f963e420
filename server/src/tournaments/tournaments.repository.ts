import type { GameType, PrizeShare, TournamentStatus } from 'shared-events/contracts';
import type { Queryable } from '../db/database';

// The row → API mapping lives beside the SQL so callers need one import.
export { toTournamentDto, toAdminTournamentDto, tournamentTimes } from './tournament-dto';

/** A tournaments row as the database returns it (bigint money as exact strings). */
export interface TournamentRow {
  id: number;
  name: string;
  game_type: GameType;
  entry_fee_micros: string;
  guaranteed_pool_micros: string;
  pool_micros: string;
  currency: string;
  starts_at: Date;
  duration_minutes: number;
  late_reg_minutes: number;
  min_players: number;
  max_players: number;
  players_count: number;
  starting_stack: number;
  blind_speed_seconds: number;
  banner: string | null;
  theme: string | null;
  prize_structure: PrizeShare[] | null;
  status: TournamentStatus;
  cancelled_at: Date | null;
  deleted_at: Date | null;
  schedule_id: number | null;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}

/** What creating a tournament needs; the sample data, the admin API and schedules all insert through this. */
export interface NewTournament {
  name: string;
  gameType: GameType;
  entryFeeMicros: bigint;
  guaranteedPoolMicros?: bigint;
  startsAt: Date;
  durationMinutes?: number;
  lateRegMinutes?: number;
  minPlayers?: number;
  maxPlayers: number;
  startingStack?: number;
  blindSpeedSeconds?: number;
  banner?: string | null;
  theme?: string | null;
  prizeStructure?: PrizeShare[] | null;
  currency?: string;
  status?: TournamentStatus;
  scheduleId?: number | null;
  createdBy?: number | null;
  /** Defaults to the database's now(); pass the injected clock's time when there is one. */
  createdAt?: Date;
}

const INSERT_COLUMNS = `name, game_type, entry_fee_micros, guaranteed_pool_micros, starts_at, duration_minutes, late_reg_minutes,
  min_players, max_players, starting_stack, blind_speed_seconds, banner, theme, prize_structure, currency, status, schedule_id,
  created_by, created_at, updated_at`;

function insertValues(input: NewTournament): unknown[] {
  const createdAt = input.createdAt ?? null;
  return [
    input.name,
    input.gameType,
    input.entryFeeMicros.toString(),
    (input.guaranteedPoolMicros ?? 0n).toString(),
    input.startsAt,
    input.durationMinutes ?? 120,
    input.lateRegMinutes ?? 15,
    input.minPlayers ?? 2,
    input.maxPlayers,
    input.startingStack ?? 10_000,
    input.blindSpeedSeconds ?? 600,
    input.banner ?? null,
    input.theme ?? null,
    input.prizeStructure ? JSON.stringify(input.prizeStructure) : null,
    input.currency ?? 'USDT',
    input.status ?? 'registering',
    input.scheduleId ?? null,
    input.createdBy ?? null,
    createdAt,
  ];
}

const VALUES = '($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $18, coalesce($19, now()), coalesce($19, now()))';

/** Inserts one tournament (no players, empty pool) and returns its row. */
export async function insertTournament(tx: Queryable, input: NewTournament): Promise<TournamentRow> {
  const { rows } = await tx.query<TournamentRow>(`INSERT INTO tournaments (${INSERT_COLUMNS}) VALUES ${VALUES} RETURNING *`, insertValues(input));
  return rows[0];
}

/** A schedule's instance: created once per (schedule, start) however many processes try; undefined if it existed. */
export async function insertScheduledTournament(tx: Queryable, input: NewTournament & { scheduleId: number }): Promise<TournamentRow | undefined> {
  const { rows } = await tx.query<TournamentRow>(
    `INSERT INTO tournaments (${INSERT_COLUMNS}) VALUES ${VALUES}
     ON CONFLICT (schedule_id, starts_at) WHERE schedule_id IS NOT NULL DO NOTHING RETURNING *`,
    insertValues(input),
  );
  return rows[0];
}

export async function findTournamentRow(q: Queryable, id: number, options: { includeDeleted?: boolean; lock?: boolean } = {}): Promise<TournamentRow | undefined> {
  const { rows } = await q.query<TournamentRow>(
    `SELECT * FROM tournaments WHERE id = $1${options.includeDeleted ? '' : ' AND deleted_at IS NULL'}${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/**
 * The lobby list: not deleted, and not ended more than `finishedWindowDays` ago. Upcoming and running
 * first (soonest start first), then cancelled and finished ones (most recent first).
 */
export async function listTournamentRows(q: Queryable, now: Date, finishedWindowDays: number): Promise<TournamentRow[]> {
  const { rows } = await q.query<TournamentRow>(
    `SELECT * FROM tournaments
     WHERE deleted_at IS NULL AND starts_at + duration_minutes * interval '1 minute' > $1::timestamptz - $2 * interval '1 day'
     ORDER BY (status = 'cancelled' OR starts_at + duration_minutes * interval '1 minute' <= $1::timestamptz),
              CASE WHEN status <> 'cancelled' AND starts_at + duration_minutes * interval '1 minute' > $1::timestamptz THEN starts_at END ASC,
              starts_at DESC, id`,
    [now, finishedWindowDays],
  );
  return rows;
}

/** Every tournament, deleted ones included, newest start first (the admin list). */
export async function listAllTournamentRows(q: Queryable): Promise<TournamentRow[]> {
  const { rows } = await q.query<TournamentRow>('SELECT * FROM tournaments ORDER BY starts_at DESC, id DESC');
  return rows;
}

/**
 * Ids of the tournaments the user holds a live registration in, ascending: 'left' registrations do not count,
 * nor those of cancelled (refunded) or deleted tournaments. The lobby's isRegistered, the session user's
 * registeredTournamentIds and the dashboard all read registrations this way.
 */
export async function registeredTournamentIds(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ tournament_id: number }>(
    `SELECT r.tournament_id FROM tournament_registrations r JOIN tournaments t ON t.id = r.tournament_id
     WHERE r.user_id = $1 AND r.state <> 'left' AND t.deleted_at IS NULL AND t.status <> 'cancelled'
     ORDER BY r.tournament_id`,
    [userId],
  );
  return rows.map((row) => row.tournament_id);
}

export interface RegistrationRow {
  tournament_id: number;
  user_id: number;
  entry_fee_micros: string;
  registered_at: Date;
  lobby_entered_at: Date | null;
  state: 'registered' | 'playing' | 'completed' | 'left';
}

/** The rule of `registeredTournamentIds` for one tournament and the user's registration in it (if any). */
export const holdsRegistration = (tournament: TournamentRow, registration: RegistrationRow | undefined): boolean =>
  registration !== undefined && registration.state !== 'left' && tournament.deleted_at === null && tournament.status !== 'cancelled';

export async function findRegistration(q: Queryable, tournamentId: number, userId: number): Promise<RegistrationRow | undefined> {
  const { rows } = await q.query<RegistrationRow>('SELECT * FROM tournament_registrations WHERE tournament_id = $1 AND user_id = $2', [
    tournamentId,
    userId,
  ]);
  return rows[0];
}

export interface RegistrationWithUserRow extends RegistrationRow {
  username: string;
  email: string;
  avatar: string | null;
  country: string;
}

/** The tournament's registrations with each player's public part and e-mail, in registration order. */
export async function listRegistrationsWithUsers(q: Queryable, tournamentId: number): Promise<RegistrationWithUserRow[]> {
  const { rows } = await q.query<RegistrationWithUserRow>(
    `SELECT r.*, u.username, u.email, u.avatar, u.country
     FROM tournament_registrations r JOIN users u ON u.id = r.user_id
     WHERE r.tournament_id = $1 ORDER BY r.registered_at, r.user_id`,
    [tournamentId],
  );
  return rows;
}
