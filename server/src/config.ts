import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from the environment, resolved once with documented defaults (docs/environment.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections to PostgreSQL per process (DATABASE_POOL_SIZE; unset: postgres-database.ts's POOL_SIZE, 10). */
  databasePoolSize?: number;
  /** Set → socket.io uses the Redis adapter, so events reach the clients of every server process. */
  redisUrl?: string;
  /** Prefix of the Redis pub/sub channels (REDIS_KEY_PREFIX, default socket.io). */
  redisKeyPrefix?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  publicUrl: string;
  /**
   * Origins besides PUBLIC_URL's whose pages may open the socket and read the API (ALLOWED_ORIGINS, comma-separated
   * exact origins such as https://poker.example.com). Outside production, loopback origins are allowed too.
   */
  allowedOrigins?: string[];
  /**
   * Live sockets one user may hold (the oldest goes) and one client address may hold (more are refused), and the
   * connections a process sets up at once (more are refused until one is done).
   */
  socketLimits?: Partial<SocketLimits>;
  nodeEnv: string;
  webRoot: string;
  remotesManifest?: string;
  /** Overrides of the rate limits (login, password attempts, resend, sign-up; tests use small ones); defaults in security/rate-limit-rules.ts. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Fill an empty database with sample tournaments at start-up (SEED_SAMPLE_DATA; never in production). */
  seedSampleData?: boolean;
  /** The first admin, created (or, with the matching password, promoted) at start-up. */
  adminEmail?: string;
  adminPassword?: string;
  /** The tables' clocks and the lease on them (TABLE_* variables); defaults in tables/table-timings.ts. */
  tables?: Partial<TableTimings>;
  /** How money enters and leaves (PAYMENTS and the EVM_* variables, read by payments/payments-config.ts). Absent → demo. */
  payments?: PaymentsConfig;
  /** The limits of PAYMENTS=evm withdrawals (WITHDRAWAL_* variables, read by payments/withdrawals/withdrawal-settings.ts). */
  withdrawals?: Partial<WithdrawalSettings>;
  /** Where /metrics is served (METRICS_* variables); resolved with NODE_ENV by metrics/metrics-exposure.ts. Absent → the defaults. */
  metrics?: MetricsSettings;
}

/** The METRICS_* variables as set (docs/environment.md); metrics/metrics-exposure.ts decides from them and NODE_ENV. */
export interface MetricsSettings {
  /** METRICS=off: nothing recorded, nothing served. */
  off?: boolean;
  /** METRICS_TOKEN: every scrape must send `Authorization: Bearer <token>`; it also opens /metrics on the public port in production. */
  token?: string;
  /** METRICS_PORT: /metrics on a listener of its own, never on the public port. */
  port?: number;
  /** METRICS_HOST: that listener's address (default 127.0.0.1). */
  host?: string;
}

/** A token short enough to guess is refused at start-up. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** A fixed window: at most `limit` hits per `windowSeconds`, counted from the window's first hit. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Failures on one account from every address. They never refuse an attempt (a hard lock per account would let
 * anyone lock the owner out, OWASP ASVS 6.3.1): past `freeFailures` in the window, each wrong answer is held
 * back `firstDelayMs`, doubling with every further failure up to `maxDelayMs`. A right password never waits.
 */
export interface SlowdownRule {
  freeFailures: number;
  windowSeconds: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The limits of the endpoints that guess at passwords or accounts, or send mail. Overridable through Config.rateLimits. */
export interface RateLimitSettings {
  /** Failed login attempts on one account (e-mail address) from one client IP (a correct password gives its slot back). */
  loginPerAccountAndIp: RateLimitRule;
  /** Failed login attempts per client IP, whatever e-mail they try. */
  loginPerIp: RateLimitRule;
  /** Failed login attempts on one account from every IP: they slow its wrong answers down, they never lock it. */
  loginSlowdownPerAccount: SlowdownRule;
  /** Resend requests per e-mail address (on top of the 60-s cooldown between mails). */
  resendPerEmail: RateLimitRule;
  /** Resend requests per client IP. */
  resendPerIp: RateLimitRule;
  /** Sign-ups per client IP: caps account farming and probing which names and e-mails are taken. */
  registerPerIp: RateLimitRule;
  /** Wrong current passwords per user on the password change (a right one gives its slot back). */
  currentPasswordPerUser: RateLimitRule;
  /** Wrong room passwords per user, whatever rooms they try (a right one gives its slot back). */
  roomPasswordPerUser: RateLimitRule;
}

/** How long things take at a table. All in milliseconds. */
export interface TableTimings {
  /** Each decision's own clock. */
  actionMs: number;
  /** Each player's time bank, full at the start of every blind level; it runs once the decision's clock is out. */
  timeBankMs: number;
  /** How long a completed hand stays on the table (its winners, shown cards) before the next deal. */
  handPauseMs: number;
  /** How long an owner's lease on a table lasts unrenewed: a dead owner's tables are taken over after about this. */
  leaseMs: number;
  /** After a hand ends, how long before the tournament's lobby is told its chips moved (at most one notice per this). */
  lobbyChipsMs: number;
}

/** Demo funds (instant deposits and withdrawals, the default) or USDT on an EVM chain; defaults in payments/payments-config.ts. */
export type PaymentsConfig = { mode: 'demo' } | EvmPaymentsConfig;

/** USDT, a 6-decimal ERC-20, on an EVM chain (docs/environment.md). */
export interface EvmPaymentsConfig {
  mode: 'evm';
  /** JSON-RPC endpoint of a node of the chain (EVM_RPC_URL); it may carry an API key, so it is never logged either. */
  rpcUrl: string;
  /** The token's contract, checksummed (USDT_CONTRACT). */
  tokenContract: `0x${string}`;
  /** Blocks a deposit waits, its own included, before it is credited (CONFIRMATIONS). */
  confirmations: number;
  /** Shown to players (EVM_NETWORK_NAME); unset → named from the chain id the node reports. */
  networkName?: string;
  /** BIP-39 mnemonic the deposit addresses derive from (PAYMENTS_MASTER_KEY or DATA_DIR/payments/master.key). */
  masterKey: Secret;
  /** Private key of the hot wallet (PAYMENTS_HOT_WALLET_KEY or DATA_DIR/payments/hot-wallet.key). */
  hotWalletKey: Secret;
  /** Smaller deposits are recorded but never credited (MIN_DEPOSIT, USDT). */
  minimumDepositMicros: bigint;
  /** How often the deposit watcher looks at the chain (EVM_POLL_MS). */
  pollMs: number;
  /** The block the watcher starts from on its very first pass (PAYMENTS_START_BLOCK); unset → the chain head then. */
  startBlock?: bigint;
}

/** A key: its value only through reveal(); printed, logged or serialized it reads "[secret]" (payments/evm/keys.ts). */
export interface Secret {
  reveal(): string;
}

/** The limits of PAYMENTS=evm withdrawals, in micro-USDT; defaults in payments/withdrawals/withdrawal-settings.ts. */
export interface WithdrawalSettings {
  /** Smallest withdrawal (WITHDRAWAL_MIN, USDT). */
  minimumMicros: bigint;
  /** Most one player may withdraw in a UTC day, refunded requests not counted (WITHDRAWAL_DAILY_LIMIT). */
  dailyLimitMicros: bigint;
  /** Above this a request waits for an operator's approval (WITHDRAWAL_APPROVAL_THRESHOLD). */
  approvalThresholdMicros: bigint;
}

export interface SocketLimits {
  perUser: number;
  perAddress: number;
  /** Connections between their admitted handshake and their socket.io 'connection' (realtime/handshakes-in-setup.ts). */
  handshakesInSetup: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = { perUser: 10, perAddress: 50, handshakesInSetup: 64 };

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = portNumber(env, 'PORT', 3000);
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: env.DATABASE_POOL_SIZE ? positiveInteger(env, 'DATABASE_POOL_SIZE', 1) : undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'socket.io',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Poker Platform <no-reply@localhost>',
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    socketLimits: {
      perUser: positiveInteger(env, 'SOCKETS_PER_USER', DEFAULT_SOCKET_LIMITS.perUser),
      perAddress: positiveInteger(env, 'SOCKETS_PER_ADDRESS', DEFAULT_SOCKET_LIMITS.perAddress),
      handshakesInSetup: positiveInteger(env, 'SOCKET_HANDSHAKES_IN_SETUP', DEFAULT_SOCKET_LIMITS.handshakesInSetup),
    },
    nodeEnv: env.NODE_ENV || 'development',
    webRoot: env.WEB_ROOT ? path.resolve(cwd, env.WEB_ROOT) : findRepositoryRoot(cwd),
    remotesManifest: env.REMOTES_MANIFEST ? path.resolve(cwd, env.REMOTES_MANIFEST) : undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    tables: tableTimings(env),
    metrics: metricsSettings(env),
    seedSampleData: env.SEED_SAMPLE_DATA ? env.SEED_SAMPLE_DATA !== 'false' : !['production', 'test'].includes(env.NODE_ENV || 'development'),
  };
}

/** Exact origins (scheme, host, port): a path, a wildcard or a typo fails at start-up rather than allowing nothing or too much. */
function parseOrigins(list: string | undefined): string[] {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    const bare =
      ['http:', 'https:'].includes(url?.protocol ?? '') && url?.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || entry.includes('*')) throw new Error(`ALLOWED_ORIGINS must list origins such as https://poker.example.com, got "${entry}"`);
    return url.origin;
  });
}

function portNumber(env: Env, name: string, fallback: number): number {
  const port = Number(env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${env[name]}"`);
  return port;
}

function metricsSettings(env: Env): MetricsSettings {
  if (env.METRICS && !['on', 'off'].includes(env.METRICS)) throw new Error(`METRICS must be on or off, got "${env.METRICS}"`);
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < METRICS_TOKEN_MIN_LENGTH)
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`);
  return {
    off: env.METRICS === 'off',
    token,
    port: env.METRICS_PORT ? portNumber(env, 'METRICS_PORT', 0) : undefined,
    host: env.METRICS_HOST || '127.0.0.1',
  };
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^[1-9][0-9]*$/.test(raw) || !Number.isSafeInteger(value)) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/** Only the timings the environment sets (the rest keep their defaults). */
function tableTimings(env: Env): Partial<TableTimings> {
  const timings: Partial<TableTimings> = {};
  const set = (key: keyof TableTimings, name: string, scale: number) => {
    if (env[name]) timings[key] = positiveInteger(env, name, 0) * scale;
  };
  set('actionMs', 'TABLE_ACTION_SECONDS', 1000);
  set('timeBankMs', 'TABLE_TIME_BANK_SECONDS', 1000);
  set('handPauseMs', 'TABLE_HAND_PAUSE_MS', 1);
  set('leaseMs', 'TABLE_LEASE_MS', 1);
  set('lobbyChipsMs', 'TABLE_LOBBY_CHIPS_MS', 1);
  return timings;
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
