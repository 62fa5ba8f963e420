import type { HandReplay } from 'shared-events/contracts';
import { formatCard, type HandState } from 'poker-engine';

const STREETS = ['', 'Flop', 'Turn', 'River'];
const chips = new Intl.NumberFormat('en-US');

/** What happened at a step of a replay, in a sentence: "ace_high raises to 300", "Flop: 3c 9c 7c". */
export function stepText(replay: HandReplay, state: HandState, first: boolean): string {
  const name = (position: number) => replay.players[position].username;
  if (first) {
    const blinds = state.config.blinds.flatMap((blind, position) => (blind > 0 ? [`${name(position)} posts ${chips.format(blind)}`] : []));
    return `Cards dealt. ${blinds.join(', ')}.`;
  }
  const entry = state.log[state.log.length - 1];
  const cards = (list: readonly number[]) => list.map(formatCard).join(' ');
  switch (entry.type) {
    case 'dealBoard':
      return `${STREETS[state.street] || 'Board'}: ${cards(entry.cards)}`;
    case 'dealHole':
      return `${name(entry.target)} is dealt cards`;
    case 'fold':
      return `${name(entry.player)} folds`;
    case 'check':
      return `${name(entry.player)} checks`;
    case 'call':
      return `${name(entry.player)} calls ${chips.format(entry.amount ?? 0)}${allIn(state, entry.player)}`;
    case 'bet':
      return `${name(entry.player)} bets ${chips.format(entry.amount)}${allIn(state, entry.player)}`;
    case 'raise':
      return `${name(entry.player)} raises to ${chips.format(entry.amount)}${allIn(state, entry.player)}`;
    case 'show':
      return `${name(entry.player)} shows ${cards(entry.cards)}`;
    case 'muck':
      return `${name(entry.player)} mucks`;
  }
}

const allIn = (state: HandState, position: number) => (state.stacks[position] === 0 ? ' and is all-in' : '');

/** The hand's end: who won what, as the felt shows it. */
export function resultText(replay: HandReplay, state: HandState): string | null {
  if (!state.result) return null;
  return state.result.winnings
    .flatMap((won, position) => (won > 0 ? [`${replay.players[position].username} wins ${chips.format(won)}`] : []))
    .join(', ');
}
