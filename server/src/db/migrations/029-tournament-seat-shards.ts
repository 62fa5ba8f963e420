/**
 * A registration rush no longer queues on one row (issue #28 item 3). Each registration used to add its seat and its fee
 * to the tournament row and hold that row's lock until its commit, so a tournament took at most one registration per
 * commit flush. tournament_seat_shards splits the seats and the pool over a few rows per tournament
 * (tournaments/seat-shards.ts): a registration takes a seat in one of them, `players < seat_limit`, and its fee goes to
 * that row's `pool_micros`, so concurrent registrations commit side by side.
 *
 * - The tournament row keeps the consolidated part: the seats taken outside the shards (registrations made before this
 *   migration, sample data) in `players_count`, and the pool the shards were folded into before it paid anything out
 *   in `pool_micros`. A tournament's players are `players_count` plus its shards' players, its pool `pool_micros` plus
 *   their pools: the ledger account `tournament:{id}` is their sum.
 * - The shards' `seat_limit`s sum to `max_players` less the row's `players_count` (each at least its `players`), so no
 *   shard can take a seat past the cap. They are created at a tournament's first registration through the shards, from
 *   the row as it is then: tournaments created or changed by any path need no backfill.
 * - tournament_registrations.seat_shard: the shard the registration's seat and fee went to, where an unregistration gives
 *   them back; null for a seat in the row's `players_count`.
 */
export const sql = `
CREATE TABLE tournament_seat_shards (
  tournament_id integer NOT NULL REFERENCES tournaments (id),
  shard smallint NOT NULL CONSTRAINT tournament_seat_shards_shard_not_negative CHECK (shard >= 0),
  seat_limit integer NOT NULL,
  players integer NOT NULL DEFAULT 0,
  pool_micros bigint NOT NULL DEFAULT 0 CONSTRAINT tournament_seat_shards_pool_not_negative CHECK (pool_micros >= 0),
  CONSTRAINT tournament_seat_shards_players_within_limit CHECK (players >= 0 AND players <= seat_limit),
  PRIMARY KEY (tournament_id, shard)
);

ALTER TABLE tournament_registrations ADD COLUMN seat_shard smallint;
`;
