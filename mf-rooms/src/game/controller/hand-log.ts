import type { TableLogEntry } from 'shared-events/contracts';

/** How many entries the log keeps: a few hands' worth. */
export const HAND_LOG_LENGTH = 60;

/** One line of the log: `marker` lines (a new hand, a street) stand out from the actions between them. */
export interface LogLine {
  key: string;
  text: string;
  marker: 'hand' | 'street' | null;
}

/** The name of an entry wherever it was read (the log endpoint or a frame). */
export const entryKey = (entry: TableLogEntry) => `${entry.handNumber}:${entry.index}`;

const chips = (amount: number) => amount.toLocaleString('en-US');
const cards = (codes: readonly string[]) => `[${codes.join(' ')}]`;

const VERBS = { fold: 'folds', check: 'checks', call: 'calls', bet: 'bets', raise: 'raises to' } as const;
const AUTO = { timeout: ' (out of time)', sittingOut: ' (sitting out)' } as const;
const BLINDS = { smallBlind: 'the small blind', bigBlind: 'the big blind', ante: 'the ante' } as const;

function potName(entry: Extract<TableLogEntry, { kind: 'wins' }>): string {
  if (entry.potCount === 1) return 'the pot';
  return entry.potIndex === 0 ? 'the main pot' : `side pot ${entry.potIndex}`;
}

/** An entry in words, as hand histories say it: "river_rat raises to 600", "*** FLOP *** [Ah 7d 2c]". */
export function describeEntry(entry: TableLogEntry): string {
  const allIn = 'allIn' in entry && entry.allIn ? ' (all-in)' : '';
  switch (entry.kind) {
    case 'hand': {
      const { smallBlind, bigBlind, ante } = entry.level;
      return `Hand #${entry.handNumber} · Blinds ${chips(smallBlind)}/${chips(bigBlind)}${ante > 0 ? ` ante ${chips(ante)}` : ''} · Button seat ${entry.dealerSeat}`;
    }
    case 'post':
      return `${entry.username} posts ${BLINDS[entry.blind]} ${chips(entry.amount)}${allIn}`;
    case 'street': {
      const earlier = entry.board.slice(0, entry.board.length - entry.cards.length);
      return `*** ${entry.street.toUpperCase()} *** ${earlier.length > 0 ? `${cards(earlier)} ` : ''}${cards(entry.cards)}`;
    }
    case 'action': {
      const amount = entry.type === 'fold' || entry.type === 'check' ? '' : ` ${chips(entry.amount)}`;
      return `${entry.username} ${VERBS[entry.type]}${amount}${allIn}${entry.auto ? AUTO[entry.auto] : ''}`;
    }
    case 'uncalled':
      return `Uncalled bet (${chips(entry.amount)}) returned to ${entry.username}`;
    case 'shows':
      return `${entry.username} shows ${entry.cards.join(' ')}${entry.handName ? ` (${entry.handName})` : ''}`;
    case 'mucks':
      return `${entry.username} mucks`;
    case 'wins':
      return `${entry.username} wins ${chips(entry.amount)} from ${potName(entry)}${entry.handName ? ` with ${entry.handName}` : ''}`;
  }
}

export const logLine = (entry: TableLogEntry): LogLine => ({
  key: entryKey(entry),
  text: describeEntry(entry),
  marker: entry.kind === 'hand' || entry.kind === 'street' ? entry.kind : null,
});

/** The log with `incoming` entries added: each entry once, in the order of the hands and their entries, the last ones only. */
export function mergeLog(log: readonly TableLogEntry[], incoming: readonly TableLogEntry[]): TableLogEntry[] {
  const byKey = new Map(log.map((entry) => [entryKey(entry), entry]));
  for (const entry of incoming) byKey.set(entryKey(entry), entry);
  return [...byKey.values()].sort((a, b) => a.handNumber - b.handNumber || a.index - b.index).slice(-HAND_LOG_LENGTH);
}
