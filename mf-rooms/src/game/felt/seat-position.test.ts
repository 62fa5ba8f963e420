import { seatPosition } from './seat-position';

describe('seatPosition', () => {
  it('puts the first seat at the bottom centre and goes round clockwise', () => {
    expect(seatPosition(0, 8)).toEqual({ left: 50, top: 100 });
    expect(seatPosition(2, 8)).toEqual({ left: 0, top: 50 });
    expect(seatPosition(4, 8)).toEqual({ left: 50, top: 0 });
    expect(seatPosition(6, 8)).toEqual({ left: 100, top: 50 });
  });

  it('pushes the seats between them towards the corners, so 8 seats of a wide table keep apart', () => {
    expect(seatPosition(1, 8)).toEqual({ left: 6.5, top: 93.5 });
    expect(seatPosition(3, 8)).toEqual({ left: 6.5, top: 6.5 });
    expect(seatPosition(1, 2)).toEqual({ left: 50, top: 0 });
  });
});
