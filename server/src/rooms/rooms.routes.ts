import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  computeDynamicStatus,
  computeTournamentStatus,
  isLobbyOpen,
  ROOM_MESSAGES,
  tournamentClock,
  type CreateRoomRequest,
  type JoinRoomRequest,
  type MessageResponse,
  type MonitoringResponse,
  type RoomDetailResponse,
  type RoomResponse,
  type RoomSearchResponse,
  type RoomStateRequest,
  type RoomStatsResponse,
  type TournamentRoomsResponse,
  type TriggerCreationResponse,
} from 'shared-events/contracts';
import type { AppServices } from '../app-services';
import { errors } from '../errors';
import type { UserRow } from '../users/users.repository';
import { createRoom, joinRoom, leaveRoom, leaveTournament } from './room-membership';
import { monitorTournament, startMonitoring, stopMonitoring } from './room-monitor';
import { changeRoomState } from './room-state';
import { loadRoom, loadRooms, roomStats, tournamentRoomsView } from './room-views';
import { findRegistrationState, findTournament, tournamentTimes, type RoomTournamentRow } from './rooms.repository';
import { parseId, roomSchemas } from './rooms.schemas';

type IdParams = { Params: { id: string } };

/** /api/rooms/*: game tables of running tournaments (SPEC §7 Rooms). Every route needs a signed-in user. */
export const roomsRoutes: FastifyPluginAsync<AppServices> = async (app, services) => {
  const { db, now } = services;
  app.addHook('onRequest', app.authenticate);

  const roomIdOf = (request: FastifyRequest<IdParams>) => parseId(request.params.id) ?? notFound(errors.roomNotFound);
  const tournamentOf = async (request: FastifyRequest<IdParams>): Promise<RoomTournamentRow> => {
    const id = parseId(request.params.id);
    const tournament = id === undefined ? undefined : await findTournament(db, id);
    return tournament ?? notFound(errors.tournamentNotFound);
  };
  // A join or create without a password may come with no body at all (SPEC §5: an empty prompt sends nothing).
  const absentBodyIsEmpty = async (request: FastifyRequest) => {
    request.body ??= {};
  };
  const adminOnly = (user: UserRow) => {
    if (user.role !== 'admin') throw errors.adminRequired();
  };

  app.get<{ Querystring: { searchTerm?: string; tournamentId?: string } }>(
    '/search',
    { schema: roomSchemas.search },
    async (request): Promise<RoomSearchResponse> => {
      const { searchTerm = '', tournamentId = '' } = request.query;
      if (tournamentId === '') return { rooms: await loadRooms(db, { searchTerm }) };
      const id = parseId(tournamentId);
      return { rooms: id === undefined ? [] : await loadRooms(db, { searchTerm, tournamentId: id }) };
    },
  );

  app.get<IdParams>('/tournament/:id', { schema: roomSchemas.tournamentRooms }, async (request): Promise<TournamentRoomsResponse> => {
    const tournament = await tournamentOf(request);
    return tournamentRoomsView(db, tournament.id);
  });

  app.get<IdParams>('/tournament/:id/stats', { schema: roomSchemas.tournamentStats }, async (request): Promise<RoomStatsResponse> => {
    const tournament = await tournamentOf(request);
    const stats = roomStats(await loadRooms(db, { tournamentId: tournament.id }));
    return { ...stats, stats, tournamentId: tournament.id };
  });

  app.post<IdParams & { Body: CreateRoomRequest | undefined }>(
    '/tournament/:id',
    { schema: roomSchemas.createRoom, preValidation: absentBodyIsEmpty },
    async (request, reply) => {
      const tournament = await tournamentOf(request);
      const room = await createRoom(services, request.user!, tournament.id, request.body?.password);
      const body: RoomResponse = { message: ROOM_MESSAGES.roomCreated, room };
      return reply.status(201).send(body);
    },
  );

  app.post<IdParams>('/tournament/:id/start-monitoring', { schema: roomSchemas.startMonitoring }, async (request): Promise<MonitoringResponse> => {
    adminOnly(request.user!);
    const tournament = await tournamentOf(request);
    const status = computeTournamentStatus(tournamentTimes(tournament), now());
    if (status === 'completed' || status === 'cancelled') throw errors.tournamentOver();
    const change = await startMonitoring(services, tournament.id);
    return { message: 'Room monitoring started', ...change, monitoring: true };
  });

  app.post<IdParams>('/tournament/:id/stop-monitoring', { schema: roomSchemas.stopMonitoring }, async (request): Promise<MonitoringResponse> => {
    adminOnly(request.user!);
    const tournament = await tournamentOf(request);
    await stopMonitoring(services, tournament.id);
    return { message: 'Room monitoring stopped', tournamentId: tournament.id, monitoring: false };
  });

  app.post<IdParams>('/tournament/:id/trigger-creation', { schema: roomSchemas.triggerCreation }, async (request): Promise<TriggerCreationResponse> => {
    const user = request.user!;
    const tournament = await tournamentOf(request);
    const state = await findRegistrationState(db, tournament.id, user.id);
    if (user.role !== 'admin' && state !== 'registered' && state !== 'playing') throw errors.triggerNotAllowed();
    if (!isLobbyOpen(tournamentTimes(tournament), now())) throw errors.tournamentNotRunning();
    const change = await monitorTournament(services, tournament.id);
    const rooms = await loadRooms(db, { tournamentId: tournament.id });
    return { message: ROOM_MESSAGES.creationTriggered, rooms, created: change.created, seated: change.seated };
  });

  app.post<IdParams>('/tournament/:id/leave', { schema: roomSchemas.leaveTournament }, async (request): Promise<MessageResponse> => {
    const tournament = await tournamentOf(request);
    await leaveTournament(services, request.user!, tournament.id);
    return { message: ROOM_MESSAGES.leftTournament };
  });

  app.get<IdParams>('/:id', { schema: roomSchemas.room }, async (request): Promise<RoomDetailResponse> => {
    const room = await loadRoom(db, roomIdOf(request));
    const tournament = room && (await findTournament(db, room.tournamentId));
    if (!room || !tournament) throw errors.roomNotFound();
    const times = tournamentTimes(tournament);
    const clock = tournamentClock(times);
    return {
      ...room,
      room,
      tournament: {
        id: tournament.id,
        name: tournament.name,
        status: computeTournamentStatus(times, now()),
        dynamicStatus: computeDynamicStatus(times, now()),
        startTime: new Date(clock.startsAt).toISOString(),
        endTime: new Date(clock.endsAt).toISOString(),
        currency: tournament.currency,
      },
    };
  });

  app.post<IdParams & { Body: JoinRoomRequest | undefined }>('/:id/join', { schema: roomSchemas.join, preValidation: absentBodyIsEmpty }, async (request): Promise<RoomResponse> => {
    const room = await joinRoom(services, request.user!, roomIdOf(request), request.body?.password);
    return { message: ROOM_MESSAGES.joined, room };
  });

  app.post<IdParams>('/:id/leave', { schema: roomSchemas.leaveRoom }, async (request): Promise<MessageResponse> => {
    await leaveRoom(services, request.user!, roomIdOf(request));
    return { message: ROOM_MESSAGES.leftRoom };
  });

  app.put<IdParams & { Body: RoomStateRequest }>('/:id/state', { schema: roomSchemas.state }, async (request): Promise<RoomResponse> => {
    return changeRoomState(services, request.user!, roomIdOf(request), request.body.roomState);
  });
};

function notFound(error: () => Error): never {
  throw error();
}
