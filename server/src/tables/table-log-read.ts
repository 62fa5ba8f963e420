import type { TableLogEntry, TableLogResponse } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { seatNames } from './table-frames';
import { handLog } from './table-log';
import { HAND_EVENT_KINDS, handsOfEvents, type StoredTableEvent } from './table-log-events';
import { findTable } from './tables.repository';

/** How many hands the log answers: the current one and the two before it. */
export const TABLE_LOG_HANDS = 3;

/**
 * The public log of a table's last hands, oldest first, or undefined when there is no such table. The hands are
 * played again from the table's events (from the last hands' deals on), so the log tells what the frames told. The
 * events are read before the table, so its seat map knows every player of the current hand; a hand already complete
 * names the players its completion recorded (a player since moved to another table included).
 */
export async function readTableLog(q: Queryable, tableId: number): Promise<TableLogResponse | undefined> {
  const { rows } = await q.query<StoredTableEvent>(
    `SELECT seq, kind, payload FROM table_events
     WHERE table_id = $1 AND kind = ANY ($2::text[]) AND seq >= COALESCE(
       (SELECT seq FROM table_events WHERE table_id = $1 AND kind = 'hand:dealt' ORDER BY seq DESC LIMIT 1 OFFSET $3), 0)
     ORDER BY seq`,
    [tableId, HAND_EVENT_KINDS, TABLE_LOG_HANDS - 1],
  );
  const record = await findTable(q, tableId);
  if (!record) return undefined;
  const hands = handsOfEvents(rows);
  const missing = [...new Set(hands.flatMap((hand) => hand.seats ?? []).map((seat) => seat.userId))].filter((id) => !record.players.has(id));
  if (missing.length > 0) {
    const users = await q.query<{ id: number; username: string }>('SELECT id, username FROM users WHERE id = ANY ($1::int[])', [missing]);
    for (const user of users.rows) record.players.set(user.id, { username: user.username, avatar: null });
  }
  const entries: TableLogEntry[] = hands.flatMap((hand) => handLog(hand, seatNames({ seats: hand.seats ?? record.seats, players: record.players })));
  return { tableId, entries };
}
