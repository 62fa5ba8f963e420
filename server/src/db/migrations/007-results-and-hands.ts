/**
 * Tournament results and hand records (issue #12).
 * - tournament_results: each placed player's finishing place and prize, written once by the payout
 *   (tournaments/tournament-results.ts) together with its ledger transfers; tournaments.paid_out_at marks it done.
 * - tournaments.paid_out_pool_micros: the entry money the pool held when it was paid out. The payout empties
 *   pool_micros, but the lobby keeps showing what the registrations put in.
 * - ledger kind 'guarantee_overlay': the operator's money (external → pool) that tops a pool up to its guarantee.
 * - hands / hand_players: one row per finished hand and one per player dealt in. Amounts are chips, never money.
 *   The live table runtime (next issue) writes them through tables/hand-records.ts recordHand; a hand is
 *   recorded once per room and hand number.
 */
export const sql = `
ALTER TABLE tournaments ADD COLUMN paid_out_at timestamptz;
ALTER TABLE tournaments ADD COLUMN paid_out_pool_micros bigint
  CONSTRAINT tournaments_paid_out_pool_not_negative CHECK (paid_out_pool_micros >= 0);

CREATE TABLE tournament_results (
  tournament_id integer NOT NULL REFERENCES tournaments (id),
  place integer NOT NULL CONSTRAINT tournament_results_place_positive CHECK (place >= 1),
  user_id integer NOT NULL REFERENCES users (id),
  prize_micros bigint NOT NULL CONSTRAINT tournament_results_prize_not_negative CHECK (prize_micros >= 0),
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (tournament_id, place),
  CONSTRAINT tournament_results_one_place_per_player UNIQUE (tournament_id, user_id)
);

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_valid;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_valid
  CHECK (kind IN ('deposit', 'withdrawal', 'tournament_entry', 'tournament_refund', 'prize', 'guarantee_overlay'));

CREATE TABLE hands (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tournament_id integer NOT NULL REFERENCES tournaments (id),
  room_id integer NOT NULL REFERENCES rooms (id),
  hand_number integer NOT NULL CONSTRAINT hands_number_positive CHECK (hand_number >= 1),
  game_type text NOT NULL CONSTRAINT hands_game_type_valid CHECK (game_type IN ('NLH', 'PLO')),
  small_blind bigint NOT NULL CONSTRAINT hands_small_blind_not_negative CHECK (small_blind >= 0),
  big_blind bigint NOT NULL CONSTRAINT hands_big_blind_positive CHECK (big_blind > 0),
  ante bigint NOT NULL DEFAULT 0 CONSTRAINT hands_ante_not_negative CHECK (ante >= 0),
  -- Cards as rank + suit: 'As', 'Td', '9c'.
  board text[] NOT NULL DEFAULT '{}',
  pot bigint NOT NULL CONSTRAINT hands_pot_not_negative CHECK (pot >= 0),
  winning_hand text,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL,
  CONSTRAINT hands_ends_after_start CHECK (ended_at >= started_at),
  CONSTRAINT hands_number_unique UNIQUE (room_id, hand_number)
);

CREATE TABLE hand_players (
  hand_id bigint NOT NULL REFERENCES hands (id),
  user_id integer NOT NULL REFERENCES users (id),
  -- The table's own seat numbering (the runtime's); one player per seat in a hand.
  seat integer NOT NULL CONSTRAINT hand_players_seat_not_negative CHECK (seat >= 0),
  hole_cards text[] NOT NULL,
  -- Chips won minus chips put in.
  net_chips bigint NOT NULL,
  won_chips bigint NOT NULL CONSTRAINT hand_players_won_not_negative CHECK (won_chips >= 0),
  showed_down boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hand_id, user_id),
  CONSTRAINT hand_players_seat_unique UNIQUE (hand_id, seat)
);
-- A player's history, newest first.
CREATE INDEX hand_players_user_newest ON hand_players (user_id, hand_id DESC);
`;
