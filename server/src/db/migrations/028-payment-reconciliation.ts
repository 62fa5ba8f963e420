/**
 * Books that balance against the chain (issue #27, PAYMENTS=evm; payments/reconciliation/).
 *
 * - hot_wallet_fundings: the operator's own top-ups of the hot wallet (first liquidity, the money of guarantee
 *   overlays), recorded by an admin from a transaction on chain; the amount and block are read from the chain, never
 *   typed. Without them every top-up would look like a difference. One row per transaction.
 * - payment_reconciliations: each run of the reconciliation, as of one block: the deposits the site recorded against
 *   the transfers to deposit addresses seen on chain (deposits_seen is cumulative from the first block scanned, so the
 *   next run reads only the blocks after this one), and the custody figures. `ok` is the verdict.
 * - payment_alerts: a difference between the books and the chain, open until a run finds them equal again
 *   (resolved_by null) or an admin resolves it. One open alert per kind: a run updates the open one's figures.
 */
export const sql = `
CREATE TABLE hot_wallet_fundings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id integer NOT NULL,
  tx_hash text NOT NULL CONSTRAINT hot_wallet_fundings_tx_hash_key UNIQUE,
  block_number bigint NOT NULL,
  amount_micros bigint NOT NULL CONSTRAINT hot_wallet_fundings_amount_positive CHECK (amount_micros > 0),
  recorded_by integer NOT NULL REFERENCES users (id),
  recorded_at timestamptz NOT NULL,
  note text
);

CREATE TABLE payment_reconciliations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id integer NOT NULL,
  token_contract text NOT NULL,
  checked_at timestamptz NOT NULL,
  block_number bigint NOT NULL,
  deposits_credited bigint NOT NULL,
  deposits_credited_count integer NOT NULL,
  deposits_seen bigint NOT NULL,
  deposits_seen_count integer NOT NULL,
  -- The first block whose transfers deposits_seen counts.
  deposits_seen_from bigint NOT NULL,
  hot_wallet_on_chain bigint NOT NULL,
  hot_wallet_in_books bigint NOT NULL,
  deposit_addresses_on_chain bigint NOT NULL,
  ok boolean NOT NULL
);
CREATE INDEX payment_reconciliations_latest ON payment_reconciliations (chain_id, block_number DESC, id DESC);

CREATE TABLE payment_alerts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CONSTRAINT payment_alerts_kind_valid CHECK (kind IN ('deposits', 'hot_wallet')),
  message text NOT NULL,
  -- The chain's figure less the books'.
  difference_micros bigint NOT NULL,
  raised_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  resolved_at timestamptz,
  resolved_by integer REFERENCES users (id)
);
CREATE UNIQUE INDEX payment_alerts_one_open ON payment_alerts (kind) WHERE resolved_at IS NULL;
CREATE INDEX payment_alerts_newest ON payment_alerts (raised_at DESC, id DESC);
`;
