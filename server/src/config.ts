import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RateLimitSettings } from './security/rate-limit-rules';

/** Everything the server reads from the environment, resolved once with documented defaults (see README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Set → socket.io uses the Redis adapter, so events reach the clients of every server process. */
  redisUrl?: string;
  /** Prefix of the Redis pub/sub channels (REDIS_KEY_PREFIX, default socket.io). */
  redisKeyPrefix?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  publicUrl: string;
  nodeEnv: string;
  webRoot: string;
  remotesManifest?: string;
  /** Overrides of the login/resend rate limits (tests use small ones); defaults in security/rate-limit-rules.ts. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Fill an empty database with sample tournaments at start-up (SEED_SAMPLE_DATA; never in production). */
  seedSampleData?: boolean;
  /** The first admin, created (or, with the matching password, promoted) at start-up. */
  adminEmail?: string;
  adminPassword?: string;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'socket.io',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Poker Platform <no-reply@localhost>',
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    nodeEnv: env.NODE_ENV || 'development',
    webRoot: env.WEB_ROOT ? path.resolve(cwd, env.WEB_ROOT) : findRepositoryRoot(cwd),
    remotesManifest: env.REMOTES_MANIFEST ? path.resolve(cwd, env.REMOTES_MANIFEST) : undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedSampleData: env.SEED_SAMPLE_DATA ? env.SEED_SAMPLE_DATA !== 'false' : !['production', 'test'].includes(env.NODE_ENV || 'development'),
  };
}

/** A secret generated on first start and reused, so tokens survive restarts without any setup. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process starting at the same moment won the race: use its secret.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}

/**
 * The folder above server/. Searched from the running script (dist/main.js or src/main.ts) and from the
 * working directory, because the bundle, tsx and jest each locate modules differently.
 */
function findRepositoryRoot(cwd: string): string {
  const starts = [process.argv[1] ? path.dirname(path.resolve(process.argv[1])) : undefined, cwd];
  for (const start of starts) {
    for (let dir = start; dir; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, 'server', 'package.json'))) return dir;
      if (path.dirname(dir) === dir) break;
    }
  }
  return cwd;
}
