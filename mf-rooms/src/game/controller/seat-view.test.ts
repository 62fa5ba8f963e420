import { chipsInTheMiddle, seatProps, seatWins } from './seat-view';
import { privateView, tableHand, tableSeat, tableView } from '../test/live-table.fixtures';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const at = (secondsFromNow: number) => new Date(NOW + secondsFromNow * 1000).toISOString();

describe('a live seat', () => {
  it('shows your own cards face up and everyone else’s face down', () => {
    const view = tableView();
    expect(seatProps(view.seats[1], view, privateView(), 7, NOW).cards).toEqual(['As', 'Kd']);
    expect(seatProps(view.seats[0], view, privateView(), 7, NOW).cards).toEqual(['??', '??']);
    // Another player's private view is never theirs to show (it cannot come, but the seat checks the seat).
    expect(seatProps(view.seats[0], view, privateView({ seat: 2 }), 3, NOW).cards).toEqual(['??', '??']);
  });

  it('shows revealed cards, and no cards out of the hand', () => {
    const view = tableView({
      seats: [tableSeat(1, 3, 'flop_queen', { revealedCards: ['Kh', 'Ks'] }), tableSeat(2, 7, 'river_rat', { holeCardCount: 0 })],
    });
    expect(seatProps(view.seats[0], view, undefined, 7, NOW).cards).toEqual(['Kh', 'Ks']);
    expect(seatProps(view.seats[1], view, undefined, 7, NOW).cards).toEqual([]);
  });

  it('marks the button, the blinds, the player away and the winner', () => {
    const view = tableView({ hand: tableHand({ awards: [{ potIndex: 0, seat: 2, amount: 300, handName: null, cards: null }] }) });
    const away = tableSeat(1, 3, 'flop_queen', { connected: false });
    expect(seatProps(away, view, undefined, 7, NOW)).toMatchObject({ dealer: true, blind: 'small', status: 'disconnected', winner: false });
    expect(seatProps(view.seats[1], view, undefined, 7, NOW)).toMatchObject({ dealer: false, blind: 'big', isYou: true, winner: true });
  });

  it("runs the table's clock for the seat to act, then its time bank", () => {
    const acting = (deadline: string, actionSeconds = 15) =>
      tableView({ hand: tableHand({ actingSeat: 1, actionDeadline: deadline }), clock: { actionSeconds, timeBankSeconds: 30 } });
    const view = acting(at(12));
    expect(seatProps(view.seats[0], view, undefined, 7, NOW).clock).toEqual({ secondsLeft: 12, totalSeconds: 15, timeBank: 30 });
    expect(seatProps(view.seats[1], view, undefined, 7, NOW).clock).toBeUndefined();
    // A 25 s clock: the bar is that long, whatever is left of it.
    expect(seatProps(view.seats[0], acting(at(12), 25), undefined, 7, NOW).clock).toMatchObject({ totalSeconds: 25 });
    const late = acting(at(-5));
    expect(seatProps(late.seats[0], late, undefined, 7, NOW).clock).toEqual({ secondsLeft: 25, totalSeconds: 30, onTimeBank: true });
    const spent = acting(at(-40));
    expect(seatProps(spent.seats[0], spent, undefined, 7, NOW).clock).toMatchObject({ secondsLeft: 0, onTimeBank: true });
    // No deadline (between hands, or a server without clocks): no clock.
    const none = tableView({ hand: tableHand({ actingSeat: 1, actionDeadline: null }) });
    expect(seatProps(none.seats[0], none, undefined, 7, NOW).clock).toBeUndefined();
  });

  it('says a player sits out or is away, whatever the hand', () => {
    const view = tableView();
    const state = (patch: Parameters<typeof tableSeat>[3]) => seatProps(tableSeat(1, 3, 'flop_queen', patch), view, undefined, 7, NOW).status;
    expect(state({ status: 'sittingOut' })).toBe('sitting out');
    expect(state({ status: 'folded', connected: false })).toBe('disconnected');
    expect(state({ status: 'sittingOut', connected: false })).toBe('disconnected');
    expect(state({ status: 'allIn' })).toBe('all-in');
  });

  it('counts the pots, which hold this street’s bets, as the chips in the middle', () => {
    expect(
      chipsInTheMiddle(
        tableView({
          hand: tableHand({
            pots: [
              { amount: 400, eligibleSeats: [1, 2] },
              { amount: 100, eligibleSeats: [2] },
            ],
          }),
        }),
      ),
    ).toBe(500);
  });
});

describe('a seat at the showdown', () => {
  const shown = tableView({
    seats: [tableSeat(1, 3, 'flop_queen', { revealedCards: ['Kh', 'Ks'] }), tableSeat(2, 7, 'river_rat', { revealedCards: ['Ah', '2c'] })],
    hand: tableHand({
      street: 'complete',
      board: ['Kd', 'Kc', '7s', '4d', '2s'],
      showsFirst: 2,
      awards: [
        { potIndex: 0, seat: 1, amount: 600, handName: 'Four of a Kind, Kings', cards: ['Kh', 'Ks', 'Kd', 'Kc', '7s'] },
        { potIndex: 1, seat: 1, amount: 200, handName: 'Four of a Kind, Kings', cards: ['Kh', 'Ks', 'Kd', 'Kc', '7s'] },
      ],
    }),
  });

  it('keeps a shown hand face down until its turn, and the winner unnamed until every hand is face up', () => {
    const turning = { faceUp: new Set([2]), settled: false };
    expect(seatProps(shown.seats[0], shown, undefined, 7, NOW, turning)).toMatchObject({ cards: ['??', '??'], winner: false, raisedCards: [] });
    expect(seatProps(shown.seats[1], shown, undefined, 7, NOW, turning).cards).toEqual(['Ah', '2c']);
    const settled = { faceUp: new Set([2, 1]), settled: true };
    expect(seatProps(shown.seats[0], shown, undefined, 7, NOW, settled)).toMatchObject({
      cards: ['Kh', 'Ks'],
      winner: true,
      won: 800,
      raisedCards: ['Kh', 'Ks'],
    });
    expect(seatProps(shown.seats[1], shown, undefined, 7, NOW, settled).raisedCards).toEqual([]);
  });

  it('calls out each pot the winner takes, by name when there are side pots', () => {
    expect(seatWins(shown, 1)).toEqual([
      { amount: 600, pot: 'main pot' },
      { amount: 200, pot: 'side pot 1' },
    ]);
    expect(seatWins(shown, 2)).toEqual([]);
    expect(seatWins(shown, 1, { faceUp: new Set(), settled: false })).toEqual([]);
    const onePot = tableView({ hand: tableHand({ awards: [{ potIndex: 0, seat: 2, amount: 300, handName: null, cards: null }] }) });
    expect(seatWins(onePot, 2)).toEqual([{ amount: 300, pot: undefined }]);
  });
});
