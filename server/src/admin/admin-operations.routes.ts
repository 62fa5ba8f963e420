import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  AdminLiveResponse,
  MovePlayerRequest,
  MovePlayerResponse,
  ScheduleChangeResponse,
  ScheduleResumeResponse,
} from 'shared-events/contracts';
import { movePlayerBetweenHands } from '../director/player-moves';
import { errors } from '../errors';
import { idOf, type IdParams } from '../http/id-params';
import type { TournamentServices } from '../tournaments/registration';
import { toTournamentDto } from '../tournaments/tournament-dto';
import { pauseSchedule, resumeSchedule } from '../tournaments/tournament-schedules';
import { auditedChanges } from './admin-audit-changes';
import { liveTournaments } from './admin-live';
import { operationsSchemas } from './admin-operations.schemas';

const scheduleIdOf = (request: FastifyRequest<IdParams>) => idOf(request, errors.scheduleNotFound);

/** The back office's live operations, registered inside adminRoutes (whose hooks refuse anyone but an admin). */
export const adminOperationsRoutes: FastifyPluginAsync<TournamentServices> = async (app, services) => {
  const { db, now } = services;
  const audit = auditedChanges(now);

  app.post<IdParams>('/schedules/:id/pause', { schema: operationsSchemas.pauseSchedule }, async (request): Promise<ScheduleChangeResponse> => ({
    message: 'Schedule paused',
    schedule: await pauseSchedule(db, scheduleIdOf(request), now(), audit.schedule(request, 'schedule.pause')),
  }));

  app.post<IdParams>('/schedules/:id/resume', { schema: operationsSchemas.resumeSchedule }, async (request): Promise<ScheduleResumeResponse> => {
    const { schedule, created } = await resumeSchedule(services, scheduleIdOf(request), audit.schedule(request, 'schedule.resume'));
    const at = now();
    return { message: 'Schedule resumed', schedule, created: created.map((row) => toTournamentDto(row, at)) };
  });

  app.get('/live', { schema: operationsSchemas.live }, async (): Promise<AdminLiveResponse> => liveTournaments(db, now()));

  app.post<IdParams & { Body: MovePlayerRequest }>(
    '/tournaments/:id/move',
    { schema: operationsSchemas.movePlayer },
    async (request): Promise<MovePlayerResponse> => ({
      message: 'The player moves to the new table when their hand ends.',
      move: await movePlayerBetweenHands(
        db,
        now(),
        { ...request.body, tournamentId: idOf(request, errors.tournamentNotFound) },
        audit.playerMove(request),
      ),
    }),
  );
};
