// `npm test -w server`: the jest suite on PGlite, then on PostgreSQL when one is reachable
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). With CI=true PostgreSQL is required.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const extraArgs = process.argv.slice(2);

function runJest(label, env) {
  console.log(`\n=== server tests on ${label} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [jest, '--config', 'jest.config.cjs', ...extraArgs], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { label, ok: result.status === 0, seconds };
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

const results = [runJest('PGlite', { DATABASE_URL: '' })];
if (await reachable(postgresUrl)) {
  results.push(runJest(`PostgreSQL (${postgresUrl})`, { DATABASE_URL: postgresUrl }));
} else if (ci) {
  results.push({ label: `PostgreSQL (${postgresUrl}) unreachable; required when CI=true`, ok: false, seconds: '0' });
} else {
  console.log(`\nPostgreSQL at ${postgresUrl} is not reachable: skipped (set CI=true to make this an error).`);
}

console.log('\n=== server test summary ===');
for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.label}  ${result.seconds}s`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
