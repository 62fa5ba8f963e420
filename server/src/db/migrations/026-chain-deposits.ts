/**
 * USDT deposits on an EVM chain (issue #27, PAYMENTS=evm; payments/deposits/).
 *
 * - deposit_addresses: each player's one address, derived from the master key at path m/44'/60'/0'/0/{user id};
 *   stored so the watcher can match a transfer's recipient to a player (only the address, never a key).
 * - chain_deposits: every transfer of the token to a deposit address the watcher saw. A transfer is one log, so
 *   (chain, transaction, log index) is unique and a deposit is credited at most once: the watcher moves a row from
 *   'pending' to 'credited' with a conditional UPDATE in the transaction of its ledger transfer. A row whose block left
 *   the chain before it was confirmed is 'dropped'; if the same transaction comes back at the same log index in a new
 *   block, the row is revived (pending again, with the new block), so it still counts once.
 * - chain_blocks: the hash of recent blocks the watcher processed; the highest is its cursor. Each pass first checks
 *   them against the chain: a mismatch is a reorganisation, walked back to the last block that still matches.
 * - deposit_sweeps: moving a deposit address's tokens to the hot wallet, step by step (gas funded from the hot wallet,
 *   then the token transfer). Each signed transaction is stored before it is broadcast, so a crash resumes by sending
 *   the same transaction again instead of signing (and paying) a second one. One open sweep per address.
 */
export const sql = `
CREATE TABLE deposit_addresses (
  user_id integer PRIMARY KEY REFERENCES users (id),
  address text NOT NULL CONSTRAINT deposit_addresses_address_key UNIQUE,
  created_at timestamptz NOT NULL
);

CREATE TABLE chain_blocks (
  chain_id integer NOT NULL,
  number bigint NOT NULL CONSTRAINT chain_blocks_number_not_negative CHECK (number >= 0),
  hash text NOT NULL,
  PRIMARY KEY (chain_id, number)
);

CREATE TABLE deposit_sweeps (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount_micros bigint NOT NULL CONSTRAINT deposit_sweeps_amount_positive CHECK (amount_micros > 0),
  -- The credited deposits of the address up to this id are what the sweep moves.
  up_to_deposit_id bigint NOT NULL,
  gas_funding_wei numeric(78, 0),
  gas_funding_tx_hash text,
  gas_funding_raw_tx text,
  sweep_tx_hash text,
  sweep_raw_tx text,
  state text NOT NULL DEFAULT 'started'
    CONSTRAINT deposit_sweeps_state_valid CHECK (state IN ('started', 'funding', 'sweeping', 'done', 'failed')),
  reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  done_at timestamptz
);
CREATE UNIQUE INDEX deposit_sweeps_one_open ON deposit_sweeps (chain_id, from_address) WHERE state IN ('started', 'funding', 'sweeping');

CREATE TABLE chain_deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id integer NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  to_address text NOT NULL,
  amount_micros bigint NOT NULL CONSTRAINT chain_deposits_amount_not_negative CHECK (amount_micros >= 0),
  state text NOT NULL DEFAULT 'pending'
    CONSTRAINT chain_deposits_state_valid CHECK (state IN ('pending', 'credited', 'dropped', 'below_minimum')),
  -- As of the watcher's last look (frozen once the row is final), so lists need no call to the chain.
  confirmations integer NOT NULL DEFAULT 0,
  seen_at timestamptz NOT NULL,
  credited_at timestamptz,
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  sweep_id integer REFERENCES deposit_sweeps (id),
  CONSTRAINT chain_deposits_once UNIQUE (chain_id, tx_hash, log_index),
  CONSTRAINT chain_deposits_credit_recorded CHECK ((state = 'credited') = (ledger_transaction_id IS NOT NULL))
);
CREATE INDEX chain_deposits_by_user ON chain_deposits (user_id, id);
CREATE INDEX chain_deposits_pending ON chain_deposits (chain_id) WHERE state = 'pending';
CREATE INDEX chain_deposits_unswept ON chain_deposits (to_address) WHERE state = 'credited' AND sweep_id IS NULL;
`;
