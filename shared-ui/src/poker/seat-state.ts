export type SeatStatus = 'playing' | 'folded' | 'all-in' | 'sitting out' | 'disconnected';

/** What a seat says of its player, so no state is told by colour alone; a player still in the hand says nothing. */
export const SEAT_STATUS_TEXT: Record<SeatStatus, string | null> = {
  playing: null,
  folded: 'Folded',
  'all-in': 'All-in',
  'sitting out': 'Sitting out',
  disconnected: 'Disconnected',
};

/** Out of the hand or away: the seat's avatar and cards fade. */
export function isDimmed(status: SeatStatus): boolean {
  return status === 'folded' || status === 'sitting out' || status === 'disconnected';
}

/** The winner's line: the hand's name when there was a showdown ("Winner: Full House, Kings over Twos"). */
export function winnerText(handName: string | undefined, won?: number): string {
  if (won !== undefined) return `Wins ${won.toLocaleString('en-US')}${handName ? ` with ${handName}` : ''}`;
  return handName ? `Winner: ${handName}` : 'Winner';
}

export type SeatHighlight = 'winner' | 'acting' | 'you' | 'none';

/** The seat's frame: the winner, then the player to act, stand out; your own seat keeps a quieter mark. */
export function seatHighlight({ winner, acting, isYou }: { winner: boolean; acting: boolean; isYou: boolean }): SeatHighlight {
  if (winner) return 'winner';
  if (acting) return 'acting';
  return isYou ? 'you' : 'none';
}
