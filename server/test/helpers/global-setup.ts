import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../src/db/migrate';
import { openMemoryPGliteDatabase } from '../../src/db/pglite-database';

/**
 * On PGlite, initdb costs seconds and ~800 MB per database; loading a dump takes well under one.
 * So the migrated database is built once here and every test file starts from a copy of it.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const started = Date.now();
  const db = await openMemoryPGliteDatabase();
  await migrate(db);
  const dump = await db.dump();
  await db.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  const file = path.join(dir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  console.log(`\nPGlite template built in ${Date.now() - started} ms`);
}
