/**
 * The tables' leases in a narrow table of their own: renewing an owner's leases every second rewrote each table's
 * whole row (its hand and seats) and waited on the row locks of the decisions in play. `table_leases` holds one row
 * per table ever owned (owner, epoch, expiry); the lease columns of migration 12 go.
 */
export const sql = `
CREATE TABLE table_leases (
  table_id integer PRIMARY KEY REFERENCES poker_tables (id),
  owner text NOT NULL,
  epoch integer NOT NULL CONSTRAINT table_leases_epoch_positive CHECK (epoch > 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX table_leases_owner ON table_leases (owner);
INSERT INTO table_leases (table_id, owner, epoch, expires_at)
  SELECT id, lease_owner, GREATEST(lease_epoch, 1), COALESCE(lease_expires_at, '-infinity') FROM poker_tables WHERE lease_owner IS NOT NULL;
DROP INDEX poker_tables_playing_lease;
ALTER TABLE poker_tables DROP COLUMN lease_owner, DROP COLUMN lease_epoch, DROP COLUMN lease_expires_at;
`;
