import type { ChannelName } from 'shared-events/contracts';
import { batchedReads } from '../db/batched-reads';
import type { Queryable } from '../db/database';
import { isPeerTimeout } from '../realtime/peer-timeout';
import type { Realtime } from '../realtime/realtime';
import { inPlay, type TableSeat } from './table-model';

/** How long a table's followers settle before they are counted: a burst of opens and closes is counted once. */
export const WATCHERS_SETTLE_MS = 100;

export interface TableWatchersDeps {
  db: Queryable;
  realtime: Pick<Realtime, 'followersOf' | 'toFollowers'>;
  log: { error(details: object, message?: string): void; warn(details: object, message?: string): void };
  settleMs?: number;
}

/**
 * Who watches a table: the distinct users whose sockets follow `table:{id}` (in any process: the sockets' rooms,
 * as the seats' presence asks them) without a seat in play there. Counted again, and sent to every follower, when a
 * socket of this process starts or stops following the table, and when its seats in play change (a bust, a move).
 */
export function tableWatchers({ db, realtime, log, settleMs = WATCHERS_SETTLE_MS }: TableWatchersDeps) {
  const settling = new Set<number>();
  /** Each playing table's seats in play as last published here, to count again only when they change. */
  const seatedAt = new Map<number, string>();

  /** The tables' seats, those of tables counted at the same time read together (a crowd reconnecting moves them all). */
  const seatsOf = batchedReads<number, TableSeat[]>(async (tableIds) => {
    const { rows } = await db.query<{ id: number; seats: TableSeat[] }>('SELECT id, seats FROM poker_tables WHERE id = ANY($1::int[])', [tableIds]);
    return new Map(rows.map((row) => [row.id, row.seats]));
  });

  async function count(tableId: number): Promise<void> {
    const channel: ChannelName = `table:${tableId}`;
    const followers = await realtime.followersOf(channel);
    const seated = new Set(((await seatsOf(tableId)) ?? []).filter(inPlay).map((seat) => seat.userId));
    const watching = new Set(followers.filter((userId) => !seated.has(userId))).size;
    realtime.toFollowers(channel, 'table:watchers', { tableId, watching });
  }

  function followersChanged(tableId: number): void {
    if (settling.has(tableId)) return;
    settling.add(tableId);
    setTimeout(() => {
      settling.delete(tableId);
      countLogged(tableId);
    }, settleMs).unref();
  }

  function countLogged(tableId: number, retried = false): void {
    count(tableId).catch((error: unknown) => {
      if (retried || !isPeerTimeout(error)) return log.error({ err: error, tableId }, 'table watchers not counted');
      log.warn({ err: error, tableId }, 'table watchers: a process did not answer; counting again');
      setTimeout(() => countLogged(tableId, true), settleMs).unref();
    });
  }

  function seatsPublished(record: { id: number; status: string; seats: readonly TableSeat[] }): void {
    const seated = record.seats
      .filter(inPlay)
      .map((seat) => seat.userId)
      .sort((a, b) => a - b)
      .join(',');
    if (seatedAt.get(record.id) === seated) return;
    if (record.status === 'playing') seatedAt.set(record.id, seated);
    else seatedAt.delete(record.id);
    followersChanged(record.id);
  }

  return { followersChanged, seatsPublished };
}
