import {
  applyPhhAction,
  createHand,
  formatCard,
  handConfigFromPhh,
  handName,
  type Card,
  type HandState,
  type LoggedAction,
  type PhhHand,
} from 'poker-engine';
import { microsToFixed2 } from '../money/micro-usdt';

/**
 * A hand as PokerStars writes its tournament hand histories, the text trackers (PokerTracker 4, Hold'em Manager 3,
 * GTO Wizard) import. The layout follows PokerStars' own files as published in open-source parsers' fixtures, e.g.
 * pokerregion/poker tests/handhistory/stars_hands.py:
 *
 *   PokerStars Hand #105034215446: Tournament #797536898, $3.19+$0.31 USD Hold'em No Limit - Level XI (400/800) - 2013/10/04 17:22:20 ET
 *   Table '797536898 9' 9-max Seat #2 is the button
 *   Seat 1: RichFatWhale (12910 in chips)
 *   RichFatWhale: posts the ante 75
 *   Labahra: posts small blind 400
 *   *** HOLE CARDS ***
 *   Dealt to W2lkm2n [Jd Js]
 *   Newfie_187: raises 155 to 955 and is all-in
 *   Uncalled bet (1255) returned to costamar
 *   *** FLOP *** [3c 6s 9d]
 *   *** TURN *** [3c 6s 9d] [8d]
 *   *** SHOW DOWN ***
 *   costamar: shows [Kd Ac] (a pair of Kings)
 *   costamar collected 21570 from side pot
 *   *** SUMMARY ***
 *   Total pot 26310 Main pot 4740. Side pot 21570. | Rake 0
 *
 * It is written by playing the viewer's PHH (their cards, and hands shown down; the rest `??`) again through the
 * engine, so it can say nothing the viewer's PHH does not. Amounts are chips; the engine's bet and raise amounts are
 * "to" amounts, as PokerStars' "raises X to Y".
 */
export interface PokerStarsFacts {
  handId: number;
  tournamentId: number;
  /** The tournament's entry fee in micro-USDT; 0 is a freeroll. */
  buyInMicros: string;
  level: number;
  table: string;
  startedAt: Date;
  /** By position (PHH's p1 first): seat number and name. */
  seats: number[];
  usernames: string[];
  buttonSeat: number;
  /** The position whose hole cards are "Dealt to". */
  viewer: number;
}

const STREETS = ['FLOP', 'TURN', 'RIVER'];
const SUMMARY_STREETS = ['before Flop', 'on the Flop', 'on the Turn', 'on the River'];

export function pokerStarsText(phh: PhhHand, facts: PokerStarsFacts): string {
  const state = createHand(handConfigFromPhh(phh));
  const { usernames: names } = facts;
  const lines = [headerLine(phh, facts), `Table '${facts.tournamentId} ${facts.table}' 8-max Seat #${facts.buttonSeat} is the button`];
  const bySeat = facts.seats.map((seat, position) => ({ seat, position })).sort((a, b) => a.seat - b.seat);
  for (const { seat, position } of bySeat) lines.push(`Seat ${seat}: ${names[position]} (${state.config.startingStacks[position]} in chips)`);
  const streetBets = [...state.bets];
  const antes = state.config.startingStacks.map((stack, position) => stack - state.stacks[position] - state.bets[position]);
  const allInNote = (position: number) => (state.stacks[position] === 0 ? ' and is all-in' : '');
  for (const { position } of bySeat) if (antes[position] > 0) lines.push(`${names[position]}: posts the ante ${antes[position]}`);
  const blinds = blindPositions(state);
  for (const [position, kind] of [
    [blinds.small, 'small'],
    [blinds.big, 'big'],
  ] as const)
    if (position >= 0) lines.push(`${names[position]}: posts ${kind} blind ${state.bets[position]}${allInNote(position)}`);
  lines.push('*** HOLE CARDS ***');
  const showdown: { player: number; line: string }[] = [];
  const foldedOn: number[] = new Array<number>(names.length).fill(-1);
  for (const action of phh.actions) {
    const stacksBefore = [...state.stacks];
    const outcome = applyPhhAction(state, action);
    if (!outcome.ok) throw new Error(`the hand does not replay at '${action}': ${outcome.reason}`);
    const entry = state.log[state.log.length - 1];
    if (entry.type === 'dealHole') {
      if (entry.target === facts.viewer) lines.push(`Dealt to ${names[entry.target]} ${cardList(entry.cards)}`);
    } else if (entry.type === 'dealBoard') {
      lines.push(...uncalledBet(streetBets, names));
      streetBets.fill(0);
      const before = state.board.slice(0, state.board.length - entry.cards.length);
      lines.push(`*** ${STREETS[state.street - 1]} *** ${before.length > 0 ? `${cardList(before)} ` : ''}${cardList(entry.cards)}`);
    } else if (entry.type === 'show') {
      showdown.push({ player: entry.player, line: `${names[entry.player]}: shows ${cardList(entry.cards)}` });
    } else if (entry.type === 'muck') {
      showdown.push({ player: entry.player, line: `${names[entry.player]}: mucks hand` });
    } else {
      if (entry.type === 'fold') foldedOn[entry.player] = state.street;
      lines.push(playerLine(entry, streetBets, stacksBefore[entry.player], names));
    }
  }
  const result = state.result;
  if (!result) throw new Error('the hand is not complete');
  lines.push(...uncalledBet(streetBets, names));
  // Hands are named once the hand is settled (the engine values what was shown); all-in hands shown before the board
  // was dealt are listed with the others at the showdown.
  const shown = showdown.map(({ player, line }) => (result.handValues[player] > 0 ? `${line} (${handName(result.handValues[player])})` : line));
  if (shown.length > 0) lines.push('*** SHOW DOWN ***', ...shown);
  lines.push(...collectedLines(state, names));
  lines.push('*** SUMMARY ***', totalPotLine(state));
  if (state.board.length > 0) lines.push(`Board ${cardList(state.board)}`);
  for (const { seat, position } of bySeat)
    lines.push(`Seat ${seat}: ${names[position]}${roleOf(position, facts, blinds)} ${seatOutcome(state, position, foldedOn, antes)}`);
  return `${lines.join('\n')}\n`;
}

function headerLine(phh: PhhHand, facts: PokerStarsFacts): string {
  // USDT is a dollar stablecoin, one to one: trackers know currencies, not tokens, so the buy-in is written in USD.
  // The whole entry fee is the buy-in; the platform keeps no fee on top ("+$0.00"). PokerStars writes a freeroll
  // "Freeroll  Hold'em" (two spaces, as in its files).
  const buyIn = BigInt(facts.buyInMicros) === 0n ? 'Freeroll ' : `$${microsToFixed2(facts.buyInMicros)}+$0.00 USD`;
  const game = phh.variant === 'PO' ? 'Omaha Pot Limit' : "Hold'em No Limit";
  const [bigBlind, smallBlind] = [Math.max(...phh.blindsOrStraddles), Math.min(...phh.blindsOrStraddles.filter((blind) => blind > 0))];
  return `PokerStars Hand #${facts.handId}: Tournament #${facts.tournamentId}, ${buyIn} ${game} - Level ${romanNumeral(facts.level)} (${smallBlind}/${bigBlind}) - ${timeText(facts.startedAt)} UTC`;
}

/** "2026/11/28 1:23:45", PokerStars' clock (an hour without a leading zero). */
function timeText(at: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getUTCFullYear()}/${two(at.getUTCMonth() + 1)}/${two(at.getUTCDate())} ${at.getUTCHours()}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`;
}

const ROMAN: [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function romanNumeral(value: number): string {
  let rest = value;
  let text = '';
  for (const [amount, numeral] of ROMAN) {
    for (; rest >= amount; rest -= amount) text += numeral;
  }
  return text;
}

const cardList = (cards: readonly Card[]) => `[${cards.map(formatCard).join(' ')}]`;

/** Heads-up the button posts the small blind; a dead small blind leaves only the big one. */
function blindPositions(state: HandState): { small: number; big: number } {
  const { blinds } = state.config;
  const big = blinds.indexOf(Math.max(...blinds));
  const small = blinds.findIndex((blind, position) => blind > 0 && position !== big);
  return { small, big };
}

function playerLine(entry: LoggedAction, streetBets: number[], stackBefore: number, names: string[]): string {
  const { player } = entry;
  const name = names[player];
  const currentBet = Math.max(...streetBets);
  switch (entry.type) {
    case 'fold':
      return `${name}: folds`;
    case 'check':
      return `${name}: checks`;
    case 'call': {
      const amount = Math.min(currentBet - streetBets[player], stackBefore);
      streetBets[player] += amount;
      return `${name}: calls ${amount}${amount === stackBefore ? ' and is all-in' : ''}`;
    }
    case 'bet':
    case 'raise': {
      const allIn = entry.amount - streetBets[player] === stackBefore ? ' and is all-in' : '';
      streetBets[player] = entry.amount;
      return entry.type === 'bet'
        ? `${name}: bets ${entry.amount}${allIn}`
        : `${name}: raises ${entry.amount - currentBet} to ${entry.amount}${allIn}`;
    }
    default:
      throw new Error(`no PokerStars line for ${entry.type}`);
  }
}

/** The part of the street's largest bet nobody matched (the engine gave it back as the street closed). */
function uncalledBet(streetBets: number[], names: string[]): string[] {
  const top = streetBets.indexOf(Math.max(...streetBets));
  const second = Math.max(0, ...streetBets.filter((_, position) => position !== top));
  return streetBets[top] > second ? [`Uncalled bet (${streetBets[top] - second}) returned to ${names[top]}`] : [];
}

/** PokerStars names one pot "pot", several "main pot" and "side pot-1", "side pot-2"…, the side pots first. */
function potName(index: number, count: number): string {
  if (count === 1) return 'pot';
  return index === 0 ? 'main pot' : `side pot-${index}`;
}

function livePots(state: HandState) {
  return state.result!.pots.filter((pot) => pot.amount > 0);
}

function collectedLines(state: HandState, names: string[]): string[] {
  const pots = livePots(state);
  const lines: string[] = [];
  for (let index = pots.length - 1; index >= 0; index -= 1) {
    const pot = pots[index];
    pot.winners.forEach((winner, order) => lines.push(`${names[winner]} collected ${pot.shares[order]} from ${potName(index, pots.length)}`));
  }
  return lines;
}

function totalPotLine(state: HandState): string {
  const pots = livePots(state);
  const total = pots.reduce((sum, pot) => sum + pot.amount, 0);
  if (pots.length === 1) return `Total pot ${total} | Rake 0`;
  const sides = pots.slice(1).map((pot, index) => `Side pot${pots.length > 2 ? `-${index + 1}` : ''} ${pot.amount}.`);
  return `Total pot ${total} Main pot ${pots[0].amount}. ${sides.join(' ')} | Rake 0`;
}

function roleOf(position: number, facts: PokerStarsFacts, blinds: { small: number; big: number }): string {
  const roles = [
    facts.seats[position] === facts.buttonSeat && 'button',
    position === blinds.small && 'small blind',
    position === blinds.big && 'big blind',
  ].filter(Boolean);
  return roles.map((role) => ` (${role})`).join('');
}

/** "(didn't bet)": folded before the flop without putting in a chip beyond the ante (PokerStars' own note). */
function seatOutcome(state: HandState, position: number, foldedOn: number[], antes: number[]): string {
  const result = state.result!;
  const won = result.winnings[position];
  if (state.folded[position]) {
    const street = foldedOn[position];
    const paid = state.config.startingStacks[position] - state.stacks[position] - antes[position];
    return `folded ${SUMMARY_STREETS[street]}${street === 0 && paid <= 0 ? " (didn't bet)" : ''}`;
  }
  if (state.mucked[position]) return 'mucked';
  if (!state.revealed[position]) return `collected (${won})`;
  const cards = cardList(state.holeCards[position]);
  const hand = handName(result.handValues[position]);
  return won > 0 ? `showed ${cards} and won (${won}) with ${hand}` : `showed ${cards} and lost with ${hand}`;
}
