import { isDimmed, SEAT_STATUS_TEXT, seatHighlight, winnerText } from './seat-state';

it('says every state but playing in words', () => {
  expect(SEAT_STATUS_TEXT).toEqual({
    playing: null,
    folded: 'Folded',
    'all-in': 'All-in',
    'sitting out': 'Sitting out',
    disconnected: 'Disconnected',
  });
});

it('fades players out of the hand or away, not those still in it', () => {
  expect((['playing', 'all-in', 'folded', 'sitting out', 'disconnected'] as const).map(isDimmed)).toEqual([false, false, true, true, true]);
});

it('names the winning hand when there was one', () => {
  expect(winnerText('Full House, Kings over Twos')).toBe('Winner: Full House, Kings over Twos');
  expect(winnerText(undefined)).toBe('Winner');
  // The amount won, as the showdown calls it out beside the winner.
  expect(winnerText('Full House, Kings over Twos', 1_240)).toBe('Wins 1,240 with Full House, Kings over Twos');
  expect(winnerText(undefined, 60)).toBe('Wins 60');
});

it('highlights the winner over the player to act, and that over your own seat', () => {
  expect(seatHighlight({ winner: true, acting: true, isYou: true })).toBe('winner');
  expect(seatHighlight({ winner: false, acting: true, isYou: true })).toBe('acting');
  expect(seatHighlight({ winner: false, acting: false, isYou: true })).toBe('you');
  expect(seatHighlight({ winner: false, acting: false, isYou: false })).toBe('none');
});
