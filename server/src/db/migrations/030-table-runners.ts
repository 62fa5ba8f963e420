/**
 * Tables shared out among the server processes (issue #28). With one lease claim taking every table without an owner,
 * the first process to look after a tournament's seating ran all 125 of its tables and the others none.
 *
 * - table_runners: each process that runs tables, and until when it is known alive (renewed with its leases); the
 *   processes alive now divide the playing tables between them, each taking at most its share.
 * - poker_tables_playing: the claim looks for playing tables without an owner every quarter lease, in every process:
 *   a scan of every table ever played without it.
 */
export const sql = `
CREATE TABLE table_runners (
  holder text PRIMARY KEY,
  alive_until timestamptz NOT NULL
);
CREATE INDEX poker_tables_playing ON poker_tables (id) WHERE status = 'playing';
`;
