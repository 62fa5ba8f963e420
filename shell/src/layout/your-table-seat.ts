import type { ChannelFrame, TablePrivateFrame } from 'shared-events/contracts';

/**
 * A frame of the player's channel that says their seat changed: moved, or dealt in at a table other than the one
 * known as theirs (every hand at that one brings a frame too: no new read for those).
 */
export function seatChanged(frame: ChannelFrame, known: number | undefined): boolean {
  if (frame.event === 'table:moved') return true;
  return frame.event === 'table:private' && (frame.data as TablePrivateFrame).view.tableId !== known;
}
