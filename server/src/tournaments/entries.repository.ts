import type { UserTable } from 'shared-events/contracts';
import type { Queryable } from '../db/database';

/**
 * SQL of tournament_entries (migration 14): one chip stack per entry for the whole tournament. Every write to the
 * table is here. While an entry sits at a table the table's seat map holds its chips (`stack` null); off a table
 * (moving, or busted) `stack` holds them; before the first seat both are empty and the entry owns the starting stack.
 */

export interface EntryRow {
  id: number;
  tournament_id: number;
  user_id: number;
  entry_number: number;
  fee_micros: string;
  created_at: Date;
  stack: string | null;
  table_id: number | null;
  seat: number | null;
  in_transit: boolean;
  time_bank_ms: number | null;
  sitting_out: boolean;
  busted_at: Date | null;
  bust_group: string | null;
  bust_start_stack: string | null;
  place: number | null;
}

export async function insertEntry(
  tx: Queryable,
  entry: { tournamentId: number; userId: number; feeMicros: bigint | string; at: Date },
): Promise<EntryRow> {
  const { rows } = await tx.query<EntryRow>(
    `INSERT INTO tournament_entries (tournament_id, user_id, entry_number, fee_micros, created_at)
     SELECT $1, $2, COALESCE(MAX(entry_number), 0) + 1, $3, $4 FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2
     RETURNING *`,
    [entry.tournamentId, entry.userId, entry.feeMicros.toString(), entry.at],
  );
  return rows[0];
}

/** An unregistration before the start: the player's entry goes with the registration (nothing was ever dealt to it). */
export async function deleteUnseatedEntries(tx: Queryable, tournamentId: number, userId: number): Promise<void> {
  await tx.query('DELETE FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2 AND table_id IS NULL AND busted_at IS NULL', [
    tournamentId,
    userId,
  ]);
}

/** The player's entry still in the tournament (not busted), if any. */
export async function findLiveEntry(q: Queryable, tournamentId: number, userId: number): Promise<EntryRow | undefined> {
  const { rows } = await q.query<EntryRow>('SELECT * FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2 AND busted_at IS NULL', [
    tournamentId,
    userId,
  ]);
  return rows[0];
}

/** Every entry of the tournament, in the order they were made. */
export async function listEntries(q: Queryable, tournamentId: number): Promise<EntryRow[]> {
  const { rows } = await q.query<EntryRow>('SELECT * FROM tournament_entries WHERE tournament_id = $1 ORDER BY id', [tournamentId]);
  return rows;
}

/** What a director's pass reads of a tournament's entries (directedEntries). */
export interface DirectedEntries {
  /** Every entry the tournament has had, and those still in (not busted). */
  entries: number;
  alive: number;
  /**
   * In entry order, the entries with something for the director to do: those still in with no table (to seat),
   * those busted with no place yet (to place), and, once one is left, the last one in (the winner).
   */
  pending: EntryRow[];
}

/**
 * A pass's view of the entries, in one statement (one snapshot: a bust committed between two reads would be counted
 * in and placed as out, and take a place one too low). It reads the few rows a pass acts on, not every entry: a pass
 * read the whole field up to three times, at 10,000 entries several times a second.
 */
export async function directedEntries(q: Queryable, tournamentId: number): Promise<DirectedEntries> {
  const { rows } = await q.query<Partial<EntryRow> & { entries: number; alive: number }>(
    `SELECT c.entries, c.alive, e.* FROM
       (SELECT count(*)::int AS entries, (count(*) FILTER (WHERE busted_at IS NULL))::int AS alive
        FROM tournament_entries WHERE tournament_id = $1) c
     LEFT JOIN LATERAL (
       SELECT * FROM tournament_entries WHERE tournament_id = $1 AND busted_at IS NULL AND table_id IS NULL
       UNION ALL SELECT * FROM tournament_entries WHERE tournament_id = $1 AND busted_at IS NOT NULL AND place IS NULL
       UNION ALL SELECT * FROM tournament_entries WHERE tournament_id = $1 AND busted_at IS NULL AND table_id IS NOT NULL AND c.alive = 1
     ) e ON true
     ORDER BY e.id`,
    [tournamentId],
  );
  const [{ entries, alive }] = rows;
  const pending = rows.filter((row) => row.id != null).map(({ entries: _entries, alive: _alive, ...entry }) => entry as EntryRow);
  return { entries, alive, pending };
}

/**
 * The tables the player's live entries are at (or on their way to), in tournaments not over, cancelled or deleted,
 * that the player has not left: where "Back to my table" goes.
 */
export async function seatedTablesOf(q: Queryable, userId: number): Promise<UserTable[]> {
  const { rows } = await q.query<UserTable>(
    `SELECT e.table_id AS "tableId", e.tournament_id AS "tournamentId", t.name AS "tournamentName"
     FROM tournament_entries e
     JOIN tournaments t ON t.id = e.tournament_id
     JOIN tournament_registrations r ON r.tournament_id = e.tournament_id AND r.user_id = e.user_id
     WHERE e.user_id = $1 AND e.busted_at IS NULL AND e.table_id IS NOT NULL
       AND t.finished_at IS NULL AND t.deleted_at IS NULL AND t.status <> 'cancelled' AND r.state <> 'left'
     ORDER BY e.tournament_id`,
    [userId],
  );
  return rows;
}

/** The chips and seat state an entry brings to a table. */
export interface EntryStack {
  entryId: number;
  userId: number;
  stack: number;
  timeBankMs: number | null;
  sittingOut: boolean;
}

/**
 * Seats the players' live entries at new tables (the seats given), in one statement, taking their chips onto the
 * tables: the starting stack for an entry never seated, else what it holds off the table. An entry already at a table,
 * or busted, is not taken: the caller gets only those it may seat (one stack per entry, never created twice).
 */
export async function takeEntriesToTables(
  tx: Queryable,
  tournamentId: number,
  seats: readonly { tableId: number; userId: number; seat: number }[],
  startingStack: number,
): Promise<(EntryStack & { tableId: number })[]> {
  if (seats.length === 0) return [];
  const { rows } = await tx.query<{
    id: number;
    user_id: number;
    table_id: number;
    stack: string;
    time_bank_ms: number | null;
    sitting_out: boolean;
  }>(
    `UPDATE tournament_entries e SET table_id = s.table_id, seat = s.seat, stack = NULL, in_transit = false
     FROM unnest($2::int[], $3::int[], $4::int[]) AS s (table_id, user_id, seat), tournament_entries old
     WHERE old.id = e.id AND e.tournament_id = $1 AND e.user_id = s.user_id AND e.busted_at IS NULL AND e.table_id IS NULL
     RETURNING e.id, e.user_id, e.table_id, COALESCE(old.stack, $5) AS stack, e.time_bank_ms, e.sitting_out`,
    [tournamentId, seats.map((s) => s.tableId), seats.map((s) => s.userId), seats.map((s) => s.seat), startingStack],
  );
  return rows.map((row) => ({
    entryId: row.id,
    userId: row.user_id,
    tableId: row.table_id,
    stack: Number(row.stack),
    timeBankMs: row.time_bank_ms,
    sittingOut: row.sitting_out,
  }));
}

/** A player leaves a table for another (a move): the chips go with the entry, to the seat drawn at `tableId`. */
export async function sendEntry(
  tx: Queryable,
  move: { entryId: number; tableId: number; seat: number; stack: number; timeBankMs: number; sittingOut: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE tournament_entries SET table_id = $2, seat = $3, stack = $4, time_bank_ms = $5, sitting_out = $6, in_transit = true
     WHERE id = $1 AND busted_at IS NULL`,
    [move.entryId, move.tableId, move.seat, move.stack, move.timeBankMs, move.sittingOut],
  );
}

/** sendEntry for several entries in one statement: the director's seating of late entries at the tables in play. */
export async function sendEntries(
  tx: Queryable,
  moves: readonly { entryId: number; tableId: number; seat: number; stack: number; timeBankMs: number; sittingOut: boolean }[],
): Promise<void> {
  if (moves.length === 0) return;
  await tx.query(
    `UPDATE tournament_entries e SET table_id = m.table_id, seat = m.seat, stack = m.stack, time_bank_ms = m.time_bank_ms,
       sitting_out = m.sitting_out, in_transit = true
     FROM unnest($1::int[], $2::int[], $3::int[], $4::bigint[], $5::int[], $6::boolean[]) AS m (id, table_id, seat, stack, time_bank_ms, sitting_out)
     WHERE e.id = m.id AND e.busted_at IS NULL`,
    [
      moves.map((move) => move.entryId),
      moves.map((move) => move.tableId),
      moves.map((move) => move.seat),
      moves.map((move) => move.stack),
      moves.map((move) => move.timeBankMs),
      moves.map((move) => move.sittingOut),
    ],
  );
}

/**
 * The entries on their way to `tableId`, locked, and now arrived (at most `seats` of them, the first sent first):
 * their chips are the table's from here on. Any beyond the table's free seats are sent back, unseated with their
 * stacks, for the director to seat elsewhere (`overflow`): a table never holds more players than seats.
 */
export async function receiveEntries(
  tx: Queryable,
  tableId: number,
  seats: number,
): Promise<{ arrived: (EntryStack & { seat: number })[]; sentBack: { entryId: number; userId: number }[] }> {
  const { rows } = await tx.query<{
    id: number;
    user_id: number;
    stack: string;
    seat: number;
    time_bank_ms: number | null;
    sitting_out: boolean;
    arrives: boolean;
  }>(
    `WITH locked AS (
       SELECT id, stack FROM tournament_entries WHERE table_id = $1 AND in_transit AND busted_at IS NULL ORDER BY id FOR UPDATE
     ),
     arriving AS (SELECT id, stack, row_number() OVER (ORDER BY id) <= $2 AS arrives FROM locked)
     UPDATE tournament_entries e
     SET in_transit = false,
       stack = CASE WHEN a.arrives THEN NULL ELSE e.stack END,
       table_id = CASE WHEN a.arrives THEN e.table_id END,
       seat = CASE WHEN a.arrives THEN e.seat END
     FROM arriving a WHERE e.id = a.id
     RETURNING e.id, e.user_id, a.stack, e.seat, e.time_bank_ms, e.sitting_out, a.arrives`,
    [tableId, seats],
  );
  const arrived = rows
    .filter((row) => row.arrives)
    .map((row) => ({
      entryId: row.id,
      userId: row.user_id,
      stack: Number(row.stack),
      seat: row.seat,
      timeBankMs: row.time_bank_ms,
      sittingOut: row.sitting_out,
    }));
  const sentBack = rows.filter((row) => !row.arrives).map((row) => ({ entryId: row.id, userId: row.user_id }));
  return { arrived, sentBack };
}

/** How many entries are on their way to `tableId`. */
export async function countArriving(q: Queryable, tableId: number): Promise<number> {
  const { rows } = await q.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM tournament_entries WHERE table_id = $1 AND in_transit AND busted_at IS NULL',
    [tableId],
  );
  return Number(rows[0].n);
}

/** The players lost their last chip in one hand (`group`): out of the tournament, placed later by the director. */
export async function bustEntries(
  tx: Queryable,
  bust: { tournamentId: number; busted: { userId: number; startStack: number }[]; group: string; at: Date },
): Promise<void> {
  if (bust.busted.length === 0) return;
  await tx.query(
    `UPDATE tournament_entries e SET busted_at = $3, bust_group = $4, bust_start_stack = b.start_stack, stack = 0, table_id = NULL, seat = NULL
     FROM unnest($2::int[], $5::bigint[]) AS b (user_id, start_stack)
     WHERE e.tournament_id = $1 AND e.user_id = b.user_id AND e.busted_at IS NULL`,
    [bust.tournamentId, bust.busted.map((b) => b.userId), bust.at, bust.group, bust.busted.map((b) => b.startStack)],
  );
}

/** Busted entries not placed yet, in the order they busted. */
export async function listUnplacedBusts(q: Queryable, tournamentId: number): Promise<EntryRow[]> {
  const { rows } = await q.query<EntryRow>(
    'SELECT * FROM tournament_entries WHERE tournament_id = $1 AND busted_at IS NOT NULL AND place IS NULL ORDER BY busted_at, id',
    [tournamentId],
  );
  return rows;
}

export async function setPlaces(tx: Queryable, places: { entryId: number; place: number }[]): Promise<void> {
  if (places.length === 0) return;
  await tx.query(
    `UPDATE tournament_entries e SET place = p.place FROM unnest($1::int[], $2::int[]) AS p (id, place) WHERE e.id = p.id AND e.place IS NULL`,
    [places.map((p) => p.entryId), places.map((p) => p.place)],
  );
}

/** The winner: their entry leaves the last table with every chip, placed 1st. */
export async function markWinner(tx: Queryable, entryId: number, chips: number): Promise<void> {
  await tx.query('UPDATE tournament_entries SET place = 1, stack = $2, table_id = NULL, seat = NULL, in_transit = false WHERE id = $1', [
    entryId,
    chips,
  ]);
}
