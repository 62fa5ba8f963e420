import type { TableLogEntry } from 'shared-events/contracts';

/**
 * The log of hand #12 as the server wrote it (server/src/tables/table-log.ts, the hand of its first unit test): a
 * short big blind all in on its ante, a raise and a call, a fold out of time and the bet nobody called, both hands
 * tabled before the runout, a main pot and a side pot.
 */
export const RECORDED_HAND: TableLogEntry[] = [
  { handNumber: 12, index: 0, kind: 'hand', level: { level: 9, smallBlind: 50, bigBlind: 100, ante: 100 }, dealerSeat: 1 },
  { handNumber: 12, index: 1, kind: 'post', seat: 2, username: 'flop_queen', blind: 'smallBlind', amount: 50, allIn: false },
  { handNumber: 12, index: 2, kind: 'post', seat: 3, username: 'river_rat', blind: 'bigBlind', amount: 100, allIn: false },
  { handNumber: 12, index: 3, kind: 'post', seat: 3, username: 'river_rat', blind: 'ante', amount: 50, allIn: true },
  { handNumber: 12, index: 4, kind: 'action', seat: 1, username: 'ace_high', type: 'raise', amount: 300, allIn: false, auto: null },
  { handNumber: 12, index: 5, kind: 'action', seat: 2, username: 'flop_queen', type: 'call', amount: 250, allIn: false, auto: null },
  { handNumber: 12, index: 6, kind: 'street', street: 'flop', cards: ['Qd', '8s', '4h'], board: ['Qd', '8s', '4h'] },
  { handNumber: 12, index: 7, kind: 'action', seat: 2, username: 'flop_queen', type: 'check', amount: 0, allIn: false, auto: null },
  { handNumber: 12, index: 8, kind: 'action', seat: 1, username: 'ace_high', type: 'bet', amount: 500, allIn: false, auto: null },
  { handNumber: 12, index: 9, kind: 'action', seat: 2, username: 'flop_queen', type: 'fold', amount: 0, allIn: false, auto: 'timeout' },
  { handNumber: 12, index: 10, kind: 'uncalled', seat: 1, username: 'ace_high', amount: 500 },
  { handNumber: 12, index: 11, kind: 'shows', seat: 1, username: 'ace_high', cards: ['Kh', 'Ks'], handName: 'Pair of Kings' },
  { handNumber: 12, index: 12, kind: 'shows', seat: 3, username: 'river_rat', cards: ['Ah', 'As'], handName: 'Pair of Aces' },
  { handNumber: 12, index: 13, kind: 'street', street: 'turn', cards: ['9c'], board: ['Qd', '8s', '4h', '9c'] },
  { handNumber: 12, index: 14, kind: 'street', street: 'river', cards: ['Jd'], board: ['Qd', '8s', '4h', '9c', 'Jd'] },
  { handNumber: 12, index: 15, kind: 'wins', seat: 3, username: 'river_rat', amount: 350, potIndex: 0, potCount: 2, handName: 'Pair of Aces' },
  { handNumber: 12, index: 16, kind: 'wins', seat: 1, username: 'ace_high', amount: 400, potIndex: 1, potCount: 2, handName: 'Pair of Kings' },
];
