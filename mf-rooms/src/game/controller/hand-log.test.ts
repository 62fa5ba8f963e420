import { appendLog, HAND_LOG_LENGTH, newLogLines } from './hand-log';
import { tableHand, tableView } from '../test/live-table.fixtures';

const withHand = (patch: Parameters<typeof tableHand>[0]) => tableView({ hand: tableHand(patch) });

describe('hand log', () => {
  it('starts a hand with its number and the action that came with the view', () => {
    expect(newLogLines(undefined, withHand({}))).toEqual(['Hand #3', 'river_rat posts 100']);
  });

  it('adds an action once, in words, with all-in said', () => {
    const before = withHand({ lastAction: { sequence: 11, seat: 1, type: 'raise', amount: 600, allIn: false, auto: null } });
    expect(newLogLines(withHand({}), before)).toEqual(['flop_queen raises to 600']);
    // A view that changes something else (the flop dealt) repeats the last action: not a new line.
    expect(newLogLines(before, withHand({ lastAction: before.hand!.lastAction, street: 'flop' }))).toEqual([]);
    expect(newLogLines(before, withHand({ lastAction: { sequence: 12, seat: 2, type: 'call', amount: 4700, allIn: true, auto: null } }))).toEqual([
      'river_rat calls 4700 (all-in)',
    ]);
    expect(newLogLines(before, withHand({ lastAction: { sequence: 13, seat: 2, type: 'fold', amount: 0, allIn: false, auto: null } }))).toEqual([
      'river_rat folds',
    ]);
  });

  it('logs the same seat doing the same thing twice in a row as two actions (heads-up: check preflop, check first on the flop)', () => {
    const preflop = withHand({ lastAction: { sequence: 8, seat: 2, type: 'check', amount: 0, allIn: false, auto: null } });
    const flop = withHand({ street: 'flop', lastAction: { sequence: 12, seat: 2, type: 'check', amount: 0, allIn: false, auto: null } });
    expect(newLogLines(preflop, flop)).toEqual(['river_rat checks']);
    expect(newLogLines(flop, withHand({ street: 'flop', board: ['As', 'Kd', '2c'], lastAction: flop.hand!.lastAction }))).toEqual([]);
  });

  it('says when the server decided for a player', () => {
    const timedOut = withHand({ lastAction: { sequence: 14, seat: 2, type: 'check', amount: 0, allIn: false, auto: 'timeout' } });
    expect(newLogLines(withHand({}), timedOut)).toEqual(['river_rat checks (out of time)']);
    const away = withHand({ lastAction: { sequence: 15, seat: 1, type: 'fold', amount: 0, allIn: false, auto: 'sittingOut' } });
    expect(newLogLines(withHand({}), away)).toEqual(['flop_queen folds (sitting out)']);
  });

  it('says who won what, with the hand name at a showdown', () => {
    const awards = [
      { potIndex: 0, seat: 1, amount: 800, handName: 'Full House, Kings over Twos', cards: null },
      { potIndex: 1, seat: 2, amount: 200, handName: null, cards: null },
    ];
    expect(newLogLines(withHand({}), withHand({ awards }))).toEqual(['flop_queen wins 800 with Full House, Kings over Twos', 'river_rat wins 200']);
  });

  it('keeps the last lines only', () => {
    const log = Array.from({ length: HAND_LOG_LENGTH }, (_, index) => `line ${index}`);
    const next = appendLog(log, undefined, withHand({}));
    expect(next).toHaveLength(HAND_LOG_LENGTH);
    expect(next.at(-1)).toBe('river_rat posts 100');
    expect(appendLog(log, withHand({}), withHand({}))).toBe(log);
  });
});
