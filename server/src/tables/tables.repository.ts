import type { BlindLevel, ChannelName, GameType, TableStatus } from 'shared-events/contracts';
import { restoreHand, serializeHand, type TablePositions } from 'poker-engine';
import { batchedReads } from '../db/batched-reads';
import type { Queryable } from '../db/database';
import { errors } from '../errors';
import { sessionStillValid, sessionTokenVersionSql } from '../auth/authenticate';
import type { SessionClaims } from '../realtime/gateway';
import { channelNumbering } from '../realtime/channels';
import { holdLease } from './table-leases';
import { newSeat, type AutoDecision, type TableHand, type TableSeat } from './table-model';
import type { TableTimings } from '../config';
import { DEFAULT_TABLE_TIMINGS } from './table-timings';
import type { TableFacts } from './table-views';

/** A table as stored: its row, with the tournament facts the runtime needs. */
export interface TableRecord {
  id: number;
  tournamentId: number;
  gameType: GameType;
  status: TableStatus;
  structure: BlindLevel[];
  levelSeconds: number;
  levelStartedAt: Date;
  /** The tournament's clock: its start and the break at the end of each hour of play (shared-events contracts/play-clock.ts). */
  startsAt: Date;
  breakMinutes: number;
  /** The tournament's pauses (migration 24): the clock stands still while paused, and no new hand is dealt. */
  pausedAt: Date | null;
  pausedMs: number;
  /**
   * On the money bubble: the tournament's hand-for-hand round (each table deals one hand per round), else null. As read
   * with the table; the deal reads it again (a cached state does not follow the tournament's row).
   */
  handForHandRound: number | null;
  seats: TableSeat[];
  hand: TableHand;
  version: number;
  /** The seated players' names and avatars, read with the table. */
  players: Map<number, PlayerFacts>;
  /** The seq of the table channel's last frame: read with the row, advanced by each public frame of a change. */
  channelSeq: number;
}

export interface PlayerFacts {
  username: string;
  avatar: string | null;
}

interface TableRow {
  id: number;
  tournament_id: number;
  game_type: GameType;
  status: TableStatus;
  hand_number: number;
  level: number;
  level_started_at: Date | string;
  hand: {
    level: BlindLevel;
    positions: TablePositions;
    state: string;
    structure: BlindLevel[];
    clock?: TableHand['clock'];
    auto?: AutoDecision[];
    nextHandAt?: string | null;
    round?: number;
    /** Server-only: the deal's secrets stay in the row (table-deals.ts). */
    deal?: TableHand['deal'];
    nextDeal?: TableHand['nextDeal'];
    shownAfterHand?: boolean;
    /**
     * The engine state's phase, beside it: a reader that needs only the phase (the director, over every table of a
     * tournament) need not have PostgreSQL parse the state's text. Rows written before it lack it.
     */
    phase?: string;
  };
  seats: TableSeat[];
  version: number;
  blind_speed_seconds: number;
  starts_at: Date | string;
  break_minutes: number;
  paused_at: Date | string | null;
  paused_ms: string | number;
  hand_for_hand_round: number | null;
  channel_seq: string | number | null;
  players: { id: number; username: string; avatar: string | null }[] | null;
}

/** The hand as stored: the engine's own serialization (resumable exactly), the positions and the structure in force. */
function storedHand(record: Pick<TableRecord, 'hand' | 'structure'>): TableRow['hand'] {
  const { level, positions, state, clock, auto, nextHandAt, round, deal, nextDeal, shownAfterHand } = record.hand;
  return {
    level,
    positions,
    state: serializeHand(state),
    structure: record.structure,
    clock,
    auto,
    nextHandAt,
    round,
    deal,
    nextDeal,
    phase: state.phase,
    ...(shownAfterHand && { shownAfterHand }),
  };
}

/** A seat as stored; tables started before clocks existed lack their fields (a new seat's, with a full time bank). */
const storedSeat = (seat: Partial<TableSeat> & Pick<TableSeat, 'seat' | 'userId' | 'stack' | 'busted'>): TableSeat => ({
  ...newSeat(seat.seat, seat.userId, seat.stack, DEFAULT_TABLE_TIMINGS.timeBankMs),
  ...seat,
});

function toRecord(row: TableRow): TableRecord {
  return {
    id: row.id,
    tournamentId: row.tournament_id,
    gameType: row.game_type,
    status: row.status,
    structure: row.hand.structure,
    levelSeconds: row.blind_speed_seconds,
    levelStartedAt: new Date(row.level_started_at),
    startsAt: new Date(row.starts_at),
    breakMinutes: row.break_minutes,
    pausedAt: row.paused_at === null ? null : new Date(row.paused_at),
    pausedMs: Number(row.paused_ms),
    handForHandRound: row.hand_for_hand_round,
    seats: row.seats.map(storedSeat),
    hand: {
      number: row.hand_number,
      level: row.hand.level,
      positions: row.hand.positions,
      state: restoreHand(row.hand.state),
      clock: row.hand.clock ?? null,
      auto: row.hand.auto ?? [],
      nextHandAt: row.hand.nextHandAt ?? null,
      round: row.hand.round,
      deal: row.hand.deal,
      nextDeal: row.hand.nextDeal,
      ...(row.hand.shownAfterHand && { shownAfterHand: true }),
    },
    version: row.version,
    players: new Map((row.players ?? []).map((player) => [player.id, { username: player.username, avatar: player.avatar }])),
    channelSeq: Number(row.channel_seq ?? 0),
  };
}

/** A table's row with its tournament's facts, its players' names and avatars and its channel's last seq. */
const SELECT_TABLES = `SELECT p.*, t.game_type, t.blind_speed_seconds, t.starts_at, t.break_minutes, t.hand_for_hand_round,
    t.paused_at, t.paused_ms,
    (SELECT seq FROM channel_seqs WHERE channel = 'table:' || p.id) AS channel_seq,
    (SELECT json_agg(json_build_object('id', u.id, 'username', u.username, 'avatar', u.avatar)) FROM users u
      WHERE u.id = ANY (ARRAY(SELECT (seat ->> 'userId')::int FROM jsonb_array_elements(p.seats) AS seat))) AS players
  FROM poker_tables p JOIN tournaments t ON t.id = p.tournament_id`;

interface FindOptions {
  /** Its row FOR NO KEY UPDATE (a row under its room in the lock order), until the transaction ends. */
  lock?: boolean;
  /** Only while that lease (holder and epoch) is still the table's, held until the transaction ends (table-leases.ts). */
  owner?: { holder: string; epoch: number };
  /** With `lock`: the state this process last knew of the table, when the locked row is still at its version. */
  cache?: TableCache;
  /**
   * With `lock`: a request's session whose database check was left to this read (RequestContext.session): the locking
   * statement answers the user's token_version beside the row's version; a revoked token throws AUTHENTICATION_REQUIRED
   * before anything is read or changed.
   */
  session?: SessionClaims;
}

const LOCK_SQL = 'SELECT version FROM poker_tables WHERE id = $1 FOR NO KEY UPDATE';
const LOCK_CHECKING_SESSION_SQL = `SELECT p.version, ${sessionTokenVersionSql('$2', '$3')} AS token_version
  FROM poker_tables p WHERE p.id = $1 FOR NO KEY UPDATE OF p`;

/**
 * The table, or undefined; a stale `owner` finds nothing, so it writes nothing. The row is locked by a statement of
 * its own before it is read: a read that waited for the lock in the same statement would see the other tables (the
 * channel's seq) as they were before the change it waited for. The locking statement answers the row's version: when
 * the cache holds that version, the table is not read again.
 */
export async function findTable(q: Queryable, id: number, options: FindOptions = {}): Promise<TableRecord | undefined> {
  const { lock, owner, cache, session } = options;
  if (owner && !(await holdLease(q, id, owner))) return undefined;
  if (lock) {
    const { rows } = await q.query<{ version: number; token_version?: number | null }>(
      session ? LOCK_CHECKING_SESSION_SQL : LOCK_SQL,
      session ? [id, session.userId, session.tokenId] : [id],
    );
    if (session) {
      // No such table: the session is checked on its own, so a revoked token is refused as such.
      const valid = rows.length > 0 ? rows[0].token_version === session.tokenVersion : await sessionStillValid(q, session);
      if (!valid) throw errors.authenticationRequired();
    }
    if (rows.length === 0) return undefined;
    const known = cache?.get(id, rows[0].version);
    if (known) return known;
  }
  const row = (await q.query<TableRow>(`${SELECT_TABLES} WHERE p.id = $1`, [id])).rows[0];
  if (!row) return undefined;
  // Read under the lock, it is the table's committed state at this version.
  if (lock) cache?.remember(toRecord(row), { read: true });
  return toRecord(row);
}

/** The result an action id was recorded with, if that action was already applied to the table. */
export async function findActionResult(q: Queryable, tableId: number, actionId: string): Promise<unknown> {
  const { rows } = await q.query<{ result: unknown }>(
    "SELECT payload -> 'result' AS result FROM table_events WHERE table_id = $1 AND action_id = $2",
    [tableId, actionId],
  );
  return rows[0]?.result;
}

/**
 * What this process last knew of each table: a state read under the table's lock, or written by a change whose
 * transaction committed (TableCache.remember after the commit). A version is written once (each write adds one to it),
 * so a row locked at a version the cache holds is that state, whichever process changed the table in between. Kept as
 * text: each use decodes a record of its own, which a change may alter without touching the cache. The players' names
 * and avatars come with a read: a table is read again once they are PLAYERS_FRESH_MS old, so a new avatar shows.
 */
export class TableCache {
  private readonly states = new Map<number, { version: number; text: string; readAt: number }>();

  constructor(private readonly clock: () => number = Date.now) {}

  get(id: number, version: number): TableRecord | undefined {
    const known = this.states.get(id);
    if (known?.version !== version) return undefined;
    return this.latest(id);
  }

  /** The last state known of the table, whatever its version now (a change made from it writes only if it still is). */
  latest(id: number): TableRecord | undefined {
    const known = this.states.get(id);
    if (!known || this.clock() - known.readAt >= PLAYERS_FRESH_MS) return undefined;
    return toRecord(JSON.parse(known.text) as TableRow);
  }

  /**
   * Keeps a committed state of the table: `read` from its row, or written by a change (its players as last read). A
   * finished table is forgotten: nothing changes it any more.
   */
  remember(record: TableRecord, { read = false } = {}): void {
    if (record.status !== 'playing') {
      this.states.delete(record.id);
      return;
    }
    const readAt = read ? this.clock() : (this.states.get(record.id)?.readAt ?? this.clock());
    this.states.set(record.id, { version: record.version, text: JSON.stringify(rowOf(record)), readAt });
  }
}

/** How long the players' names and avatars read with a table are shown before it is read again. */
export const PLAYERS_FRESH_MS = 30_000;

/** The row a record is stored as (with what is read beside it), so that toRecord gives the record back. */
function rowOf(record: TableRecord): TableRow {
  return {
    id: record.id,
    tournament_id: record.tournamentId,
    game_type: record.gameType,
    status: record.status,
    hand_number: record.hand.number,
    level: record.hand.level.level,
    level_started_at: record.levelStartedAt.toISOString(),
    hand: storedHand(record),
    seats: record.seats,
    version: record.version,
    blind_speed_seconds: record.levelSeconds,
    starts_at: record.startsAt.toISOString(),
    break_minutes: record.breakMinutes,
    paused_at: record.pausedAt?.toISOString() ?? null,
    paused_ms: record.pausedMs,
    hand_for_hand_round: record.handForHandRound,
    channel_seq: record.channelSeq,
    players: [...record.players].map(([id, player]) => ({ id, ...player })),
  };
}

/**
 * The playing tables a user has a seat at and is still in the tournament of (the seat map is JSON:
 * `[{ seat, userId, stack, busted }]`). Found from the user's live entries, which name their table (an index on the
 * user): the seat map has no index, and matched against every playing table's it cost 18 ms of the database's time a
 * call at 1,250 tables, twice for each player reconnecting (presence, then the cards of the snapshot). The seat map
 * still decides: an entry on its way to a table (a move) is not seated there before it arrives.
 */
export async function tablesSeating(q: Queryable, userId: number): Promise<TableRecord[]> {
  const { rows } = await q.query<TableRow>(
    `${SELECT_TABLES}
     WHERE p.id IN (SELECT e.table_id FROM tournament_entries e WHERE e.user_id = $2 AND e.busted_at IS NULL AND e.table_id IS NOT NULL)
       AND p.status = 'playing' AND p.seats @> $1::jsonb ORDER BY p.id`,
    [JSON.stringify([{ userId }]), userId],
  );
  return rows.map(toRecord);
}

/** Whether a table exists, the ids asked at the same time read together (db/batched-reads.ts): following its channel needs it. */
export function tablesExisting(db: Queryable): (id: number) => Promise<boolean> {
  const read = batchedReads<number, true>(async (ids) => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM poker_tables WHERE id = ANY($1::int[])', [ids]);
    return new Map(rows.map((row) => [row.id, true]));
  });
  return async (id) => (await read(id)) === true;
}

/** The playing tables each of these users sits at (by user; a user seated nowhere is not in the map), in one statement. */
export async function tableIdsSeating(q: Queryable, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const { rows } = await q.query<{ user_id: number; table_id: number }>(
    `SELECT e.user_id, e.table_id FROM tournament_entries e JOIN poker_tables p ON p.id = e.table_id
     WHERE e.user_id = ANY($1::int[]) AND e.busted_at IS NULL AND e.table_id IS NOT NULL
       AND p.status = 'playing' AND p.seats @> jsonb_build_array(jsonb_build_object('userId', e.user_id))
     ORDER BY e.user_id, e.table_id`,
    [userIds],
  );
  const seating = new Map<number, number[]>();
  for (const { user_id: userId, table_id: tableId } of rows) seating.set(userId, [...(seating.get(userId) ?? []), tableId]);
  return seating;
}

/** What a table reads from its tournament's row rather than writes. */
type FromTournament = 'startsAt' | 'breakMinutes' | 'pausedAt' | 'pausedMs' | 'handForHandRound';

/** The columns a change of the table writes, in the order of the statements below. */
const changingColumns = (record: Omit<TableRecord, 'players' | 'channelSeq' | FromTournament>) => [
  record.status,
  record.hand.number,
  record.hand.level.level,
  record.levelStartedAt,
  record.hand.positions.buttonSeat + 1,
  JSON.stringify(storedHand(record)),
  JSON.stringify(record.seats),
];

/** New tables' rows, in one statement (the director's seating opens hundreds at once). */
export async function insertTables(
  tx: Queryable,
  records: readonly Omit<TableRecord, 'players' | 'channelSeq' | FromTournament>[],
  at: Date,
): Promise<void> {
  if (records.length === 0) return;
  const columns = records.map((record) => [record.id, record.tournamentId, ...changingColumns(record), record.version]);
  const column = (index: number) => columns.map((row) => row[index]);
  await tx.query(
    `INSERT INTO poker_tables (id, tournament_id, status, hand_number, level, level_started_at, dealer_seat, hand, seats,
       version, created_at, updated_at)
     SELECT t.*, $11, $11 FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::timestamptz[], $7::int[],
       $8::jsonb[], $9::jsonb[], $10::int[]) AS t`,
    [...Array.from({ length: 10 }, (_, index) => column(index)), at],
  );
}

/** Several tables as findTable reads them unlocked, in one statement: by id. */
export async function findTables(q: Queryable, ids: readonly number[]): Promise<Map<number, TableRecord>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<TableRow>(`${SELECT_TABLES} WHERE p.id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((row) => [row.id, toRecord(row)]));
}

export interface TableEvent {
  kind: string;
  payload: unknown;
  actionId?: string;
  userId?: number;
}

/**
 * What a write without the table's lock requires of the row (actOnKnownTable): the version and the table channel's seq
 * the change was made from, and (given) that the request's session is still valid (sessionTokenVersionSql).
 */
export interface TableWriteGuard {
  version: number;
  channelSeq: number;
  session?: SessionClaims;
}

/**
 * Writes the table's new state over its row (version + 1, the record's too), with when it is next due, appends the
 * change's events after its last one, in order, and takes the next seqs of the change's frames' channels
 * (nextChannelSeqs, answered in the order given): one statement.
 *
 * Without `guard`, the caller holds the row's lock. With it, the statement is the whole change (no transaction around
 * it): the row is written only while it is still at the guard's version and channel seq (an UPDATE that waited for
 * another change's lock finds the row at the next version), and the events and seqs only with it; undefined when it
 * was not. Events are appended and the table channel numbered only with a new version, so a row still at the version
 * the change was made from has the events and seq the statement's snapshot sees.
 */
export async function writeTable(
  tx: Queryable,
  record: TableRecord,
  events: TableEvent[],
  dueAt: Date | null,
  at: Date,
  channels: readonly ChannelName[] = [],
  guard?: TableWriteGuard,
): Promise<number[] | undefined> {
  const numbering = channelNumbering(channels);
  const guardParams = guard
    ? [
        guard.version,
        `table:${record.id}`,
        guard.channelSeq,
        ...(guard.session ? [guard.session.userId, guard.session.tokenId, guard.session.tokenVersion] : []),
      ]
    : [];
  const guardSql = guard
    ? `AND version = $17 AND COALESCE((SELECT seq FROM channel_seqs WHERE channel = $18), 0) = $19
         ${guard.session ? `AND ${sessionTokenVersionSql('$20', '$21')} = $22` : ''}`
    : '';
  const { rows } = await tx.query<{ channel: string; seq: string }>(
    `WITH written AS (
       UPDATE poker_tables SET status = $2, hand_number = $3, level = $4, level_started_at = $5, dealer_seat = $6, hand = $7,
         seats = $8, version = version + 1, updated_at = $9, due_at = $10
       WHERE id = $1 ${guardSql}
       RETURNING version
     ),
     appended AS (
       INSERT INTO table_events (table_id, seq, action_id, user_id, kind, payload, created_at)
       SELECT $1, last.seq + event.place, event.action_id, event.user_id, event.kind, event.payload::jsonb, $9
       FROM unnest($11::uuid[], $12::int[], $13::text[], $14::text[]) WITH ORDINALITY AS event (action_id, user_id, kind, payload, place),
         (SELECT COALESCE(MAX(seq), 0) AS seq FROM table_events WHERE table_id = $1) AS last, written
     ),
     numbered AS (${numbering.sql('$15', '$16', 'written')})
     SELECT 'version' AS channel, version AS seq FROM written
     UNION ALL SELECT channel, seq FROM numbered`,
    [
      record.id,
      ...changingColumns(record),
      at,
      dueAt,
      events.map((event) => event.actionId ?? null),
      events.map((event) => event.userId ?? null),
      events.map((event) => event.kind),
      events.map((event) => JSON.stringify(event.payload)),
      ...numbering.params,
      ...guardParams,
    ],
  );
  const written = rows.find((row) => row.channel === 'version');
  if (!written) {
    if (guard) return undefined;
    throw new Error(`table ${record.id}: its row was not written`);
  }
  record.version += 1;
  return numbering.seqs(rows.filter((row) => row !== written));
}

/** The views' facts: the table (with its players' names and avatars) and the clocks' lengths. */
export const tableFacts = (record: TableRecord, timings: TableTimings, at: Date): TableFacts => ({ ...record, timings, at });
