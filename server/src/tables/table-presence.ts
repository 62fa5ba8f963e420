import type { Database } from '../db/database';
import type { TableOutcome } from './table-actions';
import { beginChange, dueAt, seatChangeFrames } from './table-flow';
import type { TableTimings } from '../config';
import { findTable } from './tables.repository';

/** Each user's connection, true or false, by user id: what a table's seats should show. */
export type Presence = Map<number, boolean>;

export interface PresenceWriterDeps {
  /** Writes one table's seats (markSeats): what changed, or undefined when nothing did. */
  write(tableId: number, presence: Presence): Promise<TableOutcome<{ tableId: number }> | undefined>;
  /** Sends a written change's frames (and tells the runner). */
  publish(tableId: number, outcome: TableOutcome<{ tableId: number }>): void;
  log: { error(details: object, message?: string): void };
}

/**
 * Writes what the seats of a table should show of their players' connections (a socket came or went, or a process
 * took the table over and asked every process's sockets). What comes for a table while its last write waits for a
 * connection or runs is written after it, together, in one transaction: when a process dies, its players reconnect to
 * the others by the thousand within seconds, and one transaction a player, each locking its table against the hand in
 * play, stood in the way of the play and of their own return. The later word on a user wins.
 */
export function presenceWriter({ write, publish, log }: PresenceWriterDeps) {
  const waiting = new Map<number, Presence>();
  const writing = new Set<number>();

  async function drain(tableId: number): Promise<void> {
    writing.add(tableId);
    for (let presence = waiting.get(tableId); presence; presence = waiting.get(tableId)) {
      waiting.delete(tableId);
      try {
        const outcome = await write(tableId, presence);
        if (outcome) publish(tableId, outcome);
      } catch (error) {
        log.error({ err: error, tableId, users: [...presence.keys()] }, 'seat presence not written');
      }
    }
    writing.delete(tableId);
  }

  return (tableId: number, presence: Presence): void => {
    const merged = waiting.get(tableId) ?? new Map<number, boolean>();
    for (const [userId, connected] of presence) merged.set(userId, connected);
    waiting.set(tableId, merged);
    if (!writing.has(tableId)) void drain(tableId);
  };
}

/**
 * What the seats of a table should show, asked of the sockets of every process in one question (a takeover of
 * hundreds of tables at once asked one a seat): after a process took the table over, as the seats show whatever the
 * dead process last wrote. Undefined for a table no longer playing.
 */
export async function askedPresence(
  db: Database,
  tableId: number,
  connectedAmong: (userIds: readonly number[]) => Promise<Set<number>>,
): Promise<Presence | undefined> {
  const record = await findTable(db, tableId);
  if (!record || record.status !== 'playing') return undefined;
  const connected = await connectedAmong(record.seats.map((seat) => seat.userId));
  return new Map(record.seats.map((seat) => [seat.userId, connected.has(seat.userId)]));
}

/**
 * Writes the seats' presence where it changed, in one transaction with the table locked; nothing when none did. The
 * seat is kept and the clock runs either way.
 */
export async function markSeats(
  db: Database,
  tableId: number,
  presence: Presence,
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
