/**
 * The tournament runtime (issue #23): a tournament plays itself from the first deal to the payout.
 * - tournament_entries: one chip stack per entry for the whole tournament. A registration is an entry (entry 1; a
 *   re-entry is the next number). `stack` holds the chips while they are off any table (moving between tables, or 0
 *   once busted); null before the first seat (the starting stack then) and while the entry sits at `table_id`,
 *   whose seat map holds them. At most one live (not busted) entry per player and tournament.
 * - table_moves: the director's decisions for a table, applied by the table at its next hand boundary: send a player
 *   (TDA balancing) or all of them (a table that breaks) to a seat drawn at another table.
 * - tournaments: max_entries (1: a freezeout), break_minutes (the break at the end of each hour of play), when the
 *   join window's seating was done, when play began and ended (one player holds every chip), and hand-for-hand.
 * Existing registrations get their entry. tournament_results may hold a player twice (one place per entry).
 */
export const sql = `
ALTER TABLE tournaments
  ADD COLUMN max_entries integer NOT NULL DEFAULT 1 CONSTRAINT tournaments_max_entries_valid CHECK (max_entries BETWEEN 1 AND 100),
  ADD COLUMN break_minutes integer NOT NULL DEFAULT 5 CONSTRAINT tournaments_break_minutes_valid CHECK (break_minutes BETWEEN 0 AND 30),
  ADD COLUMN seated_at timestamptz,
  ADD COLUMN play_started_at timestamptz,
  ADD COLUMN finished_at timestamptz,
  ADD COLUMN hand_for_hand_round integer;

CREATE TABLE tournament_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tournament_id integer NOT NULL REFERENCES tournaments (id),
  user_id integer NOT NULL REFERENCES users (id),
  entry_number integer NOT NULL CONSTRAINT tournament_entries_number_positive CHECK (entry_number >= 1),
  fee_micros bigint NOT NULL CONSTRAINT tournament_entries_fee_not_negative CHECK (fee_micros >= 0),
  created_at timestamptz NOT NULL,
  stack bigint CONSTRAINT tournament_entries_stack_not_negative CHECK (stack >= 0),
  table_id integer REFERENCES poker_tables (id),
  seat integer CONSTRAINT tournament_entries_seat_valid CHECK (seat BETWEEN 1 AND 8),
  in_transit boolean NOT NULL DEFAULT false,
  time_bank_ms integer,
  sitting_out boolean NOT NULL DEFAULT false,
  busted_at timestamptz,
  -- The busts of one hand (or of one hand-for-hand round) place together, by their stacks when it began.
  bust_group text,
  bust_start_stack bigint,
  place integer CONSTRAINT tournament_entries_place_positive CHECK (place >= 1),
  CONSTRAINT tournament_entries_number_once UNIQUE (tournament_id, user_id, entry_number),
  CONSTRAINT tournament_entries_transit_has_stack CHECK (NOT in_transit OR (stack IS NOT NULL AND table_id IS NOT NULL AND seat IS NOT NULL))
);
CREATE UNIQUE INDEX tournament_entries_one_live ON tournament_entries (tournament_id, user_id) WHERE busted_at IS NULL;
CREATE INDEX tournament_entries_tournament ON tournament_entries (tournament_id);
CREATE INDEX tournament_entries_table ON tournament_entries (table_id) WHERE busted_at IS NULL;

INSERT INTO tournament_entries (tournament_id, user_id, entry_number, fee_micros, created_at)
  SELECT tournament_id, user_id, 1, entry_fee_micros, registered_at FROM tournament_registrations;

-- With re-entries a player may finish twice (each entry places): a place is still written once.
ALTER TABLE tournament_results DROP CONSTRAINT tournament_results_one_place_per_player;

CREATE TABLE table_moves (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tournament_id integer NOT NULL REFERENCES tournaments (id),
  from_table_id integer NOT NULL REFERENCES poker_tables (id),
  to_table_id integer NOT NULL REFERENCES poker_tables (id),
  to_seat integer NOT NULL CONSTRAINT table_moves_seat_valid CHECK (to_seat BETWEEN 1 AND 8),
  reason text NOT NULL CONSTRAINT table_moves_reason_valid CHECK (reason IN ('balance', 'break')),
  entry_id integer REFERENCES tournament_entries (id),
  created_at timestamptz NOT NULL,
  applied_at timestamptz
);
CREATE INDEX table_moves_pending_from ON table_moves (from_table_id) WHERE applied_at IS NULL;
CREATE INDEX table_moves_tournament ON table_moves (tournament_id);
`;
