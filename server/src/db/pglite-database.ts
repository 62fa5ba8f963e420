import { PGlite, protocol, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { retryConflicts, transactionModeSql, type Database, type Queryable, type QueryResult } from './database';

const asString = (value: string) => value;

/** Same as node-postgres: 64-bit integers and numerics stay exact strings. */
const parsers = { [types.INT8]: asString, [types.NUMERIC]: asString };

/** Lets the event loop take in what has arrived before PGlite runs (synchronously, inside it) the next statement. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const { serialize } = protocol;

/** How many statement texts stay prepared at once (the oldest is closed beyond it). */
const PREPARED_STATEMENTS = 500;

/** PostgreSQL's answer when a prepared statement's result columns changed under it (a table altered since). */
const CACHED_PLAN_CHANGED = '0A000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

interface Prepared {
  name: string;
  /** The parameters' type oids, as PostgreSQL inferred them: each value is serialized as PGlite's query() would. */
  paramTypes: number[];
}

type Parser = (value: string, typeId: number) => unknown;

/** Commands whose tag's count PGlite reports as affected rows (its parseResults). */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The answer to one protocol exchange, read from PostgreSQL's bytes: rows (text format) as PGlite's parseResults
 * builds them (each value through PGlite's parser for its type), the affected rows the same way, and the parameter
 * types of a described statement. PGlite's own reader copies and decodes every value through a TextDecoder: on a
 * read of a thousand rows it took 20 ms where PostgreSQL took 1.4. The first error is PGlite's own DatabaseError,
 * read by its parser from that message.
 */
function readAnswer(pglite: PGlite, data: Buffer) {
  const rows: Record<string, unknown>[] = [];
  let names: string[] = [];
  let typeIds: number[] = [];
  let columnParsers: (Parser | undefined)[] = [];
  let affectedRows = 0;
  let paramTypes: number[] = [];
  let error: unknown;
  for (let offset = 0; offset < data.length;) {
    const code = data[offset];
    const end = offset + 1 + data.readInt32BE(offset + 1);
    let at = offset + 5;
    if (code === 0x44 /* D: DataRow */) {
      const count = data.readInt16BE(at);
      at += 2;
      const row: Record<string, unknown> = {};
      for (let index = 0; index < count; index += 1) {
        const length = data.readInt32BE(at);
        at += 4;
        if (length < 0) {
          row[names[index]] = null;
          continue;
        }
        const text = data.toString('utf8', at, at + length);
        at += length;
        const parser = columnParsers[index];
        row[names[index]] = parser ? parser(text, typeIds[index]) : text;
      }
      rows.push(row);
    } else if (code === 0x54 /* T: RowDescription */) {
      const count = data.readInt16BE(at);
      at += 2;
      names = [];
      typeIds = [];
      for (let index = 0; index < count; index += 1) {
        const nul = data.indexOf(0, at);
        names.push(data.toString('utf8', at, nul));
        const typeId = data.readInt32BE(nul + 7);
        typeIds.push(typeId);
        at = nul + 19;
      }
      columnParsers = typeIds.map((typeId) => (pglite.parsers[typeId] ?? types.parsers[typeId]) as Parser | undefined);
    } else if (code === 0x43 /* C: CommandComplete */) {
      const tag = data.toString('utf8', at, end - 1).split(' ');
      if (COUNTED_COMMANDS.has(tag[0])) affectedRows += parseInt(tag[tag.length - 1], 10);
    } else if (code === 0x74 /* t: ParameterDescription */) {
      const count = data.readInt16BE(at);
      paramTypes = Array.from({ length: count }, (_, index) => data.readInt32BE(at + 2 + 4 * index));
    } else if (code === 0x45 /* E: ErrorResponse */ && error === undefined) {
      new protocol.Parser().parse(data.subarray(offset, end), (message) => (error = message));
    }
    offset = end;
  }
  return { rows, affectedRows, paramTypes, error };
}

/**
 * Statements through PGlite's wire protocol, each text prepared once (a named statement) and then run as one
 * message (bind, describe, execute, sync): PGlite's query() sends six messages, one run of its loop each, and has
 * PostgreSQL parse and plan the text every time. About a quarter of the cost for the short statements of a table
 * action. Values are serialized by PGlite's own serializers (by the types PostgreSQL inferred), rows read as its
 * parseResults reads them (readAnswer), so results are the same.
 * Every call must hold PGlite's query mutex (runExclusive); outside a transaction also its transaction mutex.
 */
function preparedStatements(pglite: PGlite) {
  const prepared = new Map<string, Prepared>();
  /** Statements to close with the next message: evicted, or dropped after a schema change. */
  let closing: string[] = [];
  let counter = 0;

  async function exchange(message: Uint8Array, syncToFs: boolean, sql: string, params: unknown[]) {
    const chunks: Buffer[] = [];
    // The bytes are a view of PGlite's memory, valid during the call only.
    await pglite.execProtocolRawStream(message, { syncToFs, onRawData: (bytes) => chunks.push(Buffer.from(bytes)) });
    const answer = readAnswer(pglite, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    if (answer.error !== undefined) throw Object.assign(answer.error as object, { query: sql, params });
    return answer;
  }

  async function prepare(sql: string, params: unknown[]): Promise<Prepared> {
    const name = `s${(counter += 1)}`;
    const closes = closing.map((old) => serialize.close({ type: 'S', name: old }));
    closing = [];
    const { paramTypes } = await exchange(
      concat([...closes, serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      false,
      sql,
      params,
    );
    const statement = { name, paramTypes };
    prepared.set(sql, statement);
    if (prepared.size > PREPARED_STATEMENTS) {
      const [oldest] = prepared.keys();
      closing.push(prepared.get(oldest)!.name);
      prepared.delete(oldest);
    }
    return statement;
  }

  return {
    async query<Row>(sql: string, params: unknown[], inTransaction: boolean): Promise<QueryResult<Row>> {
      let statement = prepared.get(sql);
      if (statement) {
        // Most recently used last: the oldest in the map is the one closed first.
        prepared.delete(sql);
        prepared.set(sql, statement);
      } else {
        statement = await prepare(sql, params);
      }
      const { serializers } = pglite;
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const serializer = serializers[statement.paramTypes[index]];
        return serializer ? serializer(param) : (param as { toString(): string }).toString();
      });
      try {
        const { rows, affectedRows } = await exchange(
          concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
          !inTransaction,
          sql,
          params,
        );
        return { rows: rows as Row[], rowCount: affectedRows };
      } catch (error) {
        if ((error as { code?: string }).code === CACHED_PLAN_CHANGED && prepared.get(sql) === statement) {
          prepared.delete(sql);
          closing.push(statement.name);
        }
        throw error;
      }
    },
    /** A script ran (migrations): tables may have changed, so every statement is prepared again. */
    forget(): void {
      for (const statement of prepared.values()) closing.push(statement.name);
      prepared.clear();
    },
  };
}

type Statements = ReturnType<typeof preparedStatements>;

/**
 * `yieldFirst`: statements outside a transaction let the loop turn first. PGlite answers a statement without the loop
 * turning, so a job's loop of statements (a reminder per tournament) would otherwise hold every socket until its end.
 */
function outside(pglite: PGlite, statements: Statements): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      await yieldToLoop();
      // As PGlite's query(): after any transaction in progress, alone.
      return pglite._runExclusiveTransaction(() => pglite.runExclusive(() => statements.query<Row>(sql, params, false)));
    },
    async exec(sql: string) {
      await yieldToLoop();
      try {
        await pglite.exec(sql);
      } finally {
        statements.forget();
      }
    },
  };
}

function inside(pglite: PGlite, tx: Transaction, statements: Statements): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      if (tx.closed) throw new Error('Transaction is closed');
      return pglite.runExclusive(() => statements.query<Row>(sql, params, true));
    },
    async exec(sql: string) {
      try {
        await tx.exec(sql);
      } finally {
        statements.forget();
      }
    },
  };
}

function fromPGlite(pglite: PGlite, release: () => void = () => {}): Database {
  const statements = preparedStatements(pglite);
  return {
    kind: 'pglite',
    ...outside(pglite, statements),
    // PGlite's own transaction API: a raw BEGIN through query() is not safe on it. It runs one transaction at a
    // time, so only a RetryTransaction thrown by `fn` could ever make it run again. Queued transactions would run
    // back to back without the event loop getting a turn (a burst of table actions held every socket for hundreds of
    // milliseconds): each one first lets the loop take in what has arrived.
    transaction: (fn, options) =>
      retryConflicts(() =>
        pglite.transaction(async (tx) => {
          await yieldToLoop();
          const mode = transactionModeSql(options);
          if (mode) await tx.query(`SET TRANSACTION ${mode}`);
          return fn(inside(pglite, tx, statements));
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
    // A new WAL segment is created by writing its last byte, not 16 MB of zeros through the file system calls that
    // PGlite makes inside the event loop (a pause of about 100 ms every 16 MB of WAL, every minute or so under play).
    // PGlite runs with fsync off: the zeros protected nothing.
    await pglite.exec('SET wal_init_zero = off');
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
