import type { GameType, HandReplayPlayer } from 'shared-events/contracts';
import { applyAction, applyDealerAction, createHand, formatPhh, handToPhh, type HandState, type LoggedAction, type PhhHand } from 'poker-engine';
import type { RecordedPlay } from '../tables/hand-records';
import type { RecordedFairness } from '../tables/table-deals';

/** PHH writes a card nobody outside its holder knows as `??`. */
const HIDDEN_CARD = '??';

/** Plays a recorded hand again through the engine, the dealer's cards as they were dealt: the state it ended in. */
export function replayRecordedPlay(play: RecordedPlay): HandState {
  const state = createHand(play.config);
  play.log.forEach((entry, index) => {
    const outcome = applyLogged(state, entry);
    if (!outcome.ok) throw new Error(`recorded action ${index + 1} (${entry.type}) is refused on replay: ${outcome.reason}`);
  });
  return state;
}

function applyLogged(state: HandState, entry: LoggedAction) {
  switch (entry.type) {
    case 'dealHole':
      return applyDealerAction(state, { type: 'dealHole', player: entry.target, cards: entry.cards });
    case 'dealBoard':
      return applyDealerAction(state, { type: 'dealBoard', cards: entry.cards });
    case 'bet':
    case 'raise':
      return applyAction(state, entry.player, { type: entry.type, amount: entry.amount });
    default:
      return applyAction(state, entry.player, { type: entry.type });
  }
}

/** What the PHH file names besides the hand itself (the format's own optional fields). */
export interface PhhFacts {
  event: string;
  table: string;
  handNumber: number;
  endedAt: Date;
  usernames: string[];
}

/**
 * The hand as PHH from one viewer's side: the viewer's own hole cards and every hand shown down are written, any
 * other hole card is `??` (a mucked hand stays unknown). `seen` says, by position, whose cards the viewer may see.
 */
export function phhForViewer(play: RecordedPlay, state: HandState, seen: readonly boolean[], facts: PhhFacts): PhhHand {
  const at = facts.endedAt;
  const hand = handToPhh(state, {
    event: facts.event,
    table: facts.table,
    hand: facts.handNumber,
    seat_count: 8,
    seats: play.seats,
    players: facts.usernames,
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    time: at.toISOString().slice(11, 19),
    time_zone: 'UTC',
  });
  hand.actions = hand.actions.map((line, index) => {
    const entry = play.log[index];
    if (entry.type !== 'dealHole' || seen[entry.target]) return line;
    return `d dh p${entry.target + 1} ${HIDDEN_CARD.repeat(entry.cards.length)}`;
  });
  return hand;
}

export const phhText = (hand: PhhHand): string => formatPhh(hand);

/** A player's record of a hand, as hand_players keeps it. */
export interface HandPlayerRecord {
  userId: number;
  seat: number;
  username: string;
  holeCards: string[];
  netChips: number;
  wonChips: number;
  showedDown: boolean;
}

/** A hand the viewer played, with how it was played and every player's record: only ever sent through the viewer's filter. */
export interface ViewedHand {
  id: number;
  tournamentId: number;
  tournamentName: string;
  /** The tournament's entry fee, micro-USDT. */
  buyInMicros: string;
  /** The blind level of the tournament's structure the hand was dealt at (1 when the structure does not name it). */
  level: number;
  roomId: string;
  handNumber: number;
  gameType: GameType;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  startedAt: Date;
  endedAt: Date;
  voided: boolean;
  board: string[];
  pot: number;
  winningHand: string | null;
  play: RecordedPlay;
  /** The deal's full reveal (every dealt card opened): never sent as it is, only a viewer's part of it. */
  fairness: RecordedFairness | null;
  players: HandPlayerRecord[];
}

/** The hand from the viewer's side: its players (another's cards only when shown down) and its PHH. */
export function viewHand(hand: ViewedHand, viewerId: number): { players: HandReplayPlayer[]; phh: PhhHand } {
  const { play } = hand;
  const state = replayRecordedPlay(play);
  const players = replayPlayers(play, state, hand.players, viewerId);
  const phh = phhForViewer(
    play,
    state,
    players.map((player) => player.holeCards !== null),
    {
      event: hand.tournamentName,
      table: hand.roomId,
      handNumber: hand.handNumber,
      endedAt: hand.endedAt,
      usernames: players.map((player) => player.username),
    },
  );
  return { players, phh };
}

/** The players of a replay, by position; another player's cards only when shown down (or the viewer's own). */
export function replayPlayers(play: RecordedPlay, state: HandState, players: readonly HandPlayerRecord[], viewerId: number): HandReplayPlayer[] {
  return play.seats.map((seat, position) => {
    const player = players.find((candidate) => candidate.seat === seat);
    if (!player) throw new Error(`the recorded hand has no player at seat ${seat}`);
    const you = player.userId === viewerId;
    return {
      seat,
      username: player.username,
      you,
      startingStack: state.config.startingStacks[position],
      holeCards: you || player.showedDown ? player.holeCards : null,
      showedDown: player.showedDown,
      won: player.wonChips,
      net: player.netChips,
    };
  });
}
