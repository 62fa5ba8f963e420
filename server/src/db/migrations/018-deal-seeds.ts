/**
 * Provably fair deals (issue #25): the seeds players give to a table's committed next hand wait here, one per seat,
 * until the deal takes them (tables/deal-seeds.repository.ts). A seed is a row of its own, written under a shared
 * lock on the table: giving one neither rewrites the table's row nor waits for another player's seed.
 */
export const sql = `
CREATE TABLE table_deal_seeds (
  table_id integer NOT NULL REFERENCES poker_tables (id) ON DELETE CASCADE,
  hand_number integer NOT NULL,
  seat integer NOT NULL,
  user_id integer NOT NULL,
  seed text NOT NULL,
  given_at timestamptz NOT NULL,
  PRIMARY KEY (table_id, hand_number, seat)
);
`;
