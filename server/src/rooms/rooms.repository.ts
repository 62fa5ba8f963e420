import { ROOM_RULES, type RoomState } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { listRunningTournamentIds, type TournamentRow } from '../tournaments/tournaments.repository';

/**
 * SQL of the rooms domain. Its part of the one lock order (db/database.ts), so concurrent changes cannot
 * deadlock: the tournament row (room creation, the monitor and a cancel, through the tournaments domain's
 * reader), then rooms by ascending id, then room_members / tournament_registrations rows. Rows are locked
 * FOR NO KEY UPDATE: that serializes every change of a room or of a tournament's rooms, yet leaves the
 * foreign-key checks of new room_members rows (FOR KEY SHARE) free, which a plain FOR UPDATE would make wait
 * in a cycle with a join.
 */

export interface RoomRow {
  id: number;
  tournament_id: number;
  room_number: number;
  room_state: RoomState;
  max_members: number;
  min_members: number;
  members_count: number;
  peak_members: number;
  password_hash: string | null;
  created_by: number | null;
  created_at: Date;
}

export async function findRoom(q: Queryable, id: number): Promise<RoomRow | undefined> {
  const { rows } = await q.query<RoomRow>('SELECT * FROM rooms WHERE id = $1', [id]);
  return rows[0];
}

/** Locks the rooms in ascending id order and returns them by id. */
export async function lockRooms(tx: Queryable, ids: number[]): Promise<Map<number, RoomRow>> {
  const { rows } = await tx.query<RoomRow>('SELECT * FROM rooms WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Locks and returns the tournament's waiting and playing rooms, in id order. */
export async function lockActiveRooms(tx: Queryable, tournamentId: number): Promise<RoomRow[]> {
  const { rows } = await tx.query<RoomRow>(
    `SELECT * FROM rooms WHERE tournament_id = $1 AND room_state IN ('waiting', 'playing') ORDER BY id FOR NO KEY UPDATE`,
    [tournamentId],
  );
  return rows;
}

/** The room the user sits in within the tournament, if any (one at most: a unique index says so). */
export async function findSeat(q: Queryable, tournamentId: number, userId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ room_id: number }>('SELECT room_id FROM room_members WHERE tournament_id = $1 AND user_id = $2', [
    tournamentId,
    userId,
  ]);
  return rows[0]?.room_id;
}

/** Caller holds the tournament row lock, so the next room number is not taken concurrently. */
export async function insertRoom(
  tx: Queryable,
  room: { tournamentId: number; passwordHash: string | null; createdBy: number | null; at: Date },
): Promise<RoomRow> {
  const { rows } = await tx.query<RoomRow>(
    `INSERT INTO rooms (tournament_id, room_number, password_hash, created_by, created_at, updated_at)
     VALUES ($1, (SELECT coalesce(max(room_number), 0) + 1 FROM rooms WHERE tournament_id = $1), $2, $3, $4, $4)
     RETURNING *`,
    [room.tournamentId, room.passwordHash, room.createdBy, room.at],
  );
  return rows[0];
}

/**
 * Takes a seat: one conditional UPDATE (never past max_members; only into a waiting room unless the
 * monitor is moving players), then the member row. False when the room had no seat for the player.
 */
export async function seatMember(
  tx: Queryable,
  seat: { roomId: number; tournamentId: number; userId: number; at: Date; onlyIfWaiting: boolean },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE rooms SET members_count = members_count + 1, peak_members = greatest(peak_members, members_count + 1), updated_at = $2
     WHERE id = $1 AND members_count < max_members AND room_state ${seat.onlyIfWaiting ? "= 'waiting'" : "IN ('waiting', 'playing')"}`,
    [seat.roomId, seat.at],
  );
  if (rowCount === 0) return false;
  await tx.query('INSERT INTO room_members (room_id, user_id, tournament_id, joined_at) VALUES ($1, $2, $3, $4)', [
    seat.roomId,
    seat.userId,
    seat.tournamentId,
    seat.at,
  ]);
  return true;
}

/**
 * New rooms of the tournament, numbered on from its last, in one statement: the director's seating opens hundreds at
 * once. Caller holds the tournament row lock (insertRoom). Their ids, in the order of `createdBy` (each one's host).
 */
export async function insertRooms(
  tx: Queryable,
  rooms: { tournamentId: number; createdBy: readonly number[]; at: Date; state: RoomState },
): Promise<number[]> {
  if (rooms.createdBy.length === 0) return [];
  const { rows } = await tx.query<{ id: number; room_number: number }>(
    `INSERT INTO rooms (tournament_id, room_number, password_hash, created_by, created_at, updated_at, room_state)
     SELECT $1, last.number + c.ordinal, NULL, c.created_by, $3, $3, $4
     FROM (SELECT coalesce(max(room_number), 0) AS number FROM rooms WHERE tournament_id = $1) last,
       unnest($2::int[]) WITH ORDINALITY AS c (created_by, ordinal)
     RETURNING id, room_number`,
    [rooms.tournamentId, rooms.createdBy, rooms.at, rooms.state],
  );
  return rows.sort((a, b) => a.room_number - b.room_number).map((row) => row.id);
}

/**
 * The players leave whatever room of the tournament they sit in, in one statement (the director's busts and moves,
 * several a second at a big tournament's tables): the rooms they left, for settleHosts.
 */
export async function leaveRooms(tx: Queryable, tournamentId: number, userIds: readonly number[], at: Date): Promise<number[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `WITH gone AS (DELETE FROM room_members WHERE tournament_id = $1 AND user_id = ANY($2::int[]) RETURNING room_id)
     UPDATE rooms r SET members_count = r.members_count - g.count, updated_at = $3
     FROM (SELECT room_id, count(*)::int AS count FROM gone GROUP BY room_id) g WHERE r.id = g.room_id
     RETURNING r.id`,
    [tournamentId, userIds, at],
  );
  return rows.map((row) => row.id);
}

/**
 * The players the tables moved take their seats in the rooms of the tables they now sit at, in one statement: a
 * room that is neither waiting nor playing, or has not the seats for all its arrivals, takes none of them (as
 * seatMember refuses one). The rooms that took players, for settleHosts.
 */
export async function joinRooms(
  tx: Queryable,
  tournamentId: number,
  seats: readonly { roomId: number; userId: number }[],
  at: Date,
): Promise<number[]> {
  if (seats.length === 0) return [];
  const { rows } = await tx.query<{ room_id: number }>(
    `WITH arriving AS (
       SELECT a.room_id, array_agg(a.user_id ORDER BY a.user_id) AS users, count(*)::int AS count
       FROM unnest($2::int[], $3::int[]) AS a (room_id, user_id) GROUP BY a.room_id
     ), opened AS (
       UPDATE rooms r SET members_count = r.members_count + a.count, peak_members = greatest(r.peak_members, r.members_count + a.count),
         updated_at = $4
       FROM arriving a
       WHERE r.id = a.room_id AND r.members_count + a.count <= r.max_members AND r.room_state IN ('waiting', 'playing')
       RETURNING r.id, a.users
     )
     INSERT INTO room_members (room_id, user_id, tournament_id, joined_at)
     SELECT o.id, unnest(o.users), $1, $4 FROM opened o
     RETURNING room_id`,
    [tournamentId, seats.map((seat) => seat.roomId), seats.map((seat) => seat.userId), at],
  );
  return [...new Set(rows.map((row) => row.room_id))];
}

/** settleHost for several rooms in one statement: a room left with nobody keeps its last host. */
export async function settleHosts(tx: Queryable, roomIds: readonly number[]): Promise<void> {
  if (roomIds.length === 0) return;
  await tx.query(
    `UPDATE rooms SET created_by = first.user_id
     FROM (SELECT DISTINCT ON (room_id) room_id, user_id FROM room_members WHERE room_id = ANY($1::int[]) ORDER BY room_id, joined_at, user_id) AS first
     WHERE rooms.id = first.room_id AND (rooms.created_by IS NULL
       OR NOT EXISTS (SELECT 1 FROM room_members WHERE room_id = rooms.id AND user_id = rooms.created_by))`,
    [[...new Set(roomIds)]],
  );
}

/** False when the user was not seated there. */
export async function unseatMember(tx: Queryable, roomId: number, userId: number, at: Date): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM room_members WHERE room_id = $1 AND user_id = $2', [roomId, userId]);
  if (rowCount === 0) return false;
  await tx.query('UPDATE rooms SET members_count = members_count - 1, updated_at = $2 WHERE id = $1', [roomId, at]);
  return true;
}

/** The host is always a seated player while anyone sits there: the longest seated takes over from a host who left. */
export async function settleHost(tx: Queryable, roomId: number): Promise<void> {
  await settleHosts(tx, [roomId]);
}

/** Empties a room that closed (completed or cancelled) and returns who sat there. */
export async function releaseMembers(tx: Queryable, roomId: number, at: Date): Promise<number[]> {
  const { rows } = await tx.query<{ user_id: number }>('DELETE FROM room_members WHERE room_id = $1 RETURNING user_id', [roomId]);
  await tx.query('UPDATE rooms SET members_count = 0, updated_at = $2 WHERE id = $1', [roomId, at]);
  return rows.map((row) => row.user_id);
}

/** Rooms whose tables broke close together, in two statements: emptied, then completed (or cancelled). */
export async function closeRooms(tx: Queryable, roomIds: readonly number[], state: RoomState, at: Date): Promise<void> {
  if (roomIds.length === 0) return;
  await tx.query('DELETE FROM room_members WHERE room_id = ANY($1::int[])', [roomIds]);
  await tx.query('UPDATE rooms SET members_count = 0, room_state = $2, updated_at = $3 WHERE id = ANY($1::int[])', [roomIds, state, at]);
}

export async function setRoomState(tx: Queryable, roomId: number, state: RoomState, at: Date): Promise<void> {
  await tx.query('UPDATE rooms SET room_state = $2, updated_at = $3 WHERE id = $1', [roomId, state, at]);
}

export async function countActiveRegistrations(q: Queryable, tournamentId: number): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM tournament_registrations WHERE tournament_id = $1 AND state <> 'left'`,
    [tournamentId],
  );
  return rows[0].count;
}

/** Players of the tournament `tournament` (SQL) who entered the lobby, are still in it and never had a seat: rows r (registration). */
const lobbyPlayersOf = (tournament: string) => `FROM tournament_registrations r
     WHERE r.tournament_id = ${tournament} AND r.state = 'registered' AND r.lobby_entered_at IS NOT NULL AND r.first_seated_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM room_members m WHERE m.tournament_id = r.tournament_id AND m.user_id = r.user_id)`;

/** Players who entered the lobby, are still in the tournament and never had a seat, first come first. */
export async function findLobbyPlayersToSeat(tx: Queryable, tournamentId: number): Promise<number[]> {
  const { rows } = await tx.query<{ user_id: number }>(`SELECT r.user_id ${lobbyPlayersOf('$1')} ORDER BY r.lobby_entered_at, r.user_id`, [
    tournamentId,
  ]);
  return rows.map((row) => row.user_id);
}

/** Seated user ids per room id, longest seated first. */
export async function findMembersByRoom(q: Queryable, roomIds: number[]): Promise<Map<number, number[]>> {
  const { rows } = await q.query<{ room_id: number; user_id: number }>(
    'SELECT room_id, user_id FROM room_members WHERE room_id = ANY($1::int[]) ORDER BY room_id, joined_at, user_id',
    [roomIds],
  );
  const members = new Map<number, number[]>(roomIds.map((id) => [id, []]));
  for (const row of rows) members.get(row.room_id)!.push(row.user_id);
  return members;
}

export async function setMonitoring(q: Queryable, tournamentId: number, active: boolean, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO room_monitoring (tournament_id, active, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (tournament_id) DO UPDATE SET active = excluded.active, updated_at = excluded.updated_at`,
    [tournamentId, active, at],
  );
}

/** A monitored tournament (undefined: deleted) and what in its rooms may need the monitor (none: a pass changes nothing). */
export interface MonitoredTournament {
  tournamentId: number;
  tournament: TournamentRow | undefined;
  /** A player waits in the lobby for a seat. */
  lobbyPlayers: boolean;
  /** Of two or more active rooms, one is down to ROOM_RULES.disbandAt players after having more (it may break). */
  shortTable: boolean;
}

/** Every tournament under room monitoring, with what may need a pass, in one query (a pass takes locks; most find nothing). */
export async function findMonitoredTournaments(q: Queryable): Promise<MonitoredTournament[]> {
  const { rows } = await q.query<{ monitored_id: number; id: number | null; lobby: boolean; short: boolean | null }>(
    `SELECT mon.tournament_id AS monitored_id, t.*,
       EXISTS (SELECT 1 ${lobbyPlayersOf('mon.tournament_id')}) AS lobby,
       (SELECT count(*) >= 2 AND bool_or(members_count <= $1 AND peak_members > $1) FROM rooms
         WHERE tournament_id = mon.tournament_id AND room_state = 'waiting') AS short
     FROM room_monitoring mon LEFT JOIN tournaments t ON t.id = mon.tournament_id AND t.deleted_at IS NULL
     WHERE mon.active ORDER BY mon.tournament_id`,
    [ROOM_RULES.disbandAt],
  );
  return rows.map(({ monitored_id, lobby, short, ...tournament }) => ({
    tournamentId: monitored_id,
    tournament: tournament.id === null ? undefined : (tournament as TournamentRow),
    lobbyPlayers: lobby,
    shortTable: short === true,
  }));
}

/**
 * Puts every tournament that has started (and not ended, been cancelled or deleted) under room monitoring once,
 * so players who enter the lobby are seated without anyone pressing a button. A tournament an admin stopped
 * monitoring keeps its row (active = false) and is left alone.
 */
export async function monitorStartedTournaments(q: Queryable, now: Date): Promise<number> {
  const started = await listRunningTournamentIds(q, now);
  if (started.length === 0) return 0;
  const { rowCount } = await q.query(
    `INSERT INTO room_monitoring (tournament_id, active, updated_at)
     SELECT id, true, $2 FROM unnest($1::int[]) AS id
     ON CONFLICT (tournament_id) DO NOTHING`,
    [started, now],
  );
  return rowCount;
}

/**
 * A cancelled tournament's tables close: active rooms become cancelled and free their seats. Returns how many
 * closed. The rooms are locked before their seats are emptied, so a join holding one finishes first (and its
 * seat goes too) or finds the room cancelled.
 */
export async function closeTournamentRooms(tx: Queryable, tournamentId: number, at: Date): Promise<number> {
  await lockActiveRooms(tx, tournamentId);
  await tx.query('DELETE FROM room_members WHERE tournament_id = $1', [tournamentId]);
  const { rowCount } = await tx.query(
    `UPDATE rooms SET room_state = 'cancelled', members_count = 0, updated_at = $2
     WHERE tournament_id = $1 AND room_state IN ('waiting', 'playing')`,
    [tournamentId, at],
  );
  await setMonitoring(tx, tournamentId, false, at);
  return rowCount;
}
