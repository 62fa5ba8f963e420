import type { TableLogEntry } from 'shared-events/contracts';
import { describeEntry, entryKey, HAND_LOG_LENGTH, logLine, mergeLog } from './hand-log';
import { RECORDED_HAND } from '../test/hand-log.fixtures';

describe('hand log lines', () => {
  it('tells a recorded hand as hand histories do: blinds and antes, streets with the board, actions, the uncalled bet, hands shown, pots won', () => {
    expect(RECORDED_HAND.map(describeEntry)).toEqual([
      'Hand #12 · Blinds 50/100 ante 100 · Button seat 1',
      'flop_queen posts the small blind 50',
      'river_rat posts the big blind 100',
      'river_rat posts the ante 50 (all-in)',
      'ace_high raises to 300',
      'flop_queen calls 250',
      '*** FLOP *** [Qd 8s 4h]',
      'flop_queen checks',
      'ace_high bets 500',
      'flop_queen folds (out of time)',
      'Uncalled bet (500) returned to ace_high',
      'ace_high shows Kh Ks (Pair of Kings)',
      'river_rat shows Ah As (Pair of Aces)',
      '*** TURN *** [Qd 8s 4h] [9c]',
      '*** RIVER *** [Qd 8s 4h 9c] [Jd]',
      'river_rat wins 350 from the main pot with Pair of Aces',
      'ace_high wins 400 from side pot 1 with Pair of Kings',
    ]);
  });

  it('marks new hands and streets, and names each line by its hand and place', () => {
    const lines = RECORDED_HAND.map(logLine);
    expect(lines.filter((line) => line.marker).map((line) => [line.key, line.marker])).toEqual([
      ['12:0', 'hand'],
      ['12:6', 'street'],
      ['12:13', 'street'],
      ['12:14', 'street'],
    ]);
  });

  it('says a pot won uncontested, a muck, a call all in and a sitting-out fold, with thousands separated', () => {
    const place = { handNumber: 13, index: 0 };
    const lines = [
      { ...place, kind: 'wins', seat: 2, username: 'river_rat', amount: 1240, potIndex: 0, potCount: 1, handName: null },
      { ...place, kind: 'mucks', seat: 1, username: 'flop_queen' },
      { ...place, kind: 'action', seat: 2, username: 'river_rat', type: 'call', amount: 4700, allIn: true, auto: null },
      { ...place, kind: 'action', seat: 1, username: 'flop_queen', type: 'fold', amount: 0, allIn: false, auto: 'sittingOut' },
      { ...place, kind: 'hand', level: { level: 1, smallBlind: 10, bigBlind: 20, ante: 0 }, dealerSeat: 4 },
    ] satisfies TableLogEntry[];
    expect(lines.map(describeEntry)).toEqual([
      'river_rat wins 1,240 from the pot',
      'flop_queen mucks',
      'river_rat calls 4,700 (all-in)',
      'flop_queen folds (sitting out)',
      'Hand #13 · Blinds 10/20 · Button seat 4',
    ]);
  });

  it('merges the log read from the server with the entries frames bring: each once, in order, the last ones only', () => {
    const [first, second, ...rest] = RECORDED_HAND;
    // A frame's entries may come before the read that already holds them, and a frame may repeat what the read said.
    expect(mergeLog(rest.slice(0, 3), [first, second, rest[0]]).map(entryKey)).toEqual(['12:0', '12:1', '12:2', '12:3', '12:4']);
    const many = Array.from({ length: 4 }, (_, hand) => RECORDED_HAND.map((entry) => ({ ...entry, handNumber: hand + 1 }))).flat();
    const kept = mergeLog([], many);
    expect(kept).toHaveLength(HAND_LOG_LENGTH);
    expect(kept.at(-1)).toEqual(many.at(-1));
    expect(kept[0]).toEqual(many[many.length - HAND_LOG_LENGTH]);
  });
});
