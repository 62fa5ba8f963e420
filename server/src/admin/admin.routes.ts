import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  AdminTournament,
  AdminVerifyEmailRequest,
  CancelTournamentResponse,
  CreateScheduleRequest,
  CreateTournamentRequest,
  MessageResponse,
  RecordTournamentResultsRequest,
  RecordTournamentResultsResponse,
  UpdateTournamentRequest,
} from 'shared-events/contracts';
import type { Config } from '../config';
import { errors } from '../errors';
import { microsToNumber } from '../money/micro-usdt';
import { idOf, type IdParams } from '../http/id-params';
import { toAdminTournamentDto, toTournamentDto } from '../tournaments/tournament-dto';
import {
  cancelTournament,
  createTournament,
  deleteTournament,
  updateTournament,
  type CancelOutcome,
  type LifecycleServices,
} from '../tournaments/tournament-lifecycle';
import { payOutTournament } from '../tournaments/tournament-results';
import { createSchedule, deactivateSchedule, listSchedules } from '../tournaments/tournament-schedules';
import { listAllTournamentRows } from '../tournaments/tournaments.repository';
import { adminSchemas } from './admin.schemas';
import { adminStats } from './admin-stats';
import { verifyEmailAsAdmin } from './admin-verify-email';

const tournamentIdOf = (request: FastifyRequest<IdParams>) => idOf(request, errors.tournamentNotFound);

/** /api/admin/*: operator tools. 401 without a valid token, 403 for players. */
export const adminRoutes: FastifyPluginAsync<LifecycleServices & { config: Config }> = async (app, services) => {
  const { db, now } = services;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    if (request.user?.role !== 'admin') throw errors.adminRequired();
  });

  const cancelResponse = (message: string, outcome: CancelOutcome): CancelTournamentResponse => ({
    message,
    refundedRegistrations: outcome.refundedRegistrations,
    refundedAmount: microsToNumber(outcome.refundedMicros),
    tournament: toAdminTournamentDto(outcome.tournament, now()),
  });

  app.get('/tournaments', { schema: adminSchemas.listTournaments }, async (): Promise<AdminTournament[]> => {
    const at = now();
    return (await listAllTournamentRows(db)).map((row) => toAdminTournamentDto(row, at));
  });

  app.post<{ Body: CreateTournamentRequest }>('/tournaments', { schema: adminSchemas.createTournament }, async (request, reply) => {
    const row = await createTournament(services, request.user!.id, request.body);
    return reply.status(201).send(toAdminTournamentDto(row, now()));
  });

  const update = async (request: FastifyRequest<IdParams & { Body: UpdateTournamentRequest }>) =>
    toAdminTournamentDto(await updateTournament(services, tournamentIdOf(request), request.body), now());
  app.patch<IdParams & { Body: UpdateTournamentRequest }>('/tournaments/:id', { schema: adminSchemas.updateTournament }, update);
  app.put<IdParams & { Body: UpdateTournamentRequest }>('/tournaments/:id', { schema: adminSchemas.updateTournament }, update);

  app.post<IdParams>('/tournaments/:id/cancel', { schema: adminSchemas.cancelTournament }, async (request) =>
    cancelResponse('Tournament cancelled', await cancelTournament(services, tournamentIdOf(request))),
  );

  app.delete<IdParams>('/tournaments/:id', { schema: adminSchemas.deleteTournament }, async (request) =>
    cancelResponse('Tournament deleted', await deleteTournament(services, tournamentIdOf(request))),
  );

  // How an operator settles a tournament until the table runtime calls payOutTournament itself.
  app.post<IdParams & { Body: RecordTournamentResultsRequest }>(
    '/tournaments/:id/results',
    { schema: adminSchemas.recordResults },
    async (request, reply) => {
      const results = await payOutTournament(services, tournamentIdOf(request), request.body.places);
      const body: RecordTournamentResultsResponse = { message: 'Results recorded', results };
      return reply.status(201).send(body);
    },
  );

  app.get('/schedules', { schema: adminSchemas.listSchedules }, async () => ({ schedules: await listSchedules(db, now()) }));

  app.post<{ Body: CreateScheduleRequest }>('/schedules', { schema: adminSchemas.createSchedule }, async (request, reply) => {
    const { schedule, created } = await createSchedule(services, request.user!.id, request.body);
    const at = now();
    return reply.status(201).send({ schedule, created: created.map((row) => toTournamentDto(row, at)) });
  });

  app.delete<IdParams>('/schedules/:id', { schema: adminSchemas.deleteSchedule }, async (request) => ({
    message: 'Schedule deactivated',
    schedule: await deactivateSchedule(db, idOf(request, errors.scheduleNotFound), now()),
  }));

  app.get('/stats', { schema: adminSchemas.stats }, async () => adminStats(db, now()));

  app.post<{ Body: AdminVerifyEmailRequest }>('/verify-email', { schema: adminSchemas.verifyEmail }, async (request): Promise<MessageResponse> =>
    verifyEmailAsAdmin(services, request.body),
  );
};
