import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { HealthResponse } from 'shared-events/contracts';
import { adminRoutes } from './admin/admin.routes';
import { bannerFilesRoutes } from './admin/banner.routes';
import { bootstrapAdmin } from './admin/bootstrap-admin';
import type { AppServices } from './app-services';
import { authRoutes } from './auth/auth.routes';
import { decorateAuthenticate, sessionAuthenticator, tokenAuthenticator } from './auth/authenticate';
import { logoutRoutes } from './auth/logout.routes';
import { Tokens } from './auth/tokens';
import { systemClock, type Clock } from './clock';
import { DEFAULT_SOCKET_LIMITS, type Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { hasPoolStats } from './db/postgres-database';
import { handHistoryRoutes } from './hands/hand-history.routes';
import { errorHandlingOptions, registerErrorHandler } from './http/error-handler';
import { JSON_BODY_LIMIT_BYTES, registerJsonBodyLimits } from './http/json-body';
import { ajvOptions } from './http/validation';
import { devMailRoutes } from './mail/dev-mail.routes';
import { createMailer, type Mailer } from './mail/mailer';
import { recordHttpRequests } from './metrics/http-metrics';
import { createMetrics, type Metrics } from './metrics/metrics';
import { listenForMetrics, metricsExposure, registerMetricsRoute } from './metrics/metrics-exposure';
import { readPlayCounts } from './metrics/play-counts';
import { registerReadiness } from './metrics/readiness';
import { notificationsRoutes } from './notifications/notifications.routes';
import { registerOpenApi } from './openapi';
import type { Gateway } from './realtime/gateway';
import { attachRealtime, type Realtime, type RealtimeServer } from './realtime/realtime';
import { realtimeRoutes } from './realtime/realtime.routes';
import { originPolicy, registerCors } from './realtime/origin-policy';
import { useRedisAdapter, type RedisAdapterConnection } from './realtime/redis-adapter';
import { registerTables } from './tables/tables.gateway';
import { tablesRoutes } from './tables/tables.routes';
import { createDirector, type Director } from './director/director';
import { standingRoutes } from './director/standing.routes';
import { lobbyRoutes } from './director/lobby.routes';
import type { TableRunner } from './tables/table-runner';
import { roomsRoutes } from './rooms/rooms.routes';
import { closeRoomsOnCancel } from './rooms/tournament-cancel';
import { registerScheduledJobs } from './scheduled-jobs';
import { createScheduler, type Scheduler } from './scheduler/scheduler';
import { seedSampleData } from './seed/seed-sample-data';
import { tournamentsRoutes } from './tournaments/tournaments.routes';
import { avatarFilesRoutes } from './users/avatar.routes';
import { loadSessionUser } from './users/session-user';
import { usersRoutes } from './users/users.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { withdrawalsRoutes } from './payments/withdrawals/withdrawals.routes';
import { connectEvmChain } from './payments/evm/chain';
import { paymentsRoutes } from './payments/payments.routes';
import { withdrawalLimitsOf } from './payments/withdrawals/withdrawal-limits';
import { registerCompression } from './web/compression';
import { asClientRequest } from './db/connection-queue';
import { registerWeb } from './web/web.routes';

/** In development the console shows API calls and the dev mail, not every script, style and image a page loads. */
export function logsInDevelopment(url: string): boolean {
  return /^\/(api|dev)(\/|\?|$)/.test(url);
}

export interface AppDeps {
  /** An already open database (tests); otherwise opened from the config. buildApp closes it either way. */
  db?: Database;
  now?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the dev outbox prints its one line per mail. */
  print?: (line: string) => void;
  /** Start the timed jobs (default: yes, except with NODE_ENV=test, where tests drive them with scheduler.runNow). */
  startScheduler?: boolean;
  /** Run the table runtime (default: yes; the real-time seam's own tests register a `table` channel of their own). */
  tables?: boolean;
  /** Run the tables' clocks on timers (default: yes; tests drive them with tableRunner.runDue and a test clock). */
  startTableRunner?: boolean;
  /**
   * Who of these players is connected, for the director's seating (default: their sockets, in any process). Tests whose
   * bots play through the table runtime without a socket say all of them.
   */
  presentAmong?: (userIds: readonly number[]) => Promise<Set<number>>;
}

export interface App {
  app: FastifyInstance;
  io: RealtimeServer;
  realtime: Realtime;
  /** Where domains register their real-time requests and channel kinds (also in AppServices). */
  gateway: Gateway;
  db: Database;
  mailer: Mailer;
  scheduler: Scheduler;
  /** The tables' clocks (absent when the table runtime is off). */
  tableRunner?: TableRunner;
  /** The tournaments' director (with the table runtime): seating, balancing, places and prizes. */
  director?: Director;
  /** What the domains were given (a test that opts into a domain late registers it with these). */
  services: AppServices;
  /** Paths of the front-end builds found under WEB_ROOT. */
  webBuilds: string[];
  /** This process's metrics (one registry per app). */
  metrics: Metrics;
  /** With METRICS_PORT: where the metrics listener serves /metrics. */
  metricsUrl?: string;
  close(): Promise<void>;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const now = deps.now ?? systemClock;
  const db = deps.db ?? (await openDatabase(config));
  try {
    await migrate(db);
    return await compose(config, db, now, deps);
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function compose(config: Config, db: Database, now: Clock, deps: AppDeps): Promise<App> {
  // First, before anything is opened: a wrong RPC URL or token contract stops the start-up with the variable's name.
  const evmChain = config.payments?.mode === 'evm' ? await connectEvmChain(config.payments) : undefined;
  const app = Fastify({
    logger: deps.logger ?? { level: config.nodeEnv === 'test' ? 'silent' : 'info' },
    ...(config.nodeEnv === 'development' && {
      logController: new LogController({ disableRequestLogging: (request) => !logsInDevelopment(request.url) }),
    }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    ajv: ajvOptions,
    ...errorHandlingOptions,
  });
  const metrics = createMetrics();
  const exposure = metricsExposure(config);
  const mailer = createMailer(config, { now, log: app.log, print: deps.print });
  const tokens = new Tokens(config.jwtSecret, now);
  const authenticateSession = sessionAuthenticator(db, tokens);
  const authenticateToken = tokenAuthenticator(authenticateSession);
  const isAllowedOrigin = originPolicy(config);
  const { io, realtime, gateway, userChannel } = attachRealtime(app.server, {
    authenticateSession,
    db,
    isAllowedOrigin,
    limits: { ...DEFAULT_SOCKET_LIMITS, ...config.socketLimits },
    onRefusal: (reason) => metrics.handshakeRefused(reason),
    log: app.log,
  });
  const services: AppServices = {
    config,
    db,
    mailer,
    tokens,
    authenticateToken,
    realtime,
    gateway,
    userChannel,
    now,
    gameStartHooks: [],
    gameEndHooks: [],
    seatLeaveHooks: [],
    tableDirectorHooks: [],
    endGameRequestHooks: [],
    tournamentCancelHooks: [],
    evmChain,
    metrics,
  };
  services.tournamentCancelHooks.push(closeRoomsOnCancel(services));
  const tables = (deps.tables ?? true) ? registerTables(services, app.log) : undefined;
  const tableRunner = tables?.runner;
  const director =
    tables &&
    createDirector({
      ...services,
      timings: tables.timings,
      publishTable: tables.publish,
      presentAmong: deps.presentAmong ?? realtime.connectedAmong,
      log: app.log,
    });
  if (director) {
    services.tableDirectorHooks.push((tournamentId) => director.nudge(tournamentId));
    services.endGameRequestHooks.push(async (tournamentId, tableId) => {
      await director.breakTable(tournamentId, tableId);
      director.nudge(tournamentId);
    });
  }

  registerErrorHandler(app);
  // Each request's statements wait behind the platform's own (connection-queue.ts).
  app.addHook('onRequest', (_request, _reply, done) => asClientRequest(done));
  registerJsonBodyLimits(app, '/api/admin');
  registerCors(app, isAllowedOrigin);
  await registerCompression(app);
  decorateAuthenticate(app, authenticateSession);
  await registerOpenApi(app);
  if (exposure.where !== 'off') recordHttpRequests(app, metrics);
  if (exposure.where === 'public') registerMetricsRoute(app, metrics, exposure.token);

  app.get('/api/health', { schema: { tags: ['health'], summary: 'Liveness check' } }, async (): Promise<HealthResponse> => ({ status: 'ok' }));
  let redis: RedisAdapterConnection | undefined;
  registerReadiness(app, { db, redis: config.redisUrl ? () => redis : undefined });
  await app.register(authRoutes, { ...services, loadSessionUser, prefix: '/api/auth' });
  await app.register(usersRoutes, { ...services, prefix: '/api/users' });
  await app.register(walletRoutes, { ...services, prefix: '/api/users/wallet' });
  await app.register(withdrawalsRoutes, { ...services, prefix: '/api/users/wallet' });
  await app.register(paymentsRoutes, { ...services, withdrawalLimits: evmChain && withdrawalLimitsOf(services), prefix: '/api/users/wallet' });
  await app.register(avatarFilesRoutes, { ...services, prefix: '/api/uploads/avatars' });
  await app.register(bannerFilesRoutes, { ...services, prefix: '/api/uploads/banners' });
  await app.register(notificationsRoutes, { ...services, prefix: '/api/users/notifications' });
  await app.register(handHistoryRoutes, { ...services, prefix: '/api/users/hand-history' });
  await app.register(roomsRoutes, { ...services, prefix: '/api/rooms' });
  await app.register(tablesRoutes, { ...services, prefix: '/api/tables' });
  await app.register(tournamentsRoutes, { ...services, prefix: '/api' });
  await app.register(standingRoutes, { ...services, prefix: '/api/tournaments' });
  await app.register(lobbyRoutes, { ...services, prefix: '/api/tournaments' });
  await app.register(adminRoutes, {
    ...services,
    sitOutEverywhere: tables?.sitOutEverywhere,
    tableRuntime: tables && { timings: tables.timings, publish: tables.publish },
    prefix: '/api/admin',
  });
  await app.register(realtimeRoutes, { ...services, prefix: '/api/realtime' });
  // Last of the API, so the OpenAPI document lists it last: walking the operations with one token ends that session only at the end.
  await app.register(logoutRoutes, { ...services, prefix: '/api/auth' });
  if (mailer.outbox && config.nodeEnv !== 'production') await app.register(devMailRoutes, { outbox: mailer.outbox });
  const webBuilds = await registerWeb(app, config);

  await bootstrapAdmin(db, config, now(), app.log);
  if (config.seedSampleData && config.nodeEnv !== 'production') {
    const seed = await seedSampleData(db, { now: now(), nodeEnv: config.nodeEnv });
    if (seed.seeded) app.log.info(`Sample data: ${seed.tournaments} tournaments, ${seed.players} demo players, ${seed.registrations} registrations`);
  }
  const scheduler = createScheduler({ db, now, log: app.log });
  registerScheduledJobs(scheduler, services, director);
  // Connected last, so that nothing after it can fail and leave the Redis connections open.
  if (config.redisUrl) {
    redis = await useRedisAdapter(io, {
      url: config.redisUrl,
      key: config.redisKeyPrefix ?? 'socket.io',
      log: app.log,
      onError: () => metrics.adapterError(),
    });
  }
  const redisConnection = redis;
  if (exposure.where !== 'off') {
    metrics.readFrom({
      socketsConnected: () => io.of('/').sockets.size,
      tablesOwned: tableRunner && (() => tableRunner.owned().length),
      playCounts: tables && (() => readPlayCounts(db)),
      databasePool: hasPoolStats(db) ? () => db.poolStats() : undefined,
      redisConnected: redisConnection && (() => redisConnection.isReady()),
    });
  }
  app.addHook('preClose', async () => {
    await tableRunner?.stop();
    await scheduler.stop();
    director?.stop();
    await director?.idle();
    await realtime.close();
    await redis?.();
  });
  await app.ready();
  // After everything else, so a port already taken stops the start-up with all the rest closed.
  const metricsServer =
    exposure.where === 'port'
      ? await listenForMetrics(metrics, exposure).catch(async (error: unknown) => {
          await app.close();
          throw error;
        })
      : undefined;
  if (metricsServer) app.log.info(`Metrics served at ${metricsServer.url}/metrics`);
  if (deps.startScheduler ?? config.nodeEnv !== 'test') scheduler.start();
  if (deps.startTableRunner ?? true) tableRunner?.start();

  return {
    app,
    io,
    realtime,
    gateway,
    db,
    mailer,
    scheduler,
    tableRunner,
    director,
    services,
    webBuilds,
    metrics,
    metricsUrl: metricsServer?.url,
    async close() {
      await app.close();
      await metricsServer?.close();
      await mailer.close();
      await db.close();
    },
  };
}
