import type { Database } from './database';
import { migrations as allMigrations, type Migration } from './migrations';

/** Arbitrary constant: the PostgreSQL advisory lock that lets only one process migrate at a time. */
const MIGRATION_LOCK_KEY = 7_401_733;

/** Applies pending migrations in one transaction and records them in schema_migrations. */
export async function migrate(db: Database, migrations: Migration[] = allMigrations): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    return pending.map((migration) => migration.version);
  });
}
