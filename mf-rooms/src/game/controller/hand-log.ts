import type { TableActionRecord, TableView } from 'shared-events/contracts';

export const HAND_LOG_LENGTH = 30;

const VERBS: Record<TableActionRecord['type'], string> = {
  fold: 'folds',
  check: 'checks',
  call: 'calls',
  bet: 'bets',
  raise: 'raises to',
  post: 'posts',
};

const AUTO: Record<NonNullable<TableActionRecord['auto']>, string> = {
  timeout: ' (out of time)',
  sittingOut: ' (sitting out)',
};

/** One action as the log says it: "river_rat raises to 600", "ace_high calls 200 (all-in)". */
export function describeAction(action: TableActionRecord, view: TableView): string {
  const name = view.seats.find((seat) => seat.seat === action.seat)?.username ?? `Seat ${action.seat}`;
  const amount = action.type === 'fold' || action.type === 'check' ? '' : ` ${action.amount}`;
  return `${name} ${VERBS[action.type]}${amount}${action.allIn ? ' (all-in)' : ''}${action.auto ? AUTO[action.auto] : ''}`;
}

/**
 * The lines a new view adds to the log: a new hand, the action just taken, the awards once the hand is complete.
 * An action is new when its sequence number in the hand is (the same seat may check twice in a row across streets).
 */
export function newLogLines(previous: TableView | undefined, next: TableView): string[] {
  const before = previous?.hand;
  const hand = next.hand;
  if (!hand) return [];
  const lines: string[] = [];
  const newHand = before?.handNumber !== hand.handNumber;
  if (newHand) lines.push(`Hand #${hand.handNumber}`);
  if (hand.lastAction && (newHand || !sameAction(before?.lastAction ?? null, hand.lastAction))) lines.push(describeAction(hand.lastAction, next));
  if (hand.awards && (newHand || !before?.awards)) {
    for (const award of hand.awards) {
      const name = next.seats.find((seat) => seat.seat === award.seat)?.username ?? `Seat ${award.seat}`;
      lines.push(`${name} wins ${award.amount}${award.handName ? ` with ${award.handName}` : ''}`);
    }
  }
  return lines;
}

function sameAction(a: TableActionRecord | null, b: TableActionRecord): boolean {
  return a !== null && a.sequence === b.sequence;
}

/** The log after a view: the last lines only. */
export function appendLog(log: readonly string[], previous: TableView | undefined, next: TableView): readonly string[] {
  const lines = newLogLines(previous, next);
  return lines.length === 0 ? log : [...log, ...lines].slice(-HAND_LOG_LENGTH);
}
