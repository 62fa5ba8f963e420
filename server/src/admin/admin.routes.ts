import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  AdminAuditAction,
  AdminAuditPage,
  AdminAuditTargetType,
  AdminLedgerPage,
  AdminPlayer,
  AdminPlayerDetail,
  AdminPlayerPage,
  AdminStatsPeriod,
  AdminStatsSeriesResponse,
  AdminTournamentPage,
  AdminTournamentSort,
  AdminTournamentStatusFilter,
  AdminVerifyEmailRequest,
  CancelTournamentResponse,
  CreateScheduleRequest,
  CreateTournamentRequest,
  MessageResponse,
  RecordTournamentResultsRequest,
  RecordTournamentResultsResponse,
  SuspendPlayerRequest,
  UpdateTournamentRequest,
} from 'shared-events/contracts';
import type { Config } from '../config';
import type { PauseServices } from '../director/tournament-pause';
import { errors } from '../errors';
import { idOf, parseId, type IdParams } from '../http/id-params';
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
import { searchTournamentRows } from '../tournaments/tournament-search';
import { adminPageOf, adminSchemas } from './admin.schemas';
import { adminOperationsRoutes } from './admin-operations.routes';
import { adminPauseRoutes } from './admin-pause.routes';
import { listAdminAudit } from './admin-audit';
import { auditedChanges, cancelSummary } from './admin-audit-changes';
import { bannerUploadRoutes } from './banner.routes';
import { adminWithdrawalsRoutes } from './admin-withdrawals.routes';
import { adminPaymentsRoutes } from './admin-payments.routes';
import type { EvmChain } from '../payments/evm/chain';
import { playerDetail, playerLedger, searchPlayers } from './admin-players';
import { reinstatePlayer, suspendPlayer, type SuspensionServices } from './admin-suspension';
import { adminStats } from './admin-stats';
import { adminStatsSeries, statsRange } from './admin-stats-series';
import { verifyEmailAsAdmin } from './admin-verify-email';

const tournamentIdOf = (request: FastifyRequest<IdParams>) => idOf(request, errors.tournamentNotFound);
const playerIdOf = (request: FastifyRequest<IdParams>) => idOf(request, errors.playerNotFound);

type PageQuery = { page?: string; pageSize?: string };
type TournamentListQuery = PageQuery & { search?: string; status?: AdminTournamentStatusFilter; sort?: AdminTournamentSort; order?: 'asc' | 'desc' };
type AuditQuery = PageQuery & { action?: AdminAuditAction; actorId?: string; targetType?: AdminAuditTargetType; targetId?: string };

/** /api/admin/*: operator tools. 401 without a valid token, 403 for players. */
export const adminRoutes: FastifyPluginAsync<
  LifecycleServices & SuspensionServices & PauseServices & { config: Config; evmChain?: EvmChain }
> = async (app, services) => {
  const { db, now } = services;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    if (request.user?.role !== 'admin') throw errors.adminRequired();
  });

  const cancelResponse = (message: string, outcome: CancelOutcome): CancelTournamentResponse => ({ message, ...cancelSummary(outcome, now()) });
  const audit = auditedChanges(now);

  await app.register(bannerUploadRoutes, { ...services, auditUpload: audit.banner, prefix: '' });
  await app.register(adminWithdrawalsRoutes, { ...services, prefix: '' });
  await app.register(adminPaymentsRoutes, { ...services, prefix: '' });

  app.get<{ Querystring: TournamentListQuery }>(
    '/tournaments',
    { schema: adminSchemas.listTournaments },
    async (request): Promise<AdminTournamentPage> => {
      const { search = '', status, sort = 'startsAt', order = 'desc', ...paging } = request.query;
      const { page, limit, offset } = adminPageOf(paging);
      const at = now();
      const { rows, total } = await searchTournamentRows(db, { search, status, sort, order }, at, { limit, offset });
      return { tournaments: rows.map((row) => toAdminTournamentDto(row, at)), total, page, pageSize: limit };
    },
  );

  app.post<{ Body: CreateTournamentRequest }>('/tournaments', { schema: adminSchemas.createTournament }, async (request, reply) => {
    const row = await createTournament(services, request.user!.id, request.body, audit.tournament(request, 'tournament.create'));
    return reply.status(201).send(toAdminTournamentDto(row, now()));
  });

  const update = async (request: FastifyRequest<IdParams & { Body: UpdateTournamentRequest }>) =>
    toAdminTournamentDto(
      await updateTournament(services, tournamentIdOf(request), request.body, audit.tournament(request, 'tournament.update')),
      now(),
    );
  app.patch<IdParams & { Body: UpdateTournamentRequest }>('/tournaments/:id', { schema: adminSchemas.updateTournament }, update);
  app.put<IdParams & { Body: UpdateTournamentRequest }>('/tournaments/:id', { schema: adminSchemas.updateTournament }, update);

  app.post<IdParams>('/tournaments/:id/cancel', { schema: adminSchemas.cancelTournament }, async (request) =>
    cancelResponse(
      'Tournament cancelled',
      await cancelTournament(services, tournamentIdOf(request), audit.cancellation(request, 'tournament.cancel')),
    ),
  );

  app.delete<IdParams>('/tournaments/:id', { schema: adminSchemas.deleteTournament }, async (request) =>
    cancelResponse('Tournament deleted', await deleteTournament(services, tournamentIdOf(request), audit.cancellation(request, 'tournament.delete'))),
  );

  // How an operator settles a tournament until the table runtime calls payOutTournament itself.
  app.post<IdParams & { Body: RecordTournamentResultsRequest }>(
    '/tournaments/:id/results',
    { schema: adminSchemas.recordResults },
    async (request, reply) => {
      const results = await payOutTournament(services, tournamentIdOf(request), request.body.places, audit.results(request));
      const body: RecordTournamentResultsResponse = { message: 'Results recorded', results };
      return reply.status(201).send(body);
    },
  );

  app.get('/schedules', { schema: adminSchemas.listSchedules }, async () => ({ schedules: await listSchedules(db, now()) }));

  app.post<{ Body: CreateScheduleRequest }>('/schedules', { schema: adminSchemas.createSchedule }, async (request, reply) => {
    const { schedule, created } = await createSchedule(services, request.user!.id, request.body, audit.schedule(request, 'schedule.create'));
    const at = now();
    return reply.status(201).send({ schedule, created: created.map((row) => toTournamentDto(row, at)) });
  });

  // Pause and resume schedules, tournaments in play, players moved: under this plugin's hooks (admins only).
  await app.register(adminOperationsRoutes, { db, now, realtime: services.realtime });
  await app.register(adminPauseRoutes, {
    db,
    now,
    realtime: services.realtime,
    tableRuntime: services.tableRuntime,
    tableDirectorHooks: services.tableDirectorHooks,
  });

  app.delete<IdParams>('/schedules/:id', { schema: adminSchemas.deleteSchedule }, async (request) => ({
    message: 'Schedule deactivated',
    schedule: await deactivateSchedule(db, idOf(request, errors.scheduleNotFound), now(), audit.schedule(request, 'schedule.deactivate')),
  }));

  app.get<{ Querystring: PageQuery & { search?: string } }>(
    '/players',
    { schema: adminSchemas.listPlayers },
    async (request): Promise<AdminPlayerPage> => {
      const { search = '', ...paging } = request.query;
      const { page, limit, offset } = adminPageOf(paging);
      return { ...(await searchPlayers(db, search, { limit, offset })), page, pageSize: limit };
    },
  );

  app.get<IdParams>('/players/:id', { schema: adminSchemas.player }, async (request): Promise<AdminPlayerDetail> =>
    playerDetail(db, playerIdOf(request), now()),
  );

  app.get<IdParams & { Querystring: PageQuery }>(
    '/players/:id/ledger',
    { schema: adminSchemas.playerLedger },
    async (request): Promise<AdminLedgerPage> => {
      const { page, limit, offset } = adminPageOf(request.query);
      return { ...(await playerLedger(db, playerIdOf(request), { limit, offset })), page, pageSize: limit };
    },
  );

  app.post<IdParams & { Body: SuspendPlayerRequest }>(
    '/players/:id/suspend',
    { schema: adminSchemas.suspendPlayer },
    async (request): Promise<AdminPlayer> =>
      suspendPlayer(
        services,
        { adminId: request.user!.id, playerId: playerIdOf(request), reason: request.body.reason },
        audit.suspension(request, 'player.suspend', request.body.reason),
      ),
  );

  app.post<IdParams & { Body: SuspendPlayerRequest }>(
    '/players/:id/reinstate',
    { schema: adminSchemas.reinstatePlayer },
    async (request): Promise<AdminPlayer> =>
      reinstatePlayer(services, playerIdOf(request), audit.suspension(request, 'player.reinstate', request.body.reason)),
  );

  app.get('/stats', { schema: adminSchemas.stats }, async () => adminStats(db, now()));

  app.get<{ Querystring: { period: AdminStatsPeriod; from: string; to: string } }>(
    '/stats/series',
    { schema: adminSchemas.statsSeries },
    async (request): Promise<AdminStatsSeriesResponse> => {
      const range = statsRange(request.query);
      return db.transaction((tx) => adminStatsSeries(tx, range));
    },
  );

  app.get<{ Querystring: AuditQuery }>('/audit', { schema: adminSchemas.audit }, async (request): Promise<AdminAuditPage> => {
    const { action, actorId, targetType, targetId, ...paging } = request.query;
    const { page, limit, offset } = adminPageOf(paging);
    // An actor id past the integer range names nobody: an ordinary empty page.
    const actor = actorId === undefined ? undefined : (parseId(actorId) ?? 0);
    const { entries, total } = await listAdminAudit(db, { action, actorId: actor, targetType, targetId }, { limit, offset });
    return { entries, total, page, pageSize: limit };
  });

  app.post<{ Body: AdminVerifyEmailRequest }>('/verify-email', { schema: adminSchemas.verifyEmail }, async (request): Promise<MessageResponse> =>
    verifyEmailAsAdmin(services, request.body, audit.emailVerification(request)),
  );
};
