/**
 * The ledger is append-only (issue #13): a statement trigger refuses every UPDATE, DELETE and TRUNCATE of
 * ledger_transactions and ledger_entries, whatever it would touch (even no row), on PGlite and PostgreSQL alike.
 * A mistake is corrected by a new transaction that moves the money back, so the history stays whole and
 * every cached balance stays the sum of its entries.
 */
export const sql = `
CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % of % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'prohibited_sql_statement_attempted',
          HINT = 'Record a correction as a new ledger transaction.';
END
$$;

CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
`;
