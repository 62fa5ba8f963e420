import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database';
import { openPGliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { startChildServer, type ChildServer } from '../helpers/money-model-child-server';
import { moneyInvariantViolations } from '../helpers/money-model-invariants';
import { withAdminClient } from '../helpers/test-database';

/**
 * kill -9 in the middle of keyed deposits and registrations, restart on the same database, retry the very
 * same requests (over and over): each key takes effect exactly once, each registration is paid once, the books balance.
 * The real server (src/main.ts) runs as a child process on the run's database: a fresh PostgreSQL schema
 * in the PostgreSQL pass, a PGlite data directory (what `npm start` uses) in the PGlite pass.
 */
const postgresUrl = process.env.DATABASE_URL || undefined;
const PLAYERS = 10;
const DEPOSITS_PER_PLAYER = 8;
const FEES = ['5', '2.5', '0'];
/**
 * One kill -9 per entry, once that share of the burst (every request, sent at once) has been answered.
 * PGlite restarts cost seconds each (WAL recovery of the embedded database), so it gets two.
 */
const KILL_AFTER_SHARES = postgresUrl ? [0.2, 0.4, 0.6] : [0.25, 0.5];
const JWT_SECRET = randomBytes(32).toString('hex');
const ADMIN = { email: `crash-admin-${process.pid}@example.com`, password: 'crash-admin-password' };

let dataDir: string;
let schema: string | undefined;
let server: ChildServer | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-crash-'));
  if (postgresUrl) {
    schema = `test_crash_${randomBytes(6).toString('hex')}`;
    await withAdminClient(postgresUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
  }
});
afterAll(async () => {
  await server?.kill();
  if (schema) await withAdminClient(postgresUrl!, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The child's DATABASE_URL: the run's PostgreSQL with the test schema first on its search path, or none (PGlite). */
function childDatabaseUrl(): string {
  if (!postgresUrl) return '';
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

const start = () =>
  startChildServer({
    DATABASE_URL: childDatabaseUrl(),
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'no-web-root'),
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });

/** The books as the test reads them (the server is stopped on PGlite: it is single-process). */
async function openBooks(): Promise<Database> {
  return postgresUrl ? openPostgresDatabase(postgresUrl, { searchPath: schema }) : openPGliteDatabase(dataDir);
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

async function call(method: string, pathname: string, options: { token?: string; body?: unknown; key?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(server!.url + pathname, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, replayed: response.headers.get('idempotent-replayed') === 'true' };
}

async function expectStatus(answer: Promise<Answer>, status: number, what: string): Promise<Answer> {
  const result = await answer;
  if (result.status !== status) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
  return result;
}

interface Player {
  id: number;
  token: string;
}

async function signUpPlayers(adminToken: string): Promise<Player[]> {
  const players: Player[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const name = `crash${process.pid}x${index}`;
    const email = `${name}@example.com`;
    const password = 'crash-player-password';
    await expectStatus(
      call('POST', '/api/auth/register', {
        body: { username: name, firstName: 'Ada', country: 'France', email, password, confirmPassword: password },
      }),
      201,
      'sign-up',
    );
    await expectStatus(call('POST', '/api/admin/verify-email', { token: adminToken, body: { email } }), 200, 'verification');
    const login = await expectStatus(call('POST', '/api/auth/login', { body: { email, password } }), 200, 'login');
    players.push({ id: (login.body.user as { id: number }).id, token: login.body.token as string });
  }
  return players;
}

/** One request a client would retry as it is: a keyed deposit or a registration. */
interface Request {
  label: string;
  player: Player;
  send(): Promise<Answer>;
  deposit?: { key: string; micros: bigint };
}

function plannedRequests(players: Player[], tournamentIds: number[]): Request[] {
  const requests: Request[] = [];
  players.forEach((player, index) => {
    for (let deposit = 0; deposit < DEPOSITS_PER_PLAYER; deposit += 1) {
      // Amounts unique per player and key: a doubled or swapped deposit cannot hide in the sums.
      const micros = BigInt(deposit + 1) * 1_000_000n + BigInt(index + 1);
      const key = `crash-${index}-${deposit}`;
      const amount = `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;
      requests.push({
        label: `deposit ${key}`,
        player,
        deposit: { key, micros },
        send: () => call('POST', '/api/users/wallet/deposit', { token: player.token, key, body: { amount } }),
      });
    }
    for (const tournamentId of tournamentIds) {
      requests.push({
        label: `register player ${player.id} in ${tournamentId}`,
        player,
        send: () => call('POST', `/api/users/tournaments/${tournamentId}/register`, { token: player.token }),
      });
    }
  });
  // Interleaved the same way every run: deposits and registrations of every player mixed.
  return requests
    .map((request, index) => ({ request, order: (index * 7919) % requests.length }))
    .sort((a, b) => a.order - b.order)
    .map(({ request }) => request);
}

/**
 * What a client may see for one request over crashes and retries: a deposit is always 200, and once answered
 * every later answer is the same body, replayed; a registration is 200 once, then "already registered"
 * (a 400 for the balance only while deposits are still in flight). Anything else is a failure.
 */
class Answers {
  readonly settled = new Map<Request, Answer>();
  /** Requests whose effect was committed although the client never got the answer (seen on a retry). */
  committedButUnanswered = 0;

  observe(request: Request, answer: Answer, depositsSettled: boolean): void {
    const first = this.settled.get(request);
    if (request.deposit) {
      if (first) expect([request.label, answer.status, answer.replayed, answer.body]).toEqual([request.label, 200, true, first.body]);
      else {
        expect([request.label, answer.status]).toEqual([request.label, 200]);
        if (answer.replayed) this.committedButUnanswered += 1;
        this.settled.set(request, answer);
      }
      return;
    }
    const outcome = answer.status === 200 ? 'registered' : `${answer.status} ${String(answer.body.code)}`;
    if (first || outcome === '409 ALREADY_REGISTERED') {
      expect([request.label, outcome]).toEqual([request.label, '409 ALREADY_REGISTERED']);
      if (!first) this.committedButUnanswered += 1;
      this.settled.set(request, first ?? answer);
    } else if (outcome === 'registered') {
      this.settled.set(request, answer);
    } else {
      expect([request.label, outcome]).toEqual([request.label, depositsSettled ? 'registered' : '400 INSUFFICIENT_BALANCE']);
    }
  }
}

it('kill -9 during keyed deposits and registrations, restart, retry the same requests: one effect each, books balanced', async () => {
  server = await start();
  const adminLogin = await expectStatus(call('POST', '/api/auth/login', { body: ADMIN }), 200, 'admin login');
  const adminToken = adminLogin.body.token as string;
  const players = await signUpPlayers(adminToken);
  const tournamentIds: number[] = [];
  for (const entryFee of FEES) {
    const body = {
      name: `Crash ${entryFee}`,
      gameType: 'NLH',
      entryFee,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      maxPlayers: 100,
      startingStack: 1,
    };
    tournamentIds.push((await expectStatus(call('POST', '/api/admin/tournaments', { token: adminToken, body }), 201, 'create')).body.id as number);
  }
  const requests = plannedRequests(players, tournamentIds);
  const answers = new Answers();
  let lost = 0;

  for (const share of KILL_AFTER_SHARES) {
    // Every request at once; the server dies with part of them answered and the rest in flight.
    const killAfter = Math.round(requests.length * share);
    let answered = 0;
    let killed: Promise<NodeJS.Signals | null> | undefined;
    const burst = await Promise.all(
      requests.map((request) =>
        request.send().then(
          (answer) => {
            answered += 1;
            if (answered === killAfter) killed = server!.kill();
            return answer;
          },
          () => undefined,
        ),
      ),
    );
    expect(await killed).toBe('SIGKILL');
    const lostNow = burst.filter((answer) => answer === undefined).length;
    expect(lostNow).toBeGreaterThan(0);
    lost += lostNow;
    requests.forEach((request, index) => burst[index] && answers.observe(request, burst[index], false));
    if (postgresUrl) {
      // What the crash left is consistent already: the transactions it interrupted simply vanished.
      const books = await openBooks();
      try {
        expect(await moneyInvariantViolations(books)).toEqual([]);
      } finally {
        await books.close();
      }
    }
    server = await start();
  }

  // Clients retry everything: deposits first, so every registration then finds the balance it needs; then
  // everything once more, all at once, when every answer must already be settled.
  const deposits = requests.filter((request) => request.deposit);
  const registrations = requests.filter((request) => !request.deposit);
  for (const [batch, depositsSettled] of [
    [deposits, false],
    [registrations, true],
    [requests, true],
  ] as const) {
    const results = await Promise.all(batch.map((request) => request.send()));
    batch.forEach((request, index) => answers.observe(request, results[index], depositsSettled));
  }
  expect(answers.settled.size).toBe(requests.length);
  await server.stop();
  server = undefined;
  console.log(
    `crash test on ${postgresUrl ? 'PostgreSQL' : 'PGlite'}: ${requests.length} requests, ${KILL_AFTER_SHARES.length} kills, ` +
      `${lost} requests lost in flight, ${answers.committedButUnanswered} of them had committed before the kill`,
  );

  const books = await openBooks();
  try {
    expect(await moneyInvariantViolations(books)).toEqual([]);
    const paidFees = FEES.reduce((sum, fee) => sum + BigInt(Math.round(Number(fee) * 1_000_000)), 0n);
    for (const player of players) {
      const keyed = deposits.filter((request) => request.player === player).map((request) => request.deposit!);
      const { rows: ledger } = await books.query<{ id: string; kind: string; amount: string }>(
        'SELECT id::text, kind, amount_micros::text AS amount FROM ledger_transactions WHERE user_id = $1 ORDER BY id',
        [player.id],
      );
      const { rows: keys } = await books.query<{ key: string; status_code: number; transaction_id: string }>(
        `SELECT key, status_code, response -> 'transaction' ->> 'id' AS transaction_id FROM idempotency_keys WHERE user_id = $1`,
        [player.id],
      );
      const depositRows = ledger.filter((row) => row.kind === 'deposit');
      // Exactly one deposit per key, with that key's amount, and the key's stored answer names it.
      expect(depositRows.map((row) => row.amount).sort()).toEqual(keyed.map((deposit) => deposit.micros.toString()).sort());
      expect(keys.map((row) => `${row.key} ${row.status_code}`).sort()).toEqual(keyed.map((deposit) => `${deposit.key} 200`).sort());
      expect(keys.map((row) => row.transaction_id).sort()).toEqual(depositRows.map((row) => row.id).sort());
      // Each paid registration paid once and was never refunded.
      expect(
        ledger
          .filter((row) => row.kind !== 'deposit')
          .map((row) => `${row.kind} ${row.amount}`)
          .sort(),
      ).toEqual(['tournament_entry 2500000', 'tournament_entry 5000000']);
      const { rows } = await books.query<{ balance: string; registrations: number }>(
        `SELECT balance_micros::text AS balance, (SELECT count(*)::int FROM tournament_registrations WHERE user_id = $1) AS registrations
         FROM users WHERE id = $1`,
        [player.id],
      );
      const deposited = keyed.reduce((sum, deposit) => sum + deposit.micros, 0n);
      expect(rows[0]).toEqual({ balance: (deposited - paidFees).toString(), registrations: FEES.length });
    }
  } finally {
    await books.close();
  }
}, 300_000);
