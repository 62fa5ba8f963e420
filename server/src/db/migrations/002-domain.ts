/**
 * Money, tournaments, rooms, notifications and the bookkeeping of timed jobs.
 *
 * Money is integer micro-USDT. Every balance change is one ledger_transactions row with entries that sum
 * to zero; the balances they move live on users.balance_micros (wallets) and tournaments.pool_micros
 * (prize pools), both CHECKed non-negative so a bug cannot overdraw them even if the code forgets.
 * Counters that guard limits (players_count ≤ max_players) are columns with CHECKs, changed by one
 * conditional UPDATE, so races are settled by the database rather than by read-then-write code.
 */
export const sql = `
CREATE TABLE tournament_schedules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recurrence text NOT NULL CONSTRAINT tournament_schedules_recurrence_valid CHECK (recurrence IN ('daily', 'weekly', 'monthly')),
  first_starts_at timestamptz NOT NULL,
  -- The tournament fields every instance copies (name, gameType, entryFee, ...), as the admin API takes them.
  template jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tournaments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  game_type text NOT NULL CONSTRAINT tournaments_game_type_valid CHECK (game_type IN ('NLH', 'PLO')),
  entry_fee_micros bigint NOT NULL DEFAULT 0 CONSTRAINT tournaments_entry_fee_not_negative CHECK (entry_fee_micros >= 0),
  guaranteed_pool_micros bigint NOT NULL DEFAULT 0 CONSTRAINT tournaments_guarantee_not_negative CHECK (guaranteed_pool_micros >= 0),
  pool_micros bigint NOT NULL DEFAULT 0 CONSTRAINT tournaments_pool_not_negative CHECK (pool_micros >= 0),
  currency text NOT NULL DEFAULT 'USDT',
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL DEFAULT 120 CONSTRAINT tournaments_duration_positive CHECK (duration_minutes > 0),
  late_reg_minutes integer NOT NULL DEFAULT 15 CONSTRAINT tournaments_late_reg_not_negative CHECK (late_reg_minutes >= 0),
  min_players integer NOT NULL DEFAULT 2,
  max_players integer NOT NULL,
  players_count integer NOT NULL DEFAULT 0,
  starting_stack integer NOT NULL DEFAULT 10000 CONSTRAINT tournaments_stack_positive CHECK (starting_stack > 0),
  blind_speed_seconds integer NOT NULL DEFAULT 600 CONSTRAINT tournaments_blind_speed_positive CHECK (blind_speed_seconds > 0),
  banner text,
  theme text,
  prize_structure jsonb,
  -- The status the clock last moved it to (the scheduler keeps it current); 'cancelled' only by an admin.
  status text NOT NULL DEFAULT 'registering'
    CONSTRAINT tournaments_status_valid CHECK (status IN ('registering', 'late reg', 'running', 'completed', 'cancelled')),
  cancelled_at timestamptz,
  deleted_at timestamptz,
  schedule_id integer REFERENCES tournament_schedules (id),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tournaments_players_valid CHECK (min_players >= 2 AND max_players >= min_players AND max_players <= 100000),
  CONSTRAINT tournaments_players_count_within_max CHECK (players_count >= 0 AND players_count <= max_players)
);
CREATE INDEX tournaments_starts_at ON tournaments (starts_at) WHERE deleted_at IS NULL;
-- A schedule creates each instance once, however many processes run the scheduler.
CREATE UNIQUE INDEX tournaments_schedule_instance ON tournaments (schedule_id, starts_at) WHERE schedule_id IS NOT NULL;

CREATE TABLE tournament_registrations (
  tournament_id integer NOT NULL REFERENCES tournaments (id),
  user_id integer NOT NULL REFERENCES users (id),
  entry_fee_micros bigint NOT NULL CONSTRAINT tournament_registrations_fee_not_negative CHECK (entry_fee_micros >= 0),
  registered_at timestamptz NOT NULL,
  lobby_entered_at timestamptz,
  -- registered → playing (seated) → completed; left when the player leaves the tournament.
  state text NOT NULL DEFAULT 'registered'
    CONSTRAINT tournament_registrations_state_valid CHECK (state IN ('registered', 'playing', 'completed', 'left')),
  PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_registrations_user ON tournament_registrations (user_id);

CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CONSTRAINT ledger_transactions_kind_valid
    CHECK (kind IN ('deposit', 'withdrawal', 'tournament_entry', 'tournament_refund', 'prize')),
  user_id integer REFERENCES users (id),
  tournament_id integer REFERENCES tournaments (id),
  amount_micros bigint NOT NULL CONSTRAINT ledger_transactions_amount_positive CHECK (amount_micros > 0),
  currency text NOT NULL DEFAULT 'USDT',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_user ON ledger_transactions (user_id, created_at DESC, id DESC);

-- Accounts: 'user:<id>' (a wallet), 'tournament:<id>' (a prize pool), 'external:usdt' (the outside world,
-- negative by the total deposited). The entries of one transaction sum to zero.
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account text NOT NULL,
  amount_micros bigint NOT NULL CONSTRAINT ledger_entries_amount_not_zero CHECK (amount_micros <> 0)
);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account ON ledger_entries (account);

-- A retried request with the same key answers the stored response instead of running again.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  type text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  data jsonb,
  send_at timestamptz NOT NULL,
  read_at timestamptz,
  is_sent boolean NOT NULL DEFAULT false,
  -- e.g. 'reminder:<tournamentId>:1hour': a reminder reaches each player once, even with two processes.
  dedup_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_newest ON notifications (user_id, send_at DESC, id DESC);
CREATE UNIQUE INDEX notifications_user_dedup ON notifications (user_id, dedup_key) WHERE dedup_key IS NOT NULL;

CREATE TABLE rooms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tournament_id integer NOT NULL REFERENCES tournaments (id),
  -- 1, 2, 3 … within the tournament; the label is "{tournamentId}-{number padded to 3}".
  room_number integer NOT NULL,
  room_state text NOT NULL DEFAULT 'waiting'
    CONSTRAINT rooms_state_valid CHECK (room_state IN ('waiting', 'playing', 'completed', 'cancelled')),
  max_members integer NOT NULL DEFAULT 8,
  min_members integer NOT NULL DEFAULT 2,
  members_count integer NOT NULL DEFAULT 0,
  password_hash text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT rooms_members_valid CHECK (min_members >= 2 AND max_members BETWEEN min_members AND 8),
  CONSTRAINT rooms_members_count_within_max CHECK (members_count >= 0 AND members_count <= max_members),
  CONSTRAINT rooms_number_unique UNIQUE (tournament_id, room_number)
);
CREATE INDEX rooms_tournament ON rooms (tournament_id);

CREATE TABLE room_members (
  room_id integer NOT NULL REFERENCES rooms (id),
  user_id integer NOT NULL REFERENCES users (id),
  tournament_id integer NOT NULL REFERENCES tournaments (id),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, user_id)
);
-- A player sits at one table of a tournament at a time.
CREATE UNIQUE INDEX room_members_one_room_per_tournament ON room_members (tournament_id, user_id);

-- Tournaments whose rooms the monitor keeps balanced (start-/stop-monitoring).
CREATE TABLE room_monitoring (
  tournament_id integer PRIMARY KEY REFERENCES tournaments (id),
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Leases for work that must run in one process at a time (scheduler, room monitor) across servers.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Fixed-window counters for rate limits shared by every process (key: 'login:ip:1.2.3.4', ...).
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);
`;
