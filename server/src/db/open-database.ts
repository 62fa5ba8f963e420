import type { Config } from '../config';
import type { Database } from './database';
import { openPGliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** DATABASE_URL set → PostgreSQL (DATABASE_POOL_SIZE connections); unset → embedded PGlite under DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl
    ? Promise.resolve(openPostgresDatabase(config.databaseUrl, { poolSize: config.databasePoolSize }))
    : openPGliteDatabase(config.dataDir);
}
