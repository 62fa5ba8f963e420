import type { ChannelFrame, TableActRequest, TableSeedRequest } from 'shared-events/contracts';
import type { PlayerAction } from 'poker-engine';
import type { Database, Queryable } from '../db/database';
import type { SessionClaims } from '../realtime/gateway';
import {
  actingSeat,
  beginChange,
  commitChange,
  decide,
  dueAt,
  endGame,
  seatChangeFrames,
  seatLeft,
  sitOutNow,
  TableMovedOn,
  type TableChange,
} from './table-flow';
import { mayShowAfterHand, positionOfSeat, type TableSeat } from './table-model';
import { seedSeat } from './table-deals';
import { keepSeed, seedFacts } from './deal-seeds.repository';
import { refuseAt } from './table-refusals';
import { showAfterHand } from './table-show-after-hand';
import type { TableTimings } from '../config';
import { findActionResult, findTable, type TableCache, type TableEvent, type TableRecord } from './tables.repository';

/** What an applied action answers (and a replay of its actionId answers again). */
export interface TableActResult {
  handNumber: number;
  /** The table channel's seq of the last frame the action sent: the view it led to. */
  seq: number;
}

/**
 * What a change that a player asked for leads to: frames to send after the commit, when the table is next due, and the
 * table as the change wrote it (for the cache, once committed).
 */
export interface TableOutcome<Result> {
  result: Result;
  frames: ChannelFrame[];
  dueAt: Date | null;
  table?: TableRecord;
  /** The change completed a hand or moved players: the tournament's director should look (after the commit). */
  directorDue?: boolean;
}

/** The engine's form of a player's request (also read again from the table's events: table-log-events.ts). */
export function engineAction(request: TableActRequest): PlayerAction {
  if (request.action === 'bet' || request.action === 'raise') return { type: request.action, amount: request.amount ?? -1 };
  return { type: request.action };
}

/** A player's decision as the gateway passes it on (see actAtTable). */
export interface ActRequest {
  userId: number;
  actionId: string;
  payload: TableActRequest;
  at: Date;
  timings: TableTimings;
  cache?: TableCache;
  session?: SessionClaims;
}

/**
 * Makes the decision in `change` (a hand completed: the winner's cards shown after it), logged with its actionId
 * and the result it answers (the seq of the change's last frame).
 */
async function makeDecision(change: TableChange, seat: TableSeat, { actionId, userId, payload }: ActRequest): Promise<TableActResult> {
  const action: TableEvent = { kind: 'action', actionId, userId, payload: { seat: seat.seat, request: payload } };
  change.events.push(action);
  if (change.record.hand.state.phase === 'complete') await showAfterHand(change, seat);
  else await decide(change, seat, engineAction(payload), null);
  const result: TableActResult = { handNumber: payload.handNumber, seq: change.frames[change.frames.length - 1].seq };
  action.payload = { ...(action.payload as object), result };
  return result;
}

/**
 * One player's decision, in one transaction with the table's row locked: the request must be for the current hand and
 * the table's last frame (else STALE_TABLE_STATE), the seat the user's and the turn theirs (NOT_YOUR_TURN), and the
 * engine must accept it (its refusal code and sentence pass through). After a hand won uncontested, its winner may show
 * their cards (CANNOT_SHOW_NOW for anyone else, or twice). A replayed actionId answers its first result and
 * changes nothing: an applied action always sent a frame, so its replay is always stale, and the log is looked up only
 * then. The action is logged with its actionId, then the hand moves on (table-flow). Any process may apply a player's
 * decision: the row lock orders them; only the table's owner runs its clocks. With `session` (the gateway left the
 * database's half of the session check to the action), the locking statement checks it first (AUTHENTICATION_REQUIRED).
 */
export async function actAtTable(db: Database, request: ActRequest): Promise<TableOutcome<TableActResult>> {
  const { userId, actionId, payload, at, timings, cache, session } = request;
  const known = cache && (await actOnKnownTable(db, { ...request, cache }));
  if (known) return known;
  return db.transaction(async (tx) => {
    const record = await findTable(tx, payload.tableId, { lock: true, cache, session });
    if (!record) throw refuseAt('TABLE_NOT_FOUND');
    const seat = record.seats.find((s) => s.userId === userId);
    const refusal = refusalOf(record, seat, payload);
    if (refusal) {
      const replayed = (await findActionResult(tx, record.id, actionId)) as TableActResult | undefined;
      if (replayed) return { result: replayed, frames: [], dueAt: dueAt(record) };
      throw refuseAt(refusal);
    }

    const change = beginChange(tx, record, at, timings);
    const result = await makeDecision(change, seat!, request);
    return { result, frames: await commitChange(change), dueAt: dueAt(record), table: record, directorDue: change.directorDue };
  });
}

/**
 * Most decisions in one statement and no transaction: the decision is made on the state this process last knew of
 * the table (its cache), and written only if the row is still at that version (writeTable's guard, which checks the
 * session too). Undefined, and nothing written, whenever the locked path must decide: the table is not known here or
 * changed since, the request would be refused (so that a refusal, and a replay, are judged on the locked row), or
 * the decision needs statements of its own (a hand completed: its record, the busts, the next deal).
 */
async function actOnKnownTable(db: Database, request: ActRequest & { cache: TableCache }): Promise<TableOutcome<TableActResult> | undefined> {
  const { userId, payload, at, timings, cache, session } = request;
  const record = cache.latest(payload.tableId);
  if (!record || record.hand.state.phase === 'complete') return undefined;
  const seat = record.seats.find((s) => s.userId === userId);
  if (refusalOf(record, seat, payload)) return undefined;
  const guard = { version: record.version, channelSeq: record.channelSeq, session };
  const change = beginChange(NO_STATEMENTS, record, at, timings);
  let result: TableActResult;
  try {
    result = await makeDecision(change, seat!, request);
  } catch {
    // The engine's refusal, or a decision that needs a transaction: the locked path decides again.
    return undefined;
  }
  change.tx = db;
  try {
    return { result, frames: await commitChange(change, guard), dueAt: dueAt(record), table: record, directorDue: change.directorDue };
  } catch (error) {
    if (error instanceof TableMovedOn) return undefined;
    throw error;
  }
}

/** The handle of a change that must not run statements: any statement refuses, and the change is made again under the lock. */
const NO_STATEMENTS: Queryable = {
  query: () => Promise.reject(new Error('a decision made without the lock ran a statement')),
  exec: () => Promise.reject(new Error('a decision made without the lock ran a statement')),
};

/** Why the table refuses a decision before the engine sees it, if it does. */
function refusalOf(record: TableRecord, seat: TableSeat | undefined, payload: TableActRequest) {
  if (record.status !== 'playing') return 'TABLE_FINISHED' as const;
  if (!seat) return 'NOT_SEATED' as const;
  if (payload.handNumber !== record.hand.number || payload.seq !== record.channelSeq) return 'STALE_TABLE_STATE' as const;
  if (record.hand.state.phase === 'complete' && payload.action === 'show')
    return mayShowAfterHand(record.hand, positionOfSeat(record.hand, seat.seat)) ? undefined : ('CANNOT_SHOW_NOW' as const);
  if (actingSeat(record)?.seat !== seat.seat) return 'NOT_YOUR_TURN' as const;
  return undefined;
}

/**
 * A player's seed for the committed next hand (table-deals.ts seedSeat says which may be given). It changes no view,
 * takes no lock and does not rewrite the table: the table is read as it is, and the seed is a row of its own, written
 * in one statement whose key keeps one seed per seat and none once the deal has come (deal-seeds.repository.ts).
 */
export async function seedAtTable(db: Database, request: { userId: number; payload: TableSeedRequest; at: Date }): Promise<{ handNumber: number }> {
  const { userId, payload, at } = request;
  const table = await seedFacts(db, payload.tableId);
  if (!table) throw refuseAt('TABLE_NOT_FOUND');
  const taken = seedSeat(table, userId, payload);
  if (typeof taken === 'string') throw refuseAt(taken);
  const kept = await keepSeed(db, { tableId: payload.tableId, handNumber: payload.handNumber, seat: taken.seat, userId, seed: payload.seed, at });
  if (kept !== 'kept') throw refuseAt(kept);
  return { handNumber: payload.handNumber };
}

export type SeatFlag = 'sitOutNextHand' | 'leaveAfterHand' | 'back' | 'sitOut';

/**
 * A player's own box: sit out from the next hand, leave (sit out for good) after this one, or come back; or the
 * operator's `sitOut` (a suspension; its value is not read): sitting out from now, a hand in play checked or folded for
 * them as for any seat that sits out (sitOutNow). Setting a box to what it already is changes nothing and sends
 * nothing. Coming back clears the timeouts and the boxes; it takes effect at once (a player still holding cards plays
 * them on).
 */
export async function setSeatFlag(
  db: Database,
  request: { userId: number; tableId: number; flag: SeatFlag; value: boolean; at: Date; timings: TableTimings },
): Promise<TableOutcome<{ value: boolean }>> {
  const { userId, tableId, flag, value, at, timings } = request;
  return db.transaction(async (tx) => {
    const record = await findTable(tx, tableId, { lock: true });
    if (!record) throw refuseAt('TABLE_NOT_FOUND');
    if (record.status !== 'playing') throw refuseAt('TABLE_FINISHED');
    const seat = record.seats.find((s) => s.userId === userId && !s.busted);
    if (!seat) throw refuseAt('NOT_SEATED');
    const before = JSON.stringify(seat);
    if (flag === 'back') {
      Object.assign(seat, { sittingOut: false, timeouts: 0, sitOutNextHand: false, leaveAfterHand: false });
    } else if (flag === 'sitOut') {
      seat.sittingOut = true;
    } else {
      seat[flag] = value;
    }
    const unchanged = JSON.stringify(seat) === before;
    if (unchanged) return { result: { value }, frames: [], dueAt: dueAt(record) };
    const change = beginChange(tx, record, at, timings);
    change.events.push({ kind: `seat:${flag}`, userId, payload: { seat: seat.seat, value } });
    if (flag === 'sitOut') await sitOutNow(change, seat);
    const frames = flag === 'sitOut' ? await commitChange(change) : await seatChangeFrames(change);
    return { result: { value }, frames, dueAt: dueAt(record), table: record, directorDue: change.directorDue };
  });
}

/** A member left the room (in the rooms' transaction): see seatLeft. Nothing when the table is not playing or they have no seat. */
export async function leaveTable(
  tx: Queryable,
  request: { tableId: number; userId: number; at: Date; timings: TableTimings },
): Promise<TableOutcome<undefined> | undefined> {
  const record = await findTable(tx, request.tableId, { lock: true });
  const seat = record?.seats.find((s) => s.userId === request.userId && !s.left);
  if (!record || !seat || record.status !== 'playing') return undefined;
  const change = beginChange(tx, record, request.at, request.timings);
  await seatLeft(change, seat);
  return { result: undefined, frames: await commitChange(change), dueAt: dueAt(record), table: record, directorDue: change.directorDue };
}

/** The room's game ended (in the rooms' transaction): see endGame. */
export async function endTable(
  tx: Queryable,
  request: { tableId: number; at: Date; timings: TableTimings },
): Promise<TableOutcome<undefined> | undefined> {
  const record = await findTable(tx, request.tableId, { lock: true });
  if (!record || record.status !== 'playing') return undefined;
  const change = beginChange(tx, record, request.at, request.timings);
  await endGame(change);
  return { result: undefined, frames: await commitChange(change), dueAt: dueAt(record), table: record, directorDue: change.directorDue };
}

/**
 * The tournament closes a table between hands (issue #23): the last table once one player holds every chip, or a
 * table nobody sits at any more. Nothing when it is not playing; a hand in play is a bug of the caller (the director
 * finishes a table only when its hand is complete).
 */
export async function finishTable(
  tx: Queryable,
  request: { tableId: number; at: Date; timings: TableTimings; reason: 'won' | 'empty'; winnerUserId?: number },
): Promise<TableOutcome<undefined> | undefined> {
  const record = await findTable(tx, request.tableId, { lock: true });
  if (!record || record.status !== 'playing') return undefined;
  if (record.hand.state.phase !== 'complete') throw new Error(`table ${record.id}: finished in the middle of hand ${record.hand.number}`);
  const change = beginChange(tx, record, request.at, request.timings);
  record.seats = record.seats.filter((seat) => !seat.busted || seat.userId === request.winnerUserId);
  record.status = 'finished';
  record.hand.clock = null;
  record.hand.nextHandAt = null;
  change.events.push({ kind: 'table:finished', payload: { reason: request.reason, winnerUserId: request.winnerUserId ?? null } });
  return { result: undefined, frames: await seatChangeFrames(change), dueAt: dueAt(record), table: record };
}
