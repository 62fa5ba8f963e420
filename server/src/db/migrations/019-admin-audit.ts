/**
 * The operator's audit log (issue #26): one row per admin write, appended in the transaction of the change it records
 * (admin/admin-audit.ts), so a change never lacks its row and a refused one leaves none. Append-only as the ledger and
 * table_events are: a statement trigger refuses every UPDATE, DELETE and TRUNCATE. The list reads newest first (the
 * primary key, backwards), of one action, actor or target.
 */
export const sql = `
CREATE TABLE admin_audit (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_id integer NOT NULL REFERENCES users (id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  before jsonb,
  after jsonb,
  ip text
);
CREATE INDEX admin_audit_action ON admin_audit (action, id);
CREATE INDEX admin_audit_actor ON admin_audit (actor_id, id);
CREATE INDEX admin_audit_target ON admin_audit (target_type, target_id, id);

CREATE FUNCTION refuse_admin_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only: % refused', TG_OP USING ERRCODE = 'prohibited_sql_statement_attempted';
END
$$;
CREATE TRIGGER admin_audit_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON admin_audit
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_admin_audit_change();
`;
