import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { HealthResponse } from 'shared-events/contracts';
import type { AppServices } from './app-services';
import { authRoutes } from './auth/auth.routes';
import { decorateAuthenticate, tokenAuthenticator } from './auth/authenticate';
import { Tokens } from './auth/tokens';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { registerErrorHandler } from './http/error-handler';
import { ajvOptions } from './http/validation';
import { devMailRoutes } from './mail/dev-mail.routes';
import { createMailer, type Mailer } from './mail/mailer';
import { registerOpenApi } from './openapi';
import { attachRealtime, type Realtime, type RealtimeServer } from './realtime/realtime';
import { usersRoutes } from './users/users.routes';
import { registerWeb } from './web/web.routes';

/** JSON bodies are small; uploads (avatars) will go through multipart with their own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  /** An already open database (tests); otherwise opened from the config. buildApp closes it either way. */
  db?: Database;
  now?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the dev outbox prints its one line per mail. */
  print?: (line: string) => void;
}

export interface App {
  app: FastifyInstance;
  io: RealtimeServer;
  realtime: Realtime;
  db: Database;
  mailer: Mailer;
  /** Paths of the front-end builds found under WEB_ROOT. */
  webBuilds: string[];
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
  const app = Fastify({
    logger: deps.logger ?? { level: config.nodeEnv === 'test' ? 'silent' : 'info' },
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: ajvOptions,
  });
  const mailer = createMailer(config, { now, log: app.log, print: deps.print });
  const tokens = new Tokens(config.jwtSecret, now);
  const authenticateToken = tokenAuthenticator(db, tokens);
  const { io, realtime } = attachRealtime(app.server, authenticateToken);
  const services: AppServices = { config, db, mailer, tokens, authenticateToken, realtime, now };

  registerErrorHandler(app);
  decorateAuthenticate(app, authenticateToken);
  await registerOpenApi(app);

  app.get('/api/health', { schema: { tags: ['health'] } }, async (): Promise<HealthResponse> => ({ status: 'ok' }));
  await app.register(authRoutes, { ...services, prefix: '/api/auth' });
  await app.register(usersRoutes, { ...services, prefix: '/api/users' });
  if (mailer.outbox && config.nodeEnv !== 'production') await app.register(devMailRoutes, { outbox: mailer.outbox });
  const webBuilds = await registerWeb(app, config);

  app.addHook('preClose', () => realtime.close());
  await app.ready();

  return {
    app,
    io,
    realtime,
    db,
    mailer,
    webBuilds,
    async close() {
      await app.close();
      await mailer.close();
      await db.close();
    },
  };
}
