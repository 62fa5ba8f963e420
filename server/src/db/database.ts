/** The one database interface over PGlite and PostgreSQL. int8 and numeric come back as strings on both. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction; commits when it resolves, rolls back when it throws.
   * Inside `fn` use only `tx`: on PGlite the outer handle waits for this transaction and deadlocks.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's unique_violation, with the constraint that fired (names are set in the migrations). */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}
