import { computeTournamentStatus, isLobbyOpen } from 'shared-events/contracts';
import type { ChangeHook, Queryable } from '../db/database';
import { tournamentTimes } from '../tournaments/tournament-dto';
import { findTournamentRow } from '../tournaments/tournaments.repository';
import { isRetryable, leaveSeat } from './room-seats';
import type { RoomHooks } from './room-state';
import { publishRoomsUpdate, type RoomServices } from './rooms-events';
import {
  findLobbyPlayersToSeat,
  findMembersByRoom,
  findMonitoredTournaments,
  insertRoom,
  lockActiveRooms,
  seatMember,
  setMonitoring,
  setRoomState,
  settleHost,
} from './rooms.repository';
import { markSeated } from '../tournaments/registrations.repository';
import { isJoinWindowOpen, planRebalance, seatPlayers } from './seating';

/** What one pass of the monitor changed in a tournament's rooms. */
export interface RoomsMonitorChange {
  tournamentId: number;
  /** Rooms created for lobby players. */
  created: number;
  /** Lobby players seated. */
  seated: number;
  /** Players moved out of rooms that broke. */
  moved: number;
  /** Rooms broken (now cancelled). */
  disbanded: number;
}

const MAX_ATTEMPTS = 3;

/** The rooms' services, with the other domains' hooks: a table hears of each seat the monitor empties and each game it ends. */
export type MonitorServices = RoomServices & Required<Pick<RoomHooks, 'seatLeaveHooks' | 'gameEndHooks'>>;

/** What one pass's hooks do once its transaction has committed (a table's frames). */
type AfterCommit = (() => void)[];

const hasChanges = (change: RoomsMonitorChange) => change.created + change.seated + change.moved + change.disbanded > 0;

/**
 * One pass over a tournament's rooms, in one transaction under the tournament's row lock and its rooms'
 * locks (so two processes, or a pass and a trigger-creation call, cannot seat anyone twice):
 * seat lobby players during the join window, then break waiting rooms down to
 * 4 players when the other tables have the seats. Nothing happens outside the lobby's open period.
 */
export async function monitorTournament(services: MonitorServices, tournamentId: number, at: Date = services.now()): Promise<RoomsMonitorChange> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const told: AfterCommit = [];
      const change = await monitorPass(services, tournamentId, at, told);
      told.forEach((run) => run());
      if (hasChanges(change)) await publishRoomsUpdate(services, tournamentId);
      return change;
    } catch (error) {
      if (attempt === MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

function monitorPass(services: MonitorServices, tournamentId: number, at: Date, told: AfterCommit): Promise<RoomsMonitorChange> {
  return services.db.transaction(async (tx) => {
    // A retried transaction runs the hooks again: only the committed attempt's are done.
    told.length = 0;
    const result: RoomsMonitorChange = { tournamentId, created: 0, seated: 0, moved: 0, disbanded: 0 };
    const tournament = await findTournamentRow(tx, tournamentId, { lock: 'FOR NO KEY UPDATE' });
    if (!tournament || !isLobbyOpen(tournamentTimes(tournament), at)) return result;
    await lockActiveRooms(tx, tournamentId);
    if (isJoinWindowOpen(tournamentTimes(tournament), at)) Object.assign(result, await seatLobbyPlayers(tx, tournamentId, at));
    Object.assign(result, await breakShortTables(services, tx, tournamentId, at, told));
    return result;
  });
}

/**
 * The periodic job (the scheduler runs it every few seconds): a pass over every monitored tournament whose rooms may
 * need one (one query says which; the pass checks again under its locks). Monitoring of a tournament that ended, was
 * cancelled or deleted switches itself off. Returns the tournaments whose rooms changed; one tournament failing does
 * not stop the others.
 */
export async function monitorRooms(services: MonitorServices, now: Date = services.now()): Promise<RoomsMonitorChange[]> {
  const changes: RoomsMonitorChange[] = [];
  const failures: unknown[] = [];
  for (const { tournamentId, tournament, ...may } of await findMonitoredTournaments(services.db)) {
    try {
      const times = tournament && tournamentTimes(tournament);
      const status = times && computeTournamentStatus(times, now);
      if (!times || !status || status === 'completed' || status === 'cancelled') {
        await setMonitoring(services.db, tournamentId, false, now);
        continue;
      }
      const seating = may.lobbyPlayers && isJoinWindowOpen(times, now);
      if (!isLobbyOpen(times, now) || !(seating || may.shortTable)) continue;
      const change = await monitorTournament(services, tournamentId, now);
      if (hasChanges(change)) changes.push(change);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `room monitor failed for ${failures.length} tournament(s)`);
  return changes;
}

/** Empties a seat and tells the other domains (a playing table folds the player out of its game). */
async function leaveSeatAndTell(services: MonitorServices, tx: Queryable, roomId: number, userId: number, at: Date, told: AfterCommit) {
  if (!(await leaveSeat(tx, roomId, userId, at))) return;
  for (const hook of services.seatLeaveHooks) told.push(await hook(tx, roomId, userId, at));
}

async function seatLobbyPlayers(tx: Queryable, tournamentId: number, at: Date): Promise<{ created: number; seated: number }> {
  const players = await findLobbyPlayersToSeat(tx, tournamentId);
  if (players.length === 0) return { created: 0, seated: 0 };
  const waitingRooms = (await lockActiveRooms(tx, tournamentId))
    .filter((room) => room.room_state === 'waiting')
    .map((room) => ({ id: room.id, membersCount: room.members_count, maxMembers: room.max_members }));
  const plan = seatPlayers(players, waitingRooms);
  for (const [roomId, userIds] of plan.intoExisting) await seatAll(tx, tournamentId, roomId, userIds, at);
  for (const userIds of plan.newRooms) {
    // The first player seated hosts the room, so someone can start the game.
    const room = await insertRoom(tx, { tournamentId, passwordHash: null, createdBy: userIds[0], at });
    await seatAll(tx, tournamentId, room.id, userIds, at);
  }
  await markSeated(tx, tournamentId, players, at);
  return { created: plan.newRooms.length, seated: players.length };
}

async function breakShortTables(
  services: MonitorServices,
  tx: Queryable,
  tournamentId: number,
  at: Date,
  told: AfterCommit,
): Promise<{ moved: number; disbanded: number }> {
  // Only rooms still waiting: a playing table breaks through the tournament's director, with the players' stacks.
  const rooms = (await lockActiveRooms(tx, tournamentId)).filter((room) => room.room_state === 'waiting');
  const members = await findMembersByRoom(
    tx,
    rooms.map((room) => room.id),
  );
  const plan = planRebalance(
    rooms.map((room) => ({ id: room.id, members: members.get(room.id)!, maxMembers: room.max_members, peakMembers: room.peak_members })),
  );
  for (const move of plan.moves) {
    await leaveSeatAndTell(services, tx, move.fromRoomId, move.userId, at, told);
    await seatAll(tx, tournamentId, move.toRoomId, [move.userId], at, { onlyIfWaiting: false });
  }
  for (const roomId of plan.disband) await setRoomState(tx, roomId, 'cancelled', at);
  return { moved: plan.moves.length, disbanded: plan.disband.length };
}

/** Seats players the plan gave seats to; the locks held make a refused seat a bug, not a race. */
async function seatAll(tx: Queryable, tournamentId: number, roomId: number, userIds: number[], at: Date, options = { onlyIfWaiting: true }) {
  for (const userId of userIds) {
    if (!(await seatMember(tx, { roomId, tournamentId, userId, at, onlyIfWaiting: options.onlyIfWaiting }))) {
      throw new Error(`room ${roomId} refused a seat the monitor planned for user ${userId}`);
    }
  }
  await settleHost(tx, roomId);
}

/** A tournament's monitoring, as the admin's answer and the audit trail show it. */
export interface MonitoringState {
  tournamentId: number;
  monitoring: boolean;
}

/**
 * Turns a tournament's monitoring on or off; `audit` (an admin's request: security/admin-audit-trail.ts) records the
 * change in its transaction, with the state before.
 */
async function setMonitoringAudited(
  services: RoomServices,
  tournamentId: number,
  active: boolean,
  audit?: ChangeHook<MonitoringState>,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ active: boolean }>('SELECT active FROM room_monitoring WHERE tournament_id = $1 FOR UPDATE', [tournamentId]);
    await setMonitoring(tx, tournamentId, active, services.now());
    await audit?.(tx, { tournamentId, monitoring: rows[0]?.active ?? false }, { tournamentId, monitoring: active });
  });
}

export async function startMonitoring(
  services: MonitorServices,
  tournamentId: number,
  audit?: ChangeHook<MonitoringState>,
): Promise<RoomsMonitorChange> {
  await setMonitoringAudited(services, tournamentId, true, audit);
  return monitorTournament(services, tournamentId);
}

export async function stopMonitoring(services: RoomServices, tournamentId: number, audit?: ChangeHook<MonitoringState>): Promise<void> {
  await setMonitoringAudited(services, tournamentId, false, audit);
}
