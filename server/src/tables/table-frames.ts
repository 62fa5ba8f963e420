import type { ChannelFrame, ChannelName, TableMovedFrame, TablePrivateFrame, TableStateFrame } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { nextChannelSeqs } from '../realtime/channels';
import { inPlay } from './table-model';
import type { TableTimings } from '../config';
import type { TableMove } from './table-flow';
import { untoldEntries, type LogMark, type SeatNames } from './table-log';
import { privateView, tableView } from './table-views';
import { tableFacts, type TableRecord } from './tables.repository';

/**
 * The frames one change of a table sends: `table:state` (the public view) on `table:{id}`, and `table:private` (that
 * player's cards and choices) on each seated player's `user:{id}`. Nothing private ever goes to the table channel:
 * the public view is built from the engine's spectator view.
 *
 * Each public frame carries the hand log entries told since the change's previous frame (the first: since the change
 * began), so that a player following the table reads every entry once.
 *
 * A public frame takes the table channel's next seq at once (the change holds the table's lock, and nothing else
 * numbers that channel), so an action knows the seq of the view it led to; numberFrames confirms them.
 */
export function publicFrame(change: {
  record: TableRecord;
  timings: TableTimings;
  at: Date;
  logMark: LogMark | null;
}): ChannelFrame<TableStateFrame> {
  const { record } = change;
  record.channelSeq += 1;
  const view = tableView(tableFacts(record, change.timings, change.at));
  const { entries, mark } = untoldEntries(change.logMark, record.hand, seatNames(record));
  change.logMark = mark;
  return { channel: `table:${record.id}`, seq: record.channelSeq, event: 'table:state', data: { view, log: entries } };
}

/** The names of the players at the table's seats, for its log. */
export const seatNames =
  (record: { seats: readonly { seat: number; userId: number }[]; players: TableRecord['players'] }): SeatNames =>
  (seat) => {
    const userId = record.seats.find((candidate) => candidate.seat === seat)?.userId;
    return (userId !== undefined && record.players.get(userId)?.username) || `Seat ${seat}`;
  };

/**
 * A change's frames, numbered in one statement: its public frames (whose seqs must be the ones they took) and one
 * private frame per seated player whose private view differs from `before` (the views when the change began; every
 * player's when not given). A player whose cards and choices did not change gets nothing. `numbered`, when given,
 * takes the seqs of the channels (in the order given) in a statement of the caller's (the change's write).
 */
export async function numberFrames(
  tx: Queryable,
  record: TableRecord,
  publicFrames: ChannelFrame[],
  before?: ReadonlyMap<string, string>,
  moved: readonly TableMove[] = [],
  numbered: (channels: ChannelName[]) => Promise<number[]> = (channels) => nextChannelSeqs(tx, channels),
): Promise<ChannelFrame[]> {
  const views = record.seats
    .filter(inPlay)
    .map((seat) => ({ channel: `user:${seat.userId}` as const, view: privateView(record.id, record.hand, seat) }))
    .filter(({ channel, view }) => before?.get(channel) !== JSON.stringify(view));
  const movedChannels = moved.map((move) => `user:${move.userId}` as const);
  const seqs = await numbered([...publicFrames.map((frame) => frame.channel), ...views.map(({ channel }) => channel), ...movedChannels]);
  publicFrames.forEach((frame, index) => {
    if (seqs[index] !== frame.seq)
      throw new Error(`table ${record.id}: frame ${frame.seq} was numbered ${seqs[index]}: its channel moved outside its lock`);
  });
  const privates = views.map(({ channel, view }, index): ChannelFrame<TablePrivateFrame> => ({
    channel,
    seq: seqs[publicFrames.length + index],
    event: 'table:private',
    data: { view },
  }));
  const notices = moved.map((move, index): ChannelFrame<TableMovedFrame> => ({
    channel: movedChannels[index],
    seq: seqs[publicFrames.length + views.length + index],
    event: 'table:moved',
    data: { tournamentId: record.tournamentId, fromTableId: move.fromTableId, toTableId: move.toTableId, seat: move.toSeat },
  }));
  return [...publicFrames, ...privates, ...notices];
}

/** Each seated player's private view as it stands (JSON, by their channel), to send later only the ones a change made different. */
export function privateViewsNow(record: TableRecord): Map<string, string> {
  return new Map(record.seats.filter(inPlay).map((seat) => [`user:${seat.userId}`, JSON.stringify(privateView(record.id, record.hand, seat))]));
}
