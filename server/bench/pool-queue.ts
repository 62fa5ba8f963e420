// How long a burst of statements takes to drain through a process's connections, asked all at once (as when a dead
// process's clients all come back to a survivor): straight to pg's pool, whose waiters are an array it shifts from
// the front, and through the database's own queue in front of it (postgres-database.ts), interleaved in one run.
// `npx tsx bench/pool-queue.ts` (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; BENCH_BURSTS=5000,20000).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openPostgresDatabase, POOL_SIZE } from '../src/db/postgres-database';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const bursts = (process.env.BENCH_BURSTS ?? '5000,20000,40000').split(',').map(Number);

async function drain(query: (sql: string) => Promise<unknown>, statements: number): Promise<number> {
  const started = performance.now();
  await Promise.all(Array.from({ length: statements }, () => query('SELECT 1')));
  return performance.now() - started;
}

const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
const db = openPostgresDatabase(url);
// Every connection open before the clock starts, for both.
await drain((sql) => pool.query(sql), POOL_SIZE * 10);
await drain((sql) => db.query(sql), POOL_SIZE * 10);
console.log(`statements at once | pg's pool alone | through the queue in front of it | ratio`);
for (const statements of bursts) {
  const alone = await drain((sql) => pool.query(sql), statements);
  const queued = await drain((sql) => db.query(sql), statements);
  console.log(
    `${statements.toLocaleString('en-US').padStart(18)} | ${`${Math.round(alone).toLocaleString('en-US')} ms`.padStart(15)} | ${`${Math.round(queued).toLocaleString('en-US')} ms`.padStart(32)} | ${(alone / queued).toFixed(1)}×`,
  );
}
await pool.end();
await db.close();
