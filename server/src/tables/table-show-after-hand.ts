import { recordShownAfterHand } from './hand-records';
import { publicFrame } from './table-frames';
import type { TableChange } from './table-flow';
import type { TableSeat } from './table-model';

/**
 * The winner of a hand won uncontested shows their cards in the pause after it (table-model's mayShowAfterHand says
 * when they may): the public view and the hand log show them, and the hand history records them as shown down, as a
 * card shown at a showdown is.
 */
export async function showAfterHand(change: TableChange, seat: TableSeat): Promise<void> {
  const { record, tx } = change;
  record.hand.shownAfterHand = true;
  await recordShownAfterHand(tx, { roomId: record.id, handNumber: record.hand.number, userId: seat.userId });
  change.frames.push(publicFrame(change));
}
