/**
 * Withdrawals to the chain (issue #27, PAYMENTS=evm).
 *
 * - withdrawal_addresses: a player's destinations; one is used only once confirmed by the code e-mailed to the player
 *   (stored as a keyed hash, with its expiry and wrong tries, like the e-mail verification codes).
 * - withdrawals: one row per request. The amount leaves the wallet at request time for the ledger account
 *   'withdrawals:pending' (ledger kind 'withdrawal'); it leaves that account for the outside world once the transfer is
 *   confirmed on chain ('withdrawal_confirmed'), or goes back to the wallet ('withdrawal_refund') when the transfer
 *   failed on chain or an operator rejected the request. The pending account has no stored balance: the withdrawals
 *   still open are its counterpart (auditLedger compares the two). 'signed' is internal: the raw transaction and its
 *   hash are committed before the broadcast, so a crash in between re-broadcasts the same transaction (same nonce,
 *   same hash) and never signs a second one.
 * - hot_wallet_nonces: the next nonce of each hot wallet, taken under a row lock in the transaction that signs.
 */
export const sql = `
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_valid;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_valid
  CHECK (kind IN ('deposit', 'withdrawal', 'tournament_entry', 'tournament_refund', 'prize', 'guarantee_overlay',
                  'withdrawal_confirmed', 'withdrawal_refund'));

CREATE TABLE withdrawal_addresses (
  user_id integer NOT NULL REFERENCES users (id),
  -- EIP-55 checksummed, so one address has one spelling.
  address text NOT NULL,
  code_hash text,
  code_expires_at timestamptz,
  code_sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  added_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  PRIMARY KEY (user_id, address)
);

CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  amount_micros bigint NOT NULL CONSTRAINT withdrawals_amount_positive CHECK (amount_micros > 0),
  to_address text NOT NULL,
  state text NOT NULL CONSTRAINT withdrawals_state_valid
    CHECK (state IN ('awaiting_approval', 'requested', 'signed', 'sent', 'confirmed', 'refunded')),
  chain_id integer,
  from_address text,
  nonce bigint,
  raw_tx text,
  tx_hash text,
  reason text,
  requested_at timestamptz NOT NULL,
  approved_by integer REFERENCES users (id),
  approved_at timestamptz,
  signed_at timestamptz,
  sent_at timestamptz,
  confirmed_at timestamptz,
  refunded_at timestamptz,
  request_ledger_id bigint NOT NULL REFERENCES ledger_transactions (id),
  settle_ledger_id bigint REFERENCES ledger_transactions (id),
  CONSTRAINT withdrawals_signed_whole CHECK (
    state IN ('awaiting_approval', 'requested', 'refunded')
    OR (chain_id IS NOT NULL AND from_address IS NOT NULL AND nonce IS NOT NULL AND raw_tx IS NOT NULL AND tx_hash IS NOT NULL)),
  CONSTRAINT withdrawals_settled_whole CHECK ((state IN ('confirmed', 'refunded')) = (settle_ledger_id IS NOT NULL))
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, id);
CREATE INDEX withdrawals_open ON withdrawals (state, id) WHERE state IN ('awaiting_approval', 'requested', 'signed', 'sent');
-- One transaction per nonce of a hot wallet: a second signature with a taken nonce cannot be stored.
CREATE UNIQUE INDEX withdrawals_nonce ON withdrawals (chain_id, from_address, nonce) WHERE nonce IS NOT NULL;
CREATE UNIQUE INDEX withdrawals_tx_hash ON withdrawals (tx_hash) WHERE tx_hash IS NOT NULL;

CREATE TABLE hot_wallet_nonces (
  chain_id integer NOT NULL,
  address text NOT NULL,
  next_nonce bigint NOT NULL CONSTRAINT hot_wallet_nonces_not_negative CHECK (next_nonce >= 0),
  PRIMARY KEY (chain_id, address)
);

`;
