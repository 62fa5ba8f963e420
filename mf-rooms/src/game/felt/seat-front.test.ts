import { HERO_SEAT_SIZE, SEAT_SIZE } from 'shared-ui/poker';
import { seatFrontOffset } from './seat-front';

describe('seatFrontOffset', () => {
  it('puts the bet of the seat at the bottom above it, and of the seat at the top below it', () => {
    expect(seatFrontOffset(0, 8)).toEqual({ x: 0, y: -(SEAT_SIZE.height / 2 + 24) });
    expect(seatFrontOffset(4, 8)).toEqual({ x: 0, y: SEAT_SIZE.height / 2 + 24 });
  });

  it('puts the bets of the side seats towards the middle, and of your larger seat past its edge', () => {
    expect(seatFrontOffset(2, 8)).toEqual({ x: SEAT_SIZE.width / 2 + 24, y: 0 });
    expect(seatFrontOffset(6, 8)).toEqual({ x: -(SEAT_SIZE.width / 2 + 24), y: 0 });
    expect(seatFrontOffset(0, 8, HERO_SEAT_SIZE.height).y).toBe(-118);
  });
});
