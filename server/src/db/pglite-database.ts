import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { retryConflicts, type Database, type Queryable, type QueryResult } from './database';

const asString = (value: string) => value;

/** Same as node-postgres: 64-bit integers and numerics stay exact strings. */
const parsers = { [types.INT8]: asString, [types.NUMERIC]: asString };

/** Lets the event loop take in what has arrived before PGlite runs (synchronously, inside it) the next statement. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `yieldFirst`: statements outside a transaction let the loop turn first. PGlite answers a statement without the loop
 * turning, so a job's loop of statements (a reminder per tournament) would otherwise hold every socket until its end.
 */
function wrap(handle: PGlite | Transaction, yieldFirst = false): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      if (yieldFirst) await yieldToLoop();
      const result = await handle.query<Row>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      if (yieldFirst) await yieldToLoop();
      await handle.exec(sql);
    },
  };
}

function fromPGlite(pglite: PGlite, release: () => void = () => {}): Database {
  return {
    kind: 'pglite',
    ...wrap(pglite, true),
    // PGlite's own transaction API: a raw BEGIN through query() is not safe on it. It runs one transaction at a
    // time, so only a RetryTransaction thrown by `fn` could ever make it run again. Queued transactions would run
    // back to back without the event loop getting a turn (a burst of table actions held every socket for hundreds of
    // milliseconds): each one first lets the loop take in what has arrived.
    transaction: (fn) =>
      retryConflicts(() =>
        pglite.transaction(async (tx) => {
          await yieldToLoop();
          return fn(wrap(tx));
        }),
      ),
    async close() {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}

/** The embedded default: a PGlite database persisted in `<dataDir>/pglite`, locked to this process. */
export async function openPGliteDatabase(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), { parsers });
    return fromPGlite(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** An in-memory PGlite, optionally started from a dump (tests load a migrated template instead of initdb). */
export async function openMemoryPGliteDatabase(loadDataDir?: Blob): Promise<Database & { dump(): Promise<Blob> }> {
  const options: PGliteOptions = { parsers, ...(loadDataDir ? { loadDataDir } : {}) };
  const pglite = await PGlite.create(options);
  return { ...fromPGlite(pglite), dump: () => pglite.dumpDataDir('none') };
}
