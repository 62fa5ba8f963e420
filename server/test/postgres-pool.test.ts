import type { Database } from '../src/db/database';
import { hasPoolStats, POOL_SIZE, type PostgresDatabase } from '../src/db/postgres-database';
import { openTestDatabase } from './helpers/test-database';

// The queue in front of the pool's connections (postgres-database.ts): every statement and transaction asked at once
// is answered, at most POOL_SIZE hold connections, the others are counted waiting, and a failed transaction gives its
// place back.
describe('PostgreSQL: the queue for the pool’s connections', () => {
  let db: PostgresDatabase;

  beforeAll(async () => {
    const opened: Database = await openTestDatabase();
    if (!hasPoolStats(opened)) throw new Error('this test needs PostgreSQL: run it with DATABASE_URL (npm test runs it there)');
    db = opened;
  });
  afterAll(() => db.close());

  it('answers a burst of statements and transactions, holding at most the pool’s connections and counting the rest waiting', async () => {
    const statements = 200;
    const asked = Array.from({ length: statements }, (_, index) =>
      index % 4 === 0
        ? db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.005)', [index])).rows[0].n)
        : db.query<{ n: number }>('SELECT $1::int AS n', [index]).then((result) => result.rows[0].n),
    );
    // Asked in one go: all but the pool's worth wait for a connection.
    expect(db.poolStats().waiting).toBe(statements - POOL_SIZE);
    const peak = { total: 0 };
    const watching = setInterval(() => (peak.total = Math.max(peak.total, db.poolStats().total)), 1);
    try {
      expect(await Promise.all(asked)).toEqual(Array.from({ length: statements }, (_, index) => index));
    } finally {
      clearInterval(watching);
    }
    expect(peak.total).toBeLessThanOrEqual(POOL_SIZE);
    expect(db.poolStats().waiting).toBe(0);
  });

  it('gives a connection back when a transaction fails, so more failures than connections leave the pool usable', async () => {
    const failures = await Promise.allSettled(
      Array.from({ length: POOL_SIZE * 3 }, () =>
        db.transaction(async (tx) => {
          await tx.query('SELECT 1');
          throw new Error('refused by the test');
        }),
      ),
    );
    expect(failures.every((outcome) => outcome.status === 'rejected' && (outcome.reason as Error).message === 'refused by the test')).toBe(true);
    const answers = await Promise.all(Array.from({ length: POOL_SIZE * 2 }, () => db.query<{ one: number }>('SELECT 1 AS one')));
    expect(answers.map((answer) => answer.rows[0].one)).toEqual(Array(POOL_SIZE * 2).fill(1));
    expect(db.poolStats().waiting).toBe(0);
  });
});
