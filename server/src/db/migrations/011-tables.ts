/**
 * The table runtime (issue #15 part 2). A tournament's blind structure (written when its first table starts, from
 * its starting stack, if it has none); one `poker_tables` row per room whose game started (its id is the room's),
 * holding the engine's hand state and the seat map, so a restarted server resumes the hand as it was; and
 * `table_events`, every change of a table in order, appended in the transaction of the change and never edited
 * (an action's client id is unique per table: a replayed action finds its first answer).
 */
export const sql = `
ALTER TABLE tournaments ADD COLUMN blind_structure jsonb;

CREATE TABLE poker_tables (
  id integer PRIMARY KEY REFERENCES rooms (id),
  tournament_id integer NOT NULL REFERENCES tournaments (id),
  status text NOT NULL CONSTRAINT poker_tables_status_valid CHECK (status IN ('playing', 'finished')),
  hand_number integer NOT NULL CONSTRAINT poker_tables_hand_positive CHECK (hand_number > 0),
  level integer NOT NULL DEFAULT 1 CONSTRAINT poker_tables_level_positive CHECK (level > 0),
  level_started_at timestamptz NOT NULL,
  dealer_seat integer NOT NULL,
  -- The hand as poker-engine's serializeHand writes it, plus the positions that map its players to seats.
  hand jsonb NOT NULL,
  seats jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX poker_tables_tournament ON poker_tables (tournament_id);

CREATE TABLE table_events (
  table_id integer NOT NULL REFERENCES poker_tables (id),
  seq integer NOT NULL,
  action_id uuid,
  user_id integer REFERENCES users (id),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (table_id, seq),
  CONSTRAINT table_events_action_once UNIQUE (table_id, action_id)
);

CREATE FUNCTION refuse_table_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'table_events is append-only: % refused', TG_OP USING ERRCODE = 'prohibited_sql_statement_attempted';
END
$$;
CREATE TRIGGER table_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON table_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_table_event_change();
`;
