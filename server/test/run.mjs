// `npm test -w server`: the jest suite on PGlite and on PostgreSQL (TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test) when one is reachable; with CI=true PostgreSQL is required.
// The two runs go side by side: each jest runs its files one at a time (one worker on a two-core machine), and
// PGlite works in the jest process while PostgreSQL works in its own server, so together they fill both cores.
// Each run's output is printed whole when it ends, so the two never interleave. The tests that bound times on the
// server's event loop (floods, hostile bodies, hashing) then run alone: side by side, each run's CPU is the other's
// noise.
// The files of ONE_DATABASE test what the server does before any data is touched (HTTP and socket framing, hostile
// bodies, tokens, origins, floods, static files): the database behind cannot change their outcome, so they run on one,
// PostgreSQL when it is reachable (a test app starts there in a quarter of PGlite's time), else PGlite. Those of
// ONE_DATABASE_ON_PGLITE go to PGlite when both are there, so the two side-by-side runs end together: with all of them
// on PostgreSQL its run was the longer by 50 to 100 s.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const extraArgs = process.argv.slice(2);

const TIMED = [
  'hashing-flood',
  'hostile-bodies',
  'login-lockout',
  'json-body-limits',
  'socket-attacks',
  'socket-packet-budget',
  'spoofed-address-floods',
];
// On PGlite when both databases are there (see above); the rest of ONE_DATABASE on PostgreSQL.
const ONE_DATABASE_ON_PGLITE = [
  'web-static',
  'web-delivery',
  'storybook-delivery',
  'openapi',
  'http-errors',
  'dev-console',
  'timers',
  'security/forged-tokens',
];
const ONE_DATABASE_ON_POSTGRES = [
  'realtime',
  'realtime-gateway',
  'security/hostile-bodies',
  'security/json-body-limits',
  'security/token-claims',
  'security/origin',
  'security/socket-attacks',
  'security/socket-packet-budget',
  'security/socket-caps',
  'security/spoofed-address-floods',
  'security/hashing-flood',
  'security/avatar-attacks',
  'security/avatar-hardening',
  'postgres-pool',
  'table-lease-fence',
];
const ONE_DATABASE = [...ONE_DATABASE_ON_PGLITE, ...ONE_DATABASE_ON_POSTGRES];
// Whole platforms under load (server processes, a balancer, a thousand bots on sockets): alone at the end, on
// PostgreSQL (they need several processes), so their load is nobody's noise and nobody's load theirs.
const LOADED = ['tournament-scale-out'];
const filesPattern = (names) => `test/(${names.join('|')})\\.test\\.ts$`;
const timedPattern = filesPattern(TIMED.map((name) => `security/${name}`));
const loadedPattern = filesPattern(LOADED);

function runJest(label, env, args) {
  const started = Date.now();
  const child = spawn(process.execPath, [jest, '--config', 'jest.config.cjs', ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n=== server tests on ${label} (${seconds} s) ===\n${Buffer.concat(output).toString()}`);
      resolve({ label, ok: code === 0, seconds });
    });
  });
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const databases = [{ label: 'PGlite', env: { DATABASE_URL: '' } }];
if (await reachable(postgresUrl)) {
  databases.push({ label: `PostgreSQL (${postgresUrl})`, env: { DATABASE_URL: postgresUrl } });
} else if (!ci) {
  console.log(`\nPostgreSQL at ${postgresUrl} is not reachable: skipped (set CI=true to make this an error).`);
}
const results = [];
if (extraArgs.length > 0) {
  // A run asked for with arguments (a file, a name) is run as asked, on both databases side by side.
  results.push(...(await Promise.all(databases.map(({ label, env }) => runJest(label, env, extraArgs)))));
} else {
  const one = databases[databases.length - 1];
  const ignoring = (...patterns) => ['--testPathIgnorePatterns', '/node_modules/', ...patterns];
  const sideBySide = databases.map((database) => {
    if (databases.length === 1) return { ...database, args: ignoring(timedPattern, loadedPattern) };
    const elsewhere = database === one ? ONE_DATABASE_ON_PGLITE : ONE_DATABASE_ON_POSTGRES;
    return { ...database, args: ignoring(timedPattern, loadedPattern, filesPattern(elsewhere)) };
  });
  results.push(...(await Promise.all(sideBySide.map(({ label, env, args }) => runJest(label, env, args)))));
  // Alone: the timed files that touch data on every database, the others on the one.
  const timedOnEvery = filesPattern(TIMED.filter((name) => !ONE_DATABASE.includes(`security/${name}`)).map((name) => `security/${name}`));
  for (const database of databases) {
    const args = database === one ? [timedPattern] : [timedOnEvery];
    results.push(await runJest(`${database.label}, timed tests alone`, database.env, args));
  }
  results.push(await runJest(`${one.label}, tests under load alone`, one.env, [loadedPattern]));
}
if (ci && databases.length === 1) {
  results.push({ label: `PostgreSQL (${postgresUrl}) unreachable; required when CI=true`, ok: false, seconds: '0' });
}

console.log('\n=== server test summary ===');
for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.label}  ${result.seconds}s`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
