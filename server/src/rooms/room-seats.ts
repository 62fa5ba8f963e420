import type { Database, Queryable } from '../db/database';
import { uniqueViolation } from '../db/database';
import { errors } from '../errors';
import { findTournamentRow } from '../tournaments/tournaments.repository';
import { findSeat, lockRooms, settleHost, unseatMember, type RoomRow } from './rooms.repository';

const RETRY = Symbol('retry');
const MAX_ATTEMPTS = 4;

export interface SeatLocks {
  /** The room the user sits in within the tournament, locked. */
  seat: number | undefined;
  rooms: Map<number, RoomRow>;
}

/**
 * Runs `fn` in one transaction holding the row locks of `roomIds` and of the user's current room in the
 * tournament (the tournament row first when asked, then rooms by ascending id: the order the monitor
 * uses, so the two never deadlock). The seat is read before locking; if it moved meanwhile, or the
 * attempt failed in a retryable way, it rolls back and runs again on fresh data.
 */
export async function withSeatLocked<T>(
  db: Database,
  target: { tournamentId: number; userId: number; roomIds: number[]; lockTournament?: boolean },
  fn: (tx: Queryable, locks: SeatLocks) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const seatBefore = await findSeat(db, target.tournamentId, target.userId);
    try {
      const result = await db.transaction(async (tx): Promise<T | typeof RETRY> => {
        if (target.lockTournament) await findTournamentRow(tx, target.tournamentId, { lock: 'FOR NO KEY UPDATE' });
        const rooms = await lockRooms(tx, seatBefore === undefined ? target.roomIds : [...target.roomIds, seatBefore]);
        const seat = await findSeat(tx, target.tournamentId, target.userId);
        return seat === seatBefore ? fn(tx, { seat, rooms }) : RETRY;
      });
      if (result !== RETRY) return result;
    } catch (error) {
      if (!isRetryable(error)) throw error;
    }
    if (attempt === MAX_ATTEMPTS) throw errors.roomBusy();
  }
}

/**
 * Worth running again on fresh data: the one-room-per-tournament index refused a seat a concurrent request
 * of the same player took first. (Deadlocks and serialization failures the transaction helper retries itself.)
 */
export function isRetryable(error: unknown): boolean {
  return uniqueViolation(error) === 'room_members_one_room_per_tournament';
}

/** Gives up a seat; the longest-seated player left becomes the host if the host was the one leaving. */
export async function leaveSeat(tx: Queryable, roomId: number, userId: number, at: Date): Promise<boolean> {
  const left = await unseatMember(tx, roomId, userId, at);
  if (left) await settleHost(tx, roomId);
  return left;
}
