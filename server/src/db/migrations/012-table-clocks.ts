/**
 * Clocks and ownership of tables (issue #15 part 3). `due_at`: when the table's owner must act on its own (the
 * acting player's clock and time bank run out, or the pause after a hand ends and the next is dealt), so an owner
 * finds its work with one indexed read. The lease: one process runs a table's clocks at a time; `lease_epoch`
 * grows with every change of owner, and an owner's writes are fenced by it (a stale owner's write finds no row).
 */
export const sql = `
ALTER TABLE poker_tables
  ADD COLUMN due_at timestamptz,
  ADD COLUMN lease_owner text,
  ADD COLUMN lease_epoch integer NOT NULL DEFAULT 0,
  ADD COLUMN lease_expires_at timestamptz;
CREATE INDEX poker_tables_playing_lease ON poker_tables (lease_expires_at) WHERE status = 'playing';
`;
