import type { ChannelFrame, TablePrivateFrame, TableStateFrame } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { nextChannelSeq, nextChannelSeqs } from '../realtime/channels';
import type { TableRecord } from './tables.repository';
import { tableFacts } from './tables.repository';
import { inPlay } from './table-model';
import type { TableTimings } from './table-timings';
import { privateView, tableView } from './table-views';

/**
 * The frames one change of a table sends, numbered inside the change's transaction: `table:state` (the public
 * view) on `table:{id}`, and `table:private` (that player's cards and choices) on each seated player's `user:{id}`.
 * Nothing private ever goes to the table channel: the public view is built from the engine's spectator view.
 */
export async function publicFrame(tx: Queryable, record: TableRecord, timings: TableTimings): Promise<ChannelFrame<TableStateFrame>> {
  const channel = `table:${record.id}` as const;
  const view = tableView(await tableFacts(tx, record, timings));
  return { channel, seq: await nextChannelSeq(tx, channel), event: 'table:state', data: { view } };
}

/**
 * The private frames of a change: one per seated player whose private view differs from `before` (the views when the
 * change began; every player's when not given). A player whose cards and choices did not change gets nothing.
 */
export async function privateFrames(
  tx: Queryable,
  record: TableRecord,
  before?: ReadonlyMap<number, string>,
): Promise<ChannelFrame<TablePrivateFrame>[]> {
  // In user-id order, the same in every transaction: user-channel rows are locked in one order, never in a cycle.
  const views = [...record.seats]
    .filter(inPlay)
    .sort((a, b) => a.userId - b.userId)
    .map((seat) => ({ userId: seat.userId, view: privateView(record.id, record.hand, seat) }))
    .filter(({ userId, view }) => before?.get(userId) !== JSON.stringify(view));
  const channels = views.map(({ userId }) => `user:${userId}` as const);
  const seqs = await nextChannelSeqs(tx, channels);
  return views.map(({ view }, index) => ({ channel: channels[index], seq: seqs[index], event: 'table:private', data: { view } }));
}

/** Each seated player's private view as it stands (JSON), to send later only the ones a change made different. */
export function privateViewsNow(record: TableRecord): Map<number, string> {
  return new Map(record.seats.filter(inPlay).map((seat) => [seat.userId, JSON.stringify(privateView(record.id, record.hand, seat))]));
}
