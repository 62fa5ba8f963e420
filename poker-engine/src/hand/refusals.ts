/** The sentence of a refused bet or raise amount; the code says which bound it missed. */
const amountOutOfRange = (verb: 'bet' | 'raise') => (min: number, max: number, amount: number) =>
  `${verb} must be to a whole amount from ${min} to ${max}, got ${amount}`;

/**
 * Every reason the engine refuses an action, declared once: a stable code for programs to act on, and the
 * sentence a person reads, which may name the players and amounts involved.
 */
export const REFUSALS = {
  HAND_OVER: () => 'the hand is over',
  WAITING_FOR_DEALER: () => 'waiting for the dealer',
  NOT_YOUR_TURN: (actor: number) => `not your turn: player ${actor} is to act`,

  CANNOT_FOLD_WITHOUT_BET: () => 'nothing to call: check instead of folding',
  CANNOT_CHECK_FACING_BET: (facing: number) => `facing a bet of ${facing}: call, raise or fold`,
  NOTHING_TO_CALL: () => 'nothing to call: check instead',
  CANNOT_BET_AFTER_BET: () => 'there is already a bet: raise instead',
  NO_BET_TO_RAISE: () => 'there is no bet to raise: bet instead',
  NOT_ENOUGH_CHIPS_TO_RAISE: () => 'not enough chips to raise',
  BETTING_NOT_REOPENED: () => 'betting was not reopened by a full raise',
  NO_OPPONENT_CAN_CALL: () => 'no opponent can call a raise',
  BET_NOT_WHOLE: amountOutOfRange('bet'),
  BET_BELOW_MINIMUM: amountOutOfRange('bet'),
  BET_ABOVE_STACK: amountOutOfRange('bet'),
  BET_ABOVE_POT_LIMIT: amountOutOfRange('bet'),
  RAISE_NOT_WHOLE: amountOutOfRange('raise'),
  RAISE_BELOW_MINIMUM: amountOutOfRange('raise'),
  RAISE_ABOVE_STACK: amountOutOfRange('raise'),
  RAISE_ABOVE_POT_LIMIT: amountOutOfRange('raise'),
  NOT_A_BETTING_ACTION: (type: string) => `cannot ${type} while betting`,

  HANDS_ARE_TABLED: () => 'a player is all in: every hand is tabled',
  LAST_LIVE_HAND_MUST_SHOW: () => 'every other hand in the pot was mucked: show to win it',
  NOT_THE_PLAYERS_CARDS: () => 'those are not the cards this player holds',
  CARDS_UNKNOWN: () => 'cannot show cards nobody knows',
  NOT_A_SHOWDOWN_ACTION: (type: string) => `cannot ${type} at showdown: show or muck`,

  ENGINE_DEALS: () => 'the engine deals from its own deck',
  NOT_DEALING_HOLE_CARDS: () => 'hole cards are not being dealt',
  NO_SUCH_PLAYER: (player: number) => `no player ${player}`,
  PLAYER_HAS_CARDS: (player: number) => `player ${player} already has cards`,
  NO_BOARD_CARDS_DUE: () => 'no board cards are due',
  BOARD_CARDS_UNKNOWN: () => 'board cards must be known',
  WRONG_CARD_COUNT: (expected: number, got: number) => `expected ${expected} cards, got ${got}`,
  NOT_A_CARD: (card: number) => `not a card: ${card}`,
  CARD_DEALT_TWICE: () => 'a card is dealt twice',
} as const;

export type RefusalCode = keyof typeof REFUSALS;

/** A refused action: nothing changed. */
export interface Refusal {
  ok: false;
  code: RefusalCode;
  /** The sentence for people, as `REFUSALS[code]` words it. */
  reason: string;
}

export function refuse<Code extends RefusalCode>(code: Code, ...details: Parameters<(typeof REFUSALS)[Code]>): Refusal {
  const sentence = REFUSALS[code] as (...values: typeof details) => string;
  return { ok: false, code, reason: sentence(...details) };
}
