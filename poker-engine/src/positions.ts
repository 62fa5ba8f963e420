/**
 * Button and blinds between hands, TDA dead-button style: the big blind moves to the next player every
 * hand, the small blind sits where the big blind was (dead if that player is gone), and the button where
 * the small blind was (dead if that seat is empty). Heads-up, the button posts the small blind and the
 * big blind still moves on, so nobody posts the big blind twice in a row.
 */
export interface TablePositions {
  buttonSeat: number;
  /** The small blind's seat; it posts nothing when empty (dead small blind). */
  smallBlindSeat: number;
  bigBlindSeat: number;
  /** Seats dealt in, by position: first seat left of the button first, button (or last before it) last. */
  order: number[];
}

function nextOccupied(occupied: readonly boolean[], from: number): number {
  for (let step = 1; step <= occupied.length; step += 1) {
    const seat = (from + step) % occupied.length;
    if (occupied[seat]) return seat;
  }
  throw new Error('no occupied seat');
}

/** Positions for the next hand; `previous` is the last hand's positions, or null for the first hand. */
export function positionsForNextHand(occupied: readonly boolean[], previous: TablePositions | null, firstButton = 0): TablePositions {
  const players = occupied.filter(Boolean).length;
  if (players < 2) throw new Error('a hand needs at least two players');
  let buttonSeat: number;
  let smallBlindSeat: number;
  let bigBlindSeat: number;
  if (players === 2) {
    const firstButtonSeat = nextOccupied(occupied, firstButton - 1 + occupied.length);
    bigBlindSeat = nextOccupied(occupied, previous === null ? firstButtonSeat : previous.bigBlindSeat);
    buttonSeat = nextOccupied(occupied, bigBlindSeat);
    smallBlindSeat = buttonSeat;
  } else if (previous === null) {
    buttonSeat = nextOccupied(occupied, firstButton - 1 + occupied.length);
    smallBlindSeat = nextOccupied(occupied, buttonSeat);
    bigBlindSeat = nextOccupied(occupied, smallBlindSeat);
  } else {
    bigBlindSeat = nextOccupied(occupied, previous.bigBlindSeat);
    smallBlindSeat = previous.bigBlindSeat;
    buttonSeat = previous.smallBlindSeat;
  }
  const order: number[] = [];
  for (let step = 1; step <= occupied.length; step += 1) {
    const seat = (buttonSeat + step) % occupied.length;
    if (occupied[seat]) order.push(seat);
  }
  return { buttonSeat, smallBlindSeat, bigBlindSeat, order };
}

export interface ForcedBets {
  blinds: number[];
  antes: number[];
  /** Big-blind antes are dead money; antes paid by everyone are each player's contribution. */
  deadAntes: boolean;
}

/** Blinds and antes by position (the order of `positions.order`), ready for a HandConfig. */
export function forcedBets(
  positions: TablePositions,
  stakes: { smallBlind: number; bigBlind: number; ante?: number; anteType?: 'bigBlind' | 'everyone' },
): ForcedBets {
  const { smallBlind, bigBlind, ante = 0, anteType = 'bigBlind' } = stakes;
  const blinds = positions.order.map((seat) => {
    if (seat === positions.bigBlindSeat) return bigBlind;
    return seat === positions.smallBlindSeat ? smallBlind : 0;
  });
  const antes = positions.order.map((seat) => (anteType === 'everyone' || seat === positions.bigBlindSeat ? ante : 0));
  return { blinds, antes, deadAntes: anteType === 'bigBlind' };
}
