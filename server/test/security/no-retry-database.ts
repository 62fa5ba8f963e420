import type { Database } from '../../src/db/database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { AppError } from '../../src/errors';

/**
 * A second pool on the test app's PostgreSQL schema whose transactions run once: a deadlock answers 409
 * TRANSACTION_CONFLICT at once instead of being retried, so a test can tell the lock order apart from the retry.
 */
export async function openNoRetryDatabase(appDb: Database): Promise<Database> {
  const { rows } = await appDb.query<{ schema: string }>('SELECT current_schema() AS schema');
  return openPostgresDatabase(process.env.DATABASE_URL!, { searchPath: rows[0].schema, maxAttempts: 1 });
}

/** 'ok', the API code of a refusal, or how anything else failed (a database error code). */
export async function outcomeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    return `database error ${(error as { code?: string }).code ?? String(error)}`;
  }
}

export function countOutcomes(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

/** Describes PostgreSQL-only cases: PGlite runs one transaction at a time, so nothing there can deadlock. */
export const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;
