/**
 * Provably fair deals (issue #25): the seeds players give to a table's committed next hand wait here, one per seat,
 * until the deal takes them (tables/deal-seeds.repository.ts). A seed is a row of its own, written by one statement
 * with no lock on the table: giving one neither rewrites the table's row nor waits for a decision or another seed.
 * The deal closes its hand to seeds by writing a row with no seed for every seat that has none; the key then refuses a
 * seed that comes later, and one being written when the deal comes is waited for and taken.
 */
export const sql = `
CREATE TABLE table_deal_seeds (
  table_id integer NOT NULL REFERENCES poker_tables (id) ON DELETE CASCADE,
  hand_number integer NOT NULL,
  seat integer NOT NULL,
  user_id integer,
  seed text,
  given_at timestamptz NOT NULL,
  PRIMARY KEY (table_id, hand_number, seat),
  CONSTRAINT table_deal_seeds_given CHECK ((user_id IS NULL) = (seed IS NULL))
);
`;
