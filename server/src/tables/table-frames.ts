import type { ChannelFrame, TablePrivateFrame, TableStateFrame } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { nextChannelSeq } from '../realtime/channels';
import type { TableRecord } from './tables.repository';
import { tableFacts } from './tables.repository';
import { privateView, tableView } from './table-views';

/**
 * The frames one change of a table sends, numbered inside the change's transaction: `table:state` (the public
 * view) on `table:{id}`, and `table:private` (that player's cards and choices) on each seated player's `user:{id}`.
 * Nothing private ever goes to the table channel: the public view is built from the engine's spectator view.
 */
export async function publicFrame(tx: Queryable, record: TableRecord): Promise<ChannelFrame<TableStateFrame>> {
  const channel = `table:${record.id}` as const;
  const view = tableView(await tableFacts(tx, record));
  return { channel, seq: await nextChannelSeq(tx, channel), event: 'table:state', data: { view } };
}

export async function privateFrames(tx: Queryable, record: TableRecord): Promise<ChannelFrame<TablePrivateFrame>[]> {
  const frames: ChannelFrame<TablePrivateFrame>[] = [];
  // In seat order, the same in every transaction: user-channel rows are locked in one order, never in a cycle.
  for (const seat of [...record.seats].filter((s) => !s.busted).sort((a, b) => a.userId - b.userId)) {
    const channel = `user:${seat.userId}` as const;
    const view = privateView(record.id, record.hand, seat.seat);
    frames.push({ channel, seq: await nextChannelSeq(tx, channel), event: 'table:private', data: { view } });
  }
  return frames;
}
