import type { BlindLevel, GameType, TableStatus } from 'shared-events/contracts';
import { restoreHand, serializeHand, type TablePositions } from 'poker-engine';
import type { Queryable } from '../db/database';
import { holdLease } from './table-leases';
import { newSeat, type AutoDecision, type TableHand, type TableSeat } from './table-model';
import { DEFAULT_TABLE_TIMINGS, type TableTimings } from './table-timings';
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
  seats: TableSeat[];
  hand: TableHand;
  version: number;
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
  };
  seats: TableSeat[];
  version: number;
  blind_speed_seconds: number;
}

/** The hand as stored: the engine's own serialization (resumable exactly), the positions and the structure in force. */
function storedHand(record: Pick<TableRecord, 'hand' | 'structure'>): string {
  const { level, positions, state, clock, auto, nextHandAt } = record.hand;
  return JSON.stringify({ level, positions, state: serializeHand(state), structure: record.structure, clock, auto, nextHandAt });
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
    seats: row.seats.map(storedSeat),
    hand: {
      number: row.hand_number,
      level: row.hand.level,
      positions: row.hand.positions,
      state: restoreHand(row.hand.state),
      clock: row.hand.clock ?? null,
      auto: row.hand.auto ?? [],
      nextHandAt: row.hand.nextHandAt ?? null,
    },
    version: row.version,
  };
}

const SELECT_TABLE = `SELECT p.*, t.game_type, t.blind_speed_seconds FROM poker_tables p JOIN tournaments t ON t.id = p.tournament_id`;

/**
 * The table, or undefined. `lock`: its row FOR NO KEY UPDATE (a row under its room in the lock order). `owner`:
 * only while that lease (holder and epoch) is still the table's, held until the transaction ends (table-leases.ts):
 * a stale owner finds nothing, so it writes nothing.
 */
export async function findTable(
  q: Queryable,
  id: number,
  options: { lock?: boolean; owner?: { holder: string; epoch: number } } = {},
): Promise<TableRecord | undefined> {
  const { owner } = options;
  if (owner && !(await holdLease(q, id, owner))) return undefined;
  const { rows } = await q.query<TableRow>(`${SELECT_TABLE} WHERE p.id = $1${options.lock ? ' FOR NO KEY UPDATE OF p' : ''}`, [id]);
  return rows[0] && toRecord(rows[0]);
}

/** The playing tables a user has a seat at (the seat map is JSON: `[{ seat, userId, stack, busted }]`). */
export async function tablesSeating(q: Queryable, userId: number): Promise<TableRecord[]> {
  const { rows } = await q.query<TableRow>(`${SELECT_TABLE} WHERE p.status = 'playing' AND p.seats @> $1::jsonb ORDER BY p.id`, [
    JSON.stringify([{ userId }]),
  ]);
  return rows.map(toRecord);
}

/** The columns a change of the table writes, in the order of the statements below. */
const changingColumns = (record: TableRecord) => [
  record.status,
  record.hand.number,
  record.hand.level.level,
  record.levelStartedAt,
  record.hand.positions.buttonSeat + 1,
  storedHand(record),
  JSON.stringify(record.seats),
];

export async function insertTable(tx: Queryable, record: TableRecord, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO poker_tables (id, tournament_id, status, hand_number, level, level_started_at, dealer_seat, hand, seats,
       version, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [record.id, record.tournamentId, ...changingColumns(record), record.version, at],
  );
}

/** Writes the table's new state over the row it locked (version + 1), with when it is next due. */
export async function updateTable(tx: Queryable, record: TableRecord, dueAt: Date | null, at: Date): Promise<void> {
  await tx.query(
    `UPDATE poker_tables SET status = $2, hand_number = $3, level = $4, level_started_at = $5, dealer_seat = $6, hand = $7,
       seats = $8, version = version + 1, updated_at = $9, due_at = $10
     WHERE id = $1`,
    [record.id, ...changingColumns(record), at, dueAt],
  );
}

export interface TableEvent {
  kind: string;
  payload: unknown;
  actionId?: string;
  userId?: number;
}

/** Appends events after the table's last one, in order (the caller holds the table's row lock, or just created it). */
export async function appendEvents(tx: Queryable, tableId: number, events: TableEvent[], at: Date): Promise<void> {
  for (const event of events) {
    await tx.query(
      `INSERT INTO table_events (table_id, seq, action_id, user_id, kind, payload, created_at)
       SELECT $1, COALESCE(MAX(seq), 0) + 1, $2, $3, $4, $5, $6 FROM table_events WHERE table_id = $1`,
      [tableId, event.actionId ?? null, event.userId ?? null, event.kind, JSON.stringify(event.payload), at],
    );
  }
}

/** The payload of the event an action id was recorded with, if that action was already applied to the table. */
export async function findActionEvent(q: Queryable, tableId: number, actionId: string): Promise<{ payload: unknown } | undefined> {
  const { rows } = await q.query<{ payload: unknown }>('SELECT payload FROM table_events WHERE table_id = $1 AND action_id = $2', [
    tableId,
    actionId,
  ]);
  return rows[0];
}

/** The views' facts: the table, its players' names and avatars, and the clocks' lengths. */
export async function tableFacts(q: Queryable, record: TableRecord, timings: TableTimings): Promise<TableFacts> {
  const { rows } = await q.query<{ id: number; username: string; avatar: string | null }>(
    'SELECT id, username, avatar FROM users WHERE id = ANY($1::int[])',
    [record.seats.map((seat) => seat.userId)],
  );
  return { ...record, timings, players: new Map(rows.map((row) => [row.id, { username: row.username, avatar: row.avatar }])) };
}
