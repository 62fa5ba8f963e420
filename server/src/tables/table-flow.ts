import type { ChannelFrame } from 'shared-events/contracts';
import { applyAction, legalActions, type PlayerAction } from 'poker-engine';
import type { Queryable } from '../db/database';
import { recordHand } from './hand-records';
import { bustEntries } from '../tournaments/entries.repository';
import { finishedHandOf, voidedHandOf } from './table-hand-record';
import { clockOf, readyToDeal } from './table-boundary';
import { numberFrames, privateViewsNow, publicFrame } from './table-frames';
import { logMarkOf, type LogMark } from './table-log';
import {
  dealHand,
  handComplete,
  playShowdown,
  positionOfSeat,
  seatOfPosition,
  seatsAfterHand,
  type AutoDecision,
  type TableSeat,
} from './table-model';
import { tableRefusal } from './table-refusals';
import { commitDeal } from './table-deals';
import { takeSeeds } from './deal-seeds.repository';
import type { TableTimings } from '../config';
import { TIMEOUTS_TO_SIT_OUT } from './table-timings';
import { VARIANTS } from './table-variants';
import { writeTable, type TableEvent, type TableRecord, type TableWriteGuard } from './tables.repository';

/**
 * One change of a table, inside the transaction that holds its row: the record is changed in place, every state
 * a player should see becomes a public frame (numbered now, sent after the commit), and what happened is logged.
 */
export interface TableChange {
  tx: Queryable;
  record: TableRecord;
  /** The players' private views when the change began (by their channel): only those it changes are sent. */
  privateBefore: Map<string, string>;
  at: Date;
  timings: TableTimings;
  frames: ChannelFrame[];
  events: TableEvent[];
  /** Players this change sent to another table (each told on their user channel). */
  moved: TableMove[];
  /** How far the table's frames have told the hand log (table-log.ts): the next public frame carries what follows. */
  logMark: LogMark | null;
  /** A hand was completed or players came or went: the tournament's director should look at the tournament. */
  directorDue: boolean;
}

export interface TableMove {
  userId: number;
  fromTableId: number;
  toTableId: number;
  toSeat: number;
}

export const beginChange = (tx: Queryable, record: TableRecord, at: Date, timings: TableTimings): TableChange => ({
  tx,
  record,
  privateBefore: privateViewsNow(record),
  at,
  timings,
  frames: [],
  events: [],
  moved: [],
  logMark: logMarkOf(record.hand),
  directorDue: false,
});

/**
 * Numbers the change's frames (each player's private frame added) and writes the row (with when the table is next
 * due) and its events: one statement. With `guard` (a change made without the table's lock: writeTable), a table
 * that is no longer as the change found it throws TableMovedOn and nothing is written.
 */
export async function commitChange(change: TableChange, guard?: TableWriteGuard): Promise<ChannelFrame[]> {
  const { tx, record, at } = change;
  const due = dueAt(record);
  return numberFrames(tx, record, change.frames, change.privateBefore, change.moved, async (channels) => {
    const seqs = await writeTable(tx, record, change.events, due, at, channels, guard);
    if (!seqs) throw new TableMovedOn(record.id);
    return seqs;
  });
}

/** A change made without the table's lock found the table changed by another one when it came to write. */
export class TableMovedOn extends Error {
  constructor(tableId: number) {
    super(`table ${tableId} changed since the state this change was made from`);
  }
}

/**
 * When the table must act on its own: the next deal after a completed hand's pause, or the end of the acting
 * player's clock and time bank (a showdown choice has the clock only). Null when a finished table waits for nothing.
 */
export function dueAt(record: TableRecord): Date | null {
  if (record.status !== 'playing') return null;
  const { hand } = record;
  if (hand.nextHandAt) return new Date(hand.nextHandAt);
  if (!hand.clock) return null;
  const timeBankMs = hand.state.phase === 'showdown' ? 0 : seatAt(record, hand.clock.seat).timeBankMs;
  return new Date(Date.parse(hand.clock.deadline) + timeBankMs);
}

const seatAt = (record: TableRecord, number: number): TableSeat => record.seats.find((seat) => seat.seat === number)!;

/** The seat whose turn it is, if a player must decide: a bet, or (once settled) a showdown choice. */
export function actingSeat(record: TableRecord): TableSeat | undefined {
  const { state } = record.hand;
  const deciding = state.phase === 'betting' || state.phase === 'showdown';
  return deciding && state.actor >= 0 ? seatAt(record, seatOfPosition(record.hand, state.actor)) : undefined;
}

/**
 * A decision of the acting `seat`: the engine must accept it (its refusal passes through with its code). A player's
 * own decision spends the time bank they used past their clock and clears their timeouts; the server's (`auto`) is
 * remembered so the views say so. Then the hand moves on as far as it can without a player.
 */
export async function decide(change: TableChange, seat: TableSeat, action: PlayerAction, auto: AutoDecision['reason'] | null): Promise<void> {
  const { record, at } = change;
  const { hand } = record;
  const position = positionOfSeat(hand, seat.seat);
  // A showdown choice has no time bank to spend.
  const betting = hand.state.phase === 'betting';
  // The action is the first entry it adds to the hand's log (dealing the next street may follow it).
  const logIndex = hand.state.log.length;
  const outcome = applyAction(hand.state, position, action);
  if (!outcome.ok) throw tableRefusal(outcome.code, outcome.reason);
  if (auto) {
    hand.auto.push({ logIndex, reason: auto });
  } else {
    seat.timeouts = 0;
    if (hand.clock && betting) seat.timeBankMs = Math.max(0, seat.timeBankMs - Math.max(0, at.getTime() - Date.parse(hand.clock.deadline)));
  }
  hand.clock = null;
  await settle(change);
}

/**
 * Moves the hand on until a player must decide: the showdown is played up to a beaten hand's choice, a completed hand
 * is settled (and the next dealt now when there is no pause), a seat that sits out checks or folds when its turn comes
 * and mucks a beaten hand, as does a disconnected player (each such decision its own frame, so every view tells one
 * step), and the player to act gets their clock.
 */
export async function settle(change: TableChange): Promise<void> {
  const { record, at, timings } = change;
  for (;;) {
    const { hand } = record;
    playShowdown(hand.state);
    if (handComplete(hand.state)) {
      await completeHand(change);
      change.frames.push(publicFrame(change));
      if (record.status === 'playing' && timings.handPauseMs === 0) await dealNextHand(change);
      return;
    }
    const seat = actingSeat(record)!;
    if (!seat.sittingOut && (seat.connected || hand.state.phase !== 'showdown')) {
      hand.clock = { seat: seat.seat, deadline: new Date(at.getTime() + timings.actionMs).toISOString() };
      change.frames.push(publicFrame(change));
      return;
    }
    change.frames.push(publicFrame(change));
    const action = absentDecision(record, seat);
    const logIndex = hand.state.log.length;
    const outcome = applyAction(hand.state, positionOfSeat(hand, seat.seat), action);
    if (!outcome.ok) throw new Error(`table ${record.id}: ${action.type} refused: ${outcome.reason}`);
    hand.auto.push({ logIndex, reason: 'sittingOut' });
    change.events.push({ kind: 'auto', payload: { seat: seat.seat, action: action.type, reason: 'sittingOut' } });
  }
}

/**
 * What the server does for a player who is not there: muck a beaten hand at the showdown; check when it costs nothing
 * (no rule lets a free check be folded), else fold.
 */
function absentDecision(record: TableRecord, seat: TableSeat): PlayerAction {
  if (record.hand.state.phase === 'showdown') return { type: 'muck' };
  const position = positionOfSeat(record.hand, seat.seat);
  return { type: legalActions(record.hand.state, position).some((action) => action.type === 'check') ? 'check' : 'fold' };
}

/**
 * A completed hand: stacks written back to the seats, players who asked to leave sit out from now on, and the players
 * who lost their last chip are out of the tournament (their entries busted, with the stacks they began the hand with,
 * for the director to place). The next hand waits for the pause; whether it is dealt is decided then (table-boundary).
 */
async function completeHand(change: TableChange): Promise<void> {
  const { record, at, timings } = change;
  const { hand } = record;
  const before = new Map(record.seats.map((seat) => [seat.seat, seat]));
  record.seats = seatsAfterHand(record.seats, hand);
  for (const seat of record.seats) {
    if (!seat.leaveAfterHand) continue;
    seat.leaveAfterHand = false;
    seat.sittingOut = true;
  }
  const busted = record.seats.filter((seat) => seat.busted && !before.get(seat.seat)!.busted);
  await bustEntries(change.tx, {
    tournamentId: record.tournamentId,
    busted: busted.map((seat) => ({ userId: seat.userId, startStack: before.get(seat.seat)!.stack })),
    // Hand-for-hand, the players busted in one round share their places across tables (TDA); else one hand's busts.
    group: hand.round === undefined ? `${record.id}:${hand.number}` : `round:${hand.round}`,
    at,
  });
  change.events.push({ kind: 'hand:completed', payload: { handNumber: hand.number, result: hand.state.result, seats: record.seats } });
  // On record in the transaction that completes it: a hand is in the history exactly when the table says it ended.
  await recordHand(change.tx, finishedHandOf(record, hand, at));
  // The director has work after a hand only when a player busted (places, balance, breaks, the finish) or a round of
  // hand-for-hand may be over; its scheduled pass looks at every tournament in play anyway.
  if (busted.length > 0 || hand.round !== undefined) change.directorDue = true;
  // Committed to now, so the players may give their seeds during the pause (with no pause it is dealt without them).
  hand.nextDeal = commitDeal(record.id, hand.number + 1);
  hand.nextHandAt = new Date(at.getTime() + timings.handPauseMs).toISOString();
}

/**
 * The next hand, at the level in force (a new level fills every time bank again): players who asked sit out from
 * it, every seat with chips is dealt in (those who sit out post and fold), and the first to act gets their clock.
 */
export async function dealNextHand(change: TableChange): Promise<void> {
  const { record, at, timings } = change;
  if (!(await readyToDeal(change))) return;
  const previous = record.hand;
  const { level } = clockOf(record, at);
  if (level.level !== previous.level.level) record.levelStartedAt = at;
  for (const seat of record.seats) {
    if (level.level !== previous.level.level) seat.timeBankMs = timings.timeBankMs;
    if (seat.sitOutNextHand) {
      seat.sitOutNextHand = false;
      seat.sittingOut = true;
    }
  }
  const number = previous.number + 1;
  // A hand committed to before this process kept deals has none waiting: it is committed to now, seeds or not.
  const committed = previous.nextDeal?.handNumber === number;
  const seeds = committed ? await takeSeeds(change.tx, record.id, number, at) : [];
  record.hand = dealHand({
    seats: record.seats,
    variant: VARIANTS[record.gameType],
    level,
    number,
    previous: previous.positions,
    firstButtonSeat: previous.positions.buttonSeat + 1,
    pending: committed ? previous.nextDeal : commitDeal(record.id, number),
    seeds,
  });
  if (record.handForHandRound !== null) record.hand.round = record.handForHandRound;
  record.hand.dealtAt = at.toISOString();
  change.events.push({ kind: 'hand:dealt', payload: handDealtPayload(record) });
  await settle(change);
}

/**
 * The acting player's clock and time bank ran out: the server checks for them when they may, else folds; their
 * time bank is spent; a second timeout in a row sits them out. A showdown choice left to the clock is a muck, the
 * default, and counts as no timeout.
 */
export async function timeOut(change: TableChange): Promise<void> {
  const seat = actingSeat(change.record)!;
  const action = absentDecision(change.record, seat);
  if (action.type !== 'muck') {
    seat.timeBankMs = 0;
    seat.timeouts += 1;
    if (seat.timeouts >= TIMEOUTS_TO_SIT_OUT) seat.sittingOut = true;
  }
  change.events.push({ kind: 'auto', payload: { seat: seat.seat, action: action.type, reason: 'timeout' } });
  await decide(change, seat, action, 'timeout');
}

/**
 * The player left the room or the tournament: in a tournament the stack stays in play (TDA: a player who walks away
 * is blinded out), so the seat sits out until the player comes back or busts (sitOutNow).
 */
export async function seatLeft(change: TableChange, seat: TableSeat): Promise<void> {
  change.events.push({ kind: 'seat:left', userId: seat.userId, payload: { seat: seat.seat, stack: seat.stack } });
  await sitOutNow(change, seat);
}

/** The seat sits out from now: holding cards, the player is checked or folded when their turn comes — now, if it is theirs. */
export async function sitOutNow(change: TableChange, seat: TableSeat): Promise<void> {
  seat.sittingOut = true;
  if (actingSeat(change.record)?.seat === seat.seat) {
    change.events.push({ kind: 'auto', payload: { seat: seat.seat, action: absentDecision(change.record, seat).type, reason: 'sittingOut' } });
    await decide(change, seat, absentDecision(change.record, seat), 'sittingOut');
    return;
  }
  change.frames.push(publicFrame(change));
}

/**
 * The room's game was ended: the table is finished. A hand in play is void: every seat keeps the chips it had before
 * it (the seat map's stacks), so no chip is lost, and the hand is on record as void.
 */
export async function endGame(change: TableChange): Promise<void> {
  const { record } = change;
  record.status = 'finished';
  const voided = !handComplete(record.hand.state);
  record.hand.clock = null;
  record.hand.nextHandAt = null;
  if (voided) {
    const hand = voidedHandOf(record, record.hand, change.at);
    // A table ended before its first cards has nothing to record.
    if (hand.players.length >= 2) await recordHand(change.tx, hand);
  }
  change.events.push({ kind: 'table:finished', payload: { reason: 'gameEnded', voidedHand: voided ? record.hand.number : null } });
  change.frames.push(publicFrame(change));
}

/** What the table must do at `at`, if anything: deal the next hand, or act for a player whose time is up. */
export function dueWork(record: TableRecord, at: Date): 'deal' | 'timeout' | null {
  const due = dueAt(record);
  if (!due || due.getTime() > at.getTime()) return null;
  return record.hand.nextHandAt ? 'deal' : 'timeout';
}

/** Enough to deal the hand again exactly: its number, level, positions and the engine's state with the deck. */
export function handDealtPayload(record: TableRecord) {
  const { number, level, positions, state } = record.hand;
  // A copy as dealt: the event is written when the change ends, and a seat that sits out may fold in the same change.
  return structuredClone({ handNumber: number, level, positions, state });
}

/** Frames of a change that is only a new state of the seats (presence, a box ticked): the public view, privates. */
export async function seatChangeFrames(change: TableChange): Promise<ChannelFrame[]> {
  change.frames.push(publicFrame(change));
  return commitChange(change);
}
