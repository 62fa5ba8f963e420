import { randomInt } from 'node:crypto';
import { positionsForNextHand } from 'poker-engine';
import { playClock } from 'shared-events/contracts';
import { findLiveEntry, receiveEntries, sendEntry } from '../tournaments/entries.repository';
import { handForHandRoundOf } from '../tournaments/tournaments.repository';
import { clockFactsOf } from '../tournaments/clock-facts';
import { lockPendingMovesFrom, markMoveApplied, type TableMoveRow } from '../tournaments/table-moves.repository';
import { publicFrame } from './table-frames';
import { inPlay, newSeat, TABLE_SEATS, type TableSeat } from './table-model';
import type { TableChange } from './table-flow';
import type { TableRecord } from './tables.repository';

/** How often a table short of players looks again for arrivals (the director also sends them). */
export const IDLE_RECHECK_MS = 1_000;

/** The tournament clock of a table's tournament (standing still while it is paused). */
export const clockOf = (record: Pick<TableRecord, 'startsAt' | 'levelSeconds' | 'breakMinutes' | 'structure' | 'pausedAt' | 'pausedMs'>, at: Date) =>
  playClock(clockFactsOf(record, at), at);

/**
 * Between two hands, before the next deal (issue #23): the players busted in the last hand leave the seat map (their
 * entries are out, placed by the director); the players sent here take their seats with the stack, time bank and
 * sit-out state they had; the moves from this table are applied: an admin's first (each names its player), then the
 * director's (a player sent to balance the tables is the one who would be big blind next, TDA 2024 rule 10; a table
 * that breaks sends everyone, by random draw of the seats reserved for them); then the table deals only if the tournament is neither paused nor on its break and it has
 * two players with chips.
 * Returns false when it must not deal now (it has set when to look again, or it is finished).
 */
export async function readyToDeal(change: TableChange): Promise<boolean> {
  const { tx, record, at } = change;
  record.seats = record.seats.filter((seat) => !seat.busted);
  // Players on their way here sit down first: a table that breaks sends them on with everyone else (the director
  // counted them when it reserved the seats for the break).
  const { arrived: arrivals, sentBack } = await receiveEntries(tx, record.id, TABLE_SEATS - record.seats.length);
  for (const { entryId, userId } of sentBack) {
    change.events.push({ kind: 'seat:sentBack', userId, payload: { entryId, reason: 'no free seat' } });
    change.directorDue = true;
  }
  for (const arrival of arrivals) {
    const seat = freeSeat(record, arrival.seat);
    const arrived = newSeat(seat, arrival.userId, arrival.stack, arrival.timeBankMs ?? change.timings.timeBankMs);
    arrived.entryId = arrival.entryId;
    arrived.sittingOut = arrival.sittingOut;
    record.seats.push(arrived);
    change.events.push({ kind: 'seat:arrived', userId: arrival.userId, payload: { seat, stack: arrival.stack, entryId: arrival.entryId } });
  }
  record.seats.sort((a, b) => a.seat - b.seat);
  await readProfiles(
    change,
    arrivals.map((arrival) => arrival.userId),
  );
  const moves = await lockPendingMovesFrom(tx, record.id);
  if (moves.length + arrivals.length > 0) change.directorDue = true;
  // An admin's move names its player: sent first, so that the director's moves choose among the others.
  for (const move of moves.filter((candidate) => candidate.user_id !== null)) {
    const named = record.seats.find((seat) => seat.userId === move.user_id && inPlay(seat));
    await sendOne(change, move, named);
  }
  const directed = moves.filter((move) => move.user_id === null);
  if (directed.some((move) => move.reason === 'break')) {
    await breakTable(change, directed);
    return false;
  }
  for (const move of directed) await sendOne(change, move, nextBigBlind(record));
  // Paused by an operator: nothing is due until the resume wakes the table (table-pause.ts). The pause changed every
  // playing table's row, so a state at the table's current version holds it.
  if (record.pausedAt) return wait(change, null);
  const clock = clockOf(record, at);
  if (clock.breakEndsAt) return wait(change, clock.breakEndsAt);
  if (record.seats.filter((seat) => inPlay(seat) && seat.stack > 0).length < 2) return wait(change, new Date(at.getTime() + IDLE_RECHECK_MS));
  // Hand-for-hand (TDA): a table that played this round's hand waits until every table has played theirs. Read now:
  // the director changes it in the tournament's row, which a cached table state does not follow.
  const round = (record.handForHandRound = await handForHandRoundOf(tx, record.tournamentId));
  if (round !== null && record.hand.round !== undefined && record.hand.round >= round) return wait(change, new Date(at.getTime() + IDLE_RECHECK_MS));
  return true;
}

function wait(change: TableChange, until: Date | null): false {
  const { hand } = change.record;
  hand.clock = null;
  hand.nextHandAt = until?.toISOString() ?? null;
  change.frames.push(publicFrame(change));
  return false;
}

/** The seat that would post the big blind in the next hand (TDA: the player moved to balance is the next big blind). */
function nextBigBlind(record: TableRecord): TableSeat | undefined {
  const live = record.seats.filter((seat) => inPlay(seat) && seat.stack > 0);
  if (live.length < 2) return live[0];
  const occupied = Array.from({ length: TABLE_SEATS }, (_, index) => live.some((seat) => seat.seat === index + 1));
  const positions = positionsForNextHand(occupied, record.hand.positions, record.hand.positions.buttonSeat);
  return live.find((seat) => seat.seat === positions.bigBlindSeat + 1);
}

/** A table that breaks: every player goes to one of the seats reserved for them, by random draw; the table is finished. */
async function breakTable(change: TableChange, moves: TableMoveRow[]): Promise<void> {
  const { record } = change;
  const players = record.seats.filter((seat) => inPlay(seat));
  const pending = [...moves];
  while (players.length > 0 && pending.length > 0) {
    const [player] = players.splice(randomInt(players.length), 1);
    await sendOne(change, pending.shift()!, player);
  }
  for (const move of pending) await markMoveApplied(change.tx, move.id, null, change.at);
  if (players.length > 0) throw new Error(`table ${record.id} breaks with ${players.length} player(s) and no seat reserved for them`);
  change.directorDue = true;
  record.status = 'finished';
  record.hand.clock = null;
  record.hand.nextHandAt = null;
  change.events.push({ kind: 'table:finished', payload: { reason: 'broken' } });
  change.frames.push(publicFrame(change));
}

/** Sends `seat`'s player (with their chips) to the move's table and seat; the move is done. */
async function sendOne(change: TableChange, move: TableMoveRow, seat: TableSeat | undefined): Promise<void> {
  const { tx, record, at } = change;
  if (!seat) {
    await markMoveApplied(tx, move.id, null, at);
    return;
  }
  const entryId = seat.entryId ?? (await findLiveEntry(tx, record.tournamentId, seat.userId))?.id;
  if (entryId === undefined) throw new Error(`table ${record.id}: seat ${seat.seat} has no live entry`);
  await sendEntry(tx, {
    entryId,
    tableId: move.to_table_id,
    seat: move.to_seat,
    stack: seat.stack,
    timeBankMs: seat.timeBankMs,
    sittingOut: seat.sittingOut,
  });
  await markMoveApplied(tx, move.id, entryId, at);
  record.seats = record.seats.filter((other) => other !== seat);
  change.events.push({
    kind: 'seat:moved',
    userId: seat.userId,
    payload: { seat: seat.seat, stack: seat.stack, toTableId: move.to_table_id, toSeat: move.to_seat, reason: move.reason },
  });
  change.moved.push({ userId: seat.userId, fromTableId: record.id, toTableId: move.to_table_id, toSeat: move.to_seat });
}

/** The reserved seat, or (should another have taken it) the first free one. */
function freeSeat(record: TableRecord, wanted: number): number {
  const taken = new Set(record.seats.map((seat) => seat.seat));
  if (!taken.has(wanted)) return wanted;
  for (let seat = 1; seat <= TABLE_SEATS; seat += 1) if (!taken.has(seat)) return seat;
  throw new Error(`table ${record.id} has no free seat for an arriving player`);
}

/** The names and avatars of players who just arrived, for the views. */
async function readProfiles(change: TableChange, userIds: number[]): Promise<void> {
  const missing = userIds.filter((userId) => !change.record.players.has(userId));
  if (missing.length === 0) return;
  const { rows } = await change.tx.query<{ id: number; username: string; avatar: string | null }>(
    'SELECT id, username, avatar FROM users WHERE id = ANY($1::int[])',
    [missing],
  );
  for (const row of rows) change.record.players.set(row.id, { username: row.username, avatar: row.avatar });
}
