import {
  computeDynamicStatus,
  computeTournamentStatus,
  isLobbyOpen,
  ROOM_MESSAGES,
  tournamentClock,
  type MonitoringResponse,
  type RoomDetailResponse,
  type RoomSearchResponse,
  type RoomStatsResponse,
  type TournamentRoomsResponse,
  type TriggerCreationResponse,
} from 'shared-events/contracts';
import type { ChangeHook, Queryable } from '../db/database';
import { errors } from '../errors';
import { parseId } from '../http/id-params';
import { tournamentTimes } from '../tournaments/tournament-dto';
import { findTournamentRow, type TournamentRow } from '../tournaments/tournaments.repository';
import type { UserRow } from '../auth/users.repository';
import { monitorTournament, startMonitoring, stopMonitoring, type MonitoringState, type MonitorServices } from './room-monitor';
import { loadRoom, loadRooms, roomStats, tournamentRoomsView } from './room-views';
import type { RoomServices } from './rooms-events';
import { findRegistrationState } from '../tournaments/registrations.repository';

/** The rooms of a tournament, the monitoring switches and a room's detail: the rules behind /api/rooms. */

async function existingTournament(q: Queryable, tournamentId: number): Promise<TournamentRow> {
  const tournament = await findTournamentRow(q, tournamentId);
  if (!tournament) throw errors.tournamentNotFound();
  return tournament;
}

function assertAdmin(user: UserRow): void {
  if (user.role !== 'admin') throw errors.adminRequired();
}

/**
 * Search by label, id or tournament name, within one tournament when `tournamentId` is given (blank: every
 * tournament). It is a filter, not a lookup: an id no tournament can have matches no room rather than a 404.
 */
export async function searchRooms(q: Queryable, searchTerm: string, tournamentId: string): Promise<RoomSearchResponse> {
  if (tournamentId === '') return { rooms: await loadRooms(q, { searchTerm }) };
  const id = parseId(tournamentId);
  return { rooms: id === undefined ? [] : await loadRooms(q, { searchTerm, tournamentId: id }) };
}

export async function tournamentRooms(q: Queryable, tournamentId: number): Promise<TournamentRoomsResponse> {
  const tournament = await existingTournament(q, tournamentId);
  return tournamentRoomsView(q, tournament.id);
}

export async function tournamentRoomStats(q: Queryable, tournamentId: number): Promise<RoomStatsResponse> {
  const tournament = await existingTournament(q, tournamentId);
  const stats = roomStats(await loadRooms(q, { tournamentId: tournament.id }));
  return { ...stats, stats, tournamentId: tournament.id };
}

/** Admins only; a tournament that is over has no rooms left to watch. */
export async function startRoomMonitoring(
  services: MonitorServices,
  user: UserRow,
  tournamentId: number,
  audit?: ChangeHook<MonitoringState>,
): Promise<MonitoringResponse> {
  assertAdmin(user);
  const tournament = await existingTournament(services.db, tournamentId);
  const status = computeTournamentStatus(tournamentTimes(tournament), services.now());
  if (status === 'completed' || status === 'cancelled') throw errors.tournamentOver();
  const change = await startMonitoring(services, tournament.id, audit);
  return { message: 'Room monitoring started', ...change, monitoring: true };
}

export async function stopRoomMonitoring(
  services: RoomServices,
  user: UserRow,
  tournamentId: number,
  audit?: ChangeHook<MonitoringState>,
): Promise<MonitoringResponse> {
  assertAdmin(user);
  const tournament = await existingTournament(services.db, tournamentId);
  await stopMonitoring(services, tournament.id, audit);
  return { message: 'Room monitoring stopped', tournamentId: tournament.id, monitoring: false };
}

/** One monitor pass now, for players registered in the tournament and admins, while its lobby is open. */
export async function triggerRoomCreation(services: MonitorServices, user: UserRow, tournamentId: number): Promise<TriggerCreationResponse> {
  const tournament = await existingTournament(services.db, tournamentId);
  const state = await findRegistrationState(services.db, tournament.id, user.id);
  if (user.role !== 'admin' && state !== 'registered' && state !== 'playing') throw errors.triggerNotAllowed();
  if (!isLobbyOpen(tournamentTimes(tournament), services.now())) throw errors.tournamentNotRunning();
  const change = await monitorTournament(services, tournament.id);
  const rooms = await loadRooms(services.db, { tournamentId: tournament.id });
  return { message: ROOM_MESSAGES.creationTriggered, rooms, created: change.created, seated: change.seated };
}

/** The room (at the top level and under `room`) with its tournament's clock; rooms of deleted tournaments are gone. */
export async function roomDetail(services: RoomServices, roomId: number): Promise<RoomDetailResponse> {
  const room = await loadRoom(services.db, roomId);
  const tournament = room && (await findTournamentRow(services.db, room.tournamentId));
  if (!room || !tournament) throw errors.roomNotFound();
  const times = tournamentTimes(tournament);
  const now = services.now();
  const clock = tournamentClock(times, now);
  return {
    ...room,
    room,
    tournament: {
      id: tournament.id,
      name: tournament.name,
      status: computeTournamentStatus(times, now),
      dynamicStatus: computeDynamicStatus(times, now),
      startTime: new Date(clock.startsAt).toISOString(),
      endTime: new Date(clock.endsAt).toISOString(),
      currency: tournament.currency,
    },
  };
}
