import type { Database } from '../db/database';
import type { TableOutcome } from './table-actions';
import { beginChange, dueAt, seatChangeFrames } from './table-flow';
import type { TableTimings } from '../config';
import { findTable, tablesSeating } from './tables.repository';

/**
 * A player's connection came or went (their first socket opened, their last closed, across processes): every
 * playing table they sit at shows it. The seat is kept and the clock runs either way; a table where the seat
 * already says so changes nothing.
 */
export async function setPresence(
  db: Database,
  request: { userId: number; connected: boolean; at: Date; timings: TableTimings },
): Promise<TableOutcome<{ tableId: number }>[]> {
  const { userId, connected, at, timings } = request;
  const outcomes: TableOutcome<{ tableId: number }>[] = [];
  for (const { id } of await tablesSeating(db, userId)) {
    const outcome = await markSeats(db, id, new Map([[userId, connected]]), at, timings);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * A process took a table over (its owner died): the seats' presence is whatever the dead process last wrote, so each
 * player's is asked again of the sockets (every process), and the seats that were wrong are put right.
 */
export async function refreshPresence(
  db: Database,
  request: { tableId: number; isConnected: (userId: number) => Promise<boolean>; at: Date; timings: TableTimings },
): Promise<TableOutcome<{ tableId: number }> | undefined> {
  const record = await findTable(db, request.tableId);
  if (!record || record.status !== 'playing') return undefined;
  const presence = new Map<number, boolean>();
  for (const seat of record.seats) presence.set(seat.userId, await request.isConnected(seat.userId));
  return markSeats(db, request.tableId, presence, request.at, request.timings);
}

/** Writes the seats' presence where it changed, in one transaction with the table locked; nothing when none did. */
async function markSeats(
  db: Database,
  tableId: number,
  presence: Map<number, boolean>,
  at: Date,
  timings: TableTimings,
): Promise<TableOutcome<{ tableId: number }> | undefined> {
  return db.transaction(async (tx) => {
    const record = await findTable(tx, tableId, { lock: true });
    if (!record || record.status !== 'playing') return undefined;
    const changed = record.seats.filter((seat) => presence.has(seat.userId) && presence.get(seat.userId) !== seat.connected);
    if (changed.length === 0) return undefined;
    const change = beginChange(tx, record, at, timings);
    for (const seat of changed) {
      seat.connected = presence.get(seat.userId)!;
      change.events.push({ kind: 'seat:presence', userId: seat.userId, payload: { seat: seat.seat, connected: seat.connected } });
    }
    return { result: { tableId }, frames: await seatChangeFrames(change), dueAt: dueAt(record), table: record };
  });
}
