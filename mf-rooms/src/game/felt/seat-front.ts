import { SEAT_SIZE } from 'shared-ui/poker';
import { seatPosition } from './seat-position';

/** How far in front of a seat's edge, towards the middle of the felt, its bet and markers lie. */
const FRONT_GAP = 24;

/**
 * Where a seat's bet and markers lie on a wide screen, as an offset from the seat's centre: towards the middle of
 * the felt, past the seat's edge, so they are on the cloth between the seat and the board.
 */
export function seatFrontOffset(index: number, count: number, seatHeight: number = SEAT_SIZE.height): { x: number; y: number } {
  const { left, top } = seatPosition(index, count);
  const towardsX = (50 - left) / 50;
  const towardsY = (50 - top) / 50;
  return {
    x: Math.round(towardsX * (SEAT_SIZE.width / 2 + FRONT_GAP)),
    y: Math.round(towardsY * (seatHeight / 2 + FRONT_GAP)),
  };
}
