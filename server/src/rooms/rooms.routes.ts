import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ROOM_MESSAGES,
  type CreateRoomRequest,
  type JoinRoomRequest,
  type MessageResponse,
  type RoomResponse,
  type RoomStateRequest,
} from 'shared-events/contracts';
import { errors } from '../errors';
import { idOf, type IdParams } from '../http/id-params';
import { createRoom, joinRoom, leaveRoom, leaveTournament } from './room-membership';
import { changeRoomState, type RoomHooks } from './room-state';
import { registerTournamentChannel, type RoomServices } from './rooms-events';
import type { Gateway } from '../realtime/gateway';
import { roomSchemas } from './rooms.schemas';
import { audited } from '../security/admin-audit-trail';
import type { MonitoringState } from './room-monitor';
import {
  roomDetail,
  searchRooms,
  startRoomMonitoring,
  stopRoomMonitoring,
  tournamentRoomStats,
  tournamentRooms,
  triggerRoomCreation,
} from './tournament-rooms';

/** /api/rooms/*: game tables of running tournaments (SPEC §7 Rooms). Every route needs a signed-in user. */
export const roomsRoutes: FastifyPluginAsync<RoomServices & Required<RoomHooks> & { gateway: Gateway }> = async (app, services) => {
  const { db } = services;
  registerTournamentChannel(services);
  // An admin's write (only admins get past these routes' check): audited as the back office's are.
  const monitoringAudit = (request: FastifyRequest, action: 'tournament.startMonitoring' | 'tournament.stopMonitoring') =>
    audited<MonitoringState, MonitoringState>(request, services.now, action, (before, after) => ({
      targetType: 'tournament',
      targetId: after.tournamentId,
      before,
      after,
    }));
  app.addHook('onRequest', app.authenticate);

  const roomId = (request: FastifyRequest<IdParams>) => idOf(request, errors.roomNotFound);
  const tournamentId = (request: FastifyRequest<IdParams>) => idOf(request, errors.tournamentNotFound);
  // A join or create without a password may come with no body at all (SPEC §5: an empty prompt sends nothing).
  const absentBodyIsEmpty = async (request: FastifyRequest) => {
    request.body ??= {};
  };

  app.get<{ Querystring: { searchTerm?: string; tournamentId?: string } }>('/search', { schema: roomSchemas.search }, async (request) =>
    searchRooms(db, request.query.searchTerm ?? '', request.query.tournamentId ?? ''),
  );

  app.get<IdParams>('/tournament/:id', { schema: roomSchemas.tournamentRooms }, async (request) => tournamentRooms(db, tournamentId(request)));

  app.get<IdParams>('/tournament/:id/stats', { schema: roomSchemas.tournamentStats }, async (request) =>
    tournamentRoomStats(db, tournamentId(request)),
  );

  app.post<IdParams & { Body: CreateRoomRequest | undefined }>(
    '/tournament/:id',
    { schema: roomSchemas.createRoom, preValidation: absentBodyIsEmpty },
    async (request, reply) => {
      const room = await createRoom(services, request.user!, tournamentId(request), request.body?.password);
      const body: RoomResponse = { message: ROOM_MESSAGES.roomCreated, room };
      return reply.status(201).send(body);
    },
  );

  app.post<IdParams>('/tournament/:id/start-monitoring', { schema: roomSchemas.startMonitoring }, async (request) =>
    startRoomMonitoring(services, request.user!, tournamentId(request), monitoringAudit(request, 'tournament.startMonitoring')),
  );

  app.post<IdParams>('/tournament/:id/stop-monitoring', { schema: roomSchemas.stopMonitoring }, async (request) =>
    stopRoomMonitoring(services, request.user!, tournamentId(request), monitoringAudit(request, 'tournament.stopMonitoring')),
  );

  app.post<IdParams>('/tournament/:id/trigger-creation', { schema: roomSchemas.triggerCreation }, async (request) =>
    triggerRoomCreation(services, request.user!, tournamentId(request)),
  );

  app.post<IdParams>('/tournament/:id/leave', { schema: roomSchemas.leaveTournament }, async (request): Promise<MessageResponse> => {
    await leaveTournament(services, request.user!, tournamentId(request));
    return { message: ROOM_MESSAGES.leftTournament };
  });

  app.get<IdParams>('/:id', { schema: roomSchemas.room }, async (request) => roomDetail(services, roomId(request)));

  app.post<IdParams & { Body: JoinRoomRequest | undefined }>(
    '/:id/join',
    { schema: roomSchemas.join, preValidation: absentBodyIsEmpty },
    async (request): Promise<RoomResponse> => {
      const room = await joinRoom(services, request.user!, roomId(request), request.body?.password);
      return { message: ROOM_MESSAGES.joined, room };
    },
  );

  app.post<IdParams>('/:id/leave', { schema: roomSchemas.leaveRoom }, async (request): Promise<MessageResponse> => {
    await leaveRoom(services, request.user!, roomId(request));
    return { message: ROOM_MESSAGES.leftRoom };
  });

  app.put<IdParams & { Body: RoomStateRequest }>('/:id/state', { schema: roomSchemas.state }, async (request): Promise<RoomResponse> =>
    changeRoomState(services, request.user!, roomId(request), request.body.roomState),
  );
};
