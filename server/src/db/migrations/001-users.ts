/**
 * Users and e-mail verification. Money is integer micro-USDT (1 USDT = 1 000 000) in BIGINT; a later
 * ledger table references users(id) and moves balance_micros in the same transaction as its rows.
 */
export const sql = `
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL CONSTRAINT users_email_lower CHECK (email = lower(email)),
  first_name text NOT NULL,
  country text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'player' CONSTRAINT users_role_valid CHECK (role IN ('player', 'admin')),
  avatar text,
  balance_micros bigint NOT NULL DEFAULT 0 CONSTRAINT users_balance_not_negative CHECK (balance_micros >= 0),
  token_version integer NOT NULL DEFAULT 0,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_unique ON users (lower(username));
CREATE UNIQUE INDEX users_email_unique ON users (email);

CREATE TABLE email_verifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  sent_at timestamptz NOT NULL
);
-- At most one live code per user: issuing a new one retires the older.
CREATE UNIQUE INDEX email_verifications_one_live_code ON email_verifications (user_id) WHERE consumed_at IS NULL;

-- Resend cooldown per e-mail string, registered or not, so answers never reveal which addresses exist.
CREATE TABLE mail_cooldowns (
  email text PRIMARY KEY,
  sent_at timestamptz NOT NULL
);
CREATE INDEX mail_cooldowns_sent_at ON mail_cooldowns (sent_at);
`;
