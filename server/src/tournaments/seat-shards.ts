/**
 * How many rows a tournament's seats and pool are spread over (migration 029). A registration holds its shard's lock
 * until its commit, so a tournament takes as many registrations at once as it has shards: more than the database
 * pool's connections (10) lets every registration in flight find a shard of its own, and the readers that sum the
 * shards (each tournament read) stay cheap.
 */
export const SEAT_SHARDS = 16;

/** The shard a player's registration tries first: players spread evenly, and one player's tries start at the same place. */
export function preferredShard(userId: number): number {
  return userId % SEAT_SHARDS;
}

/**
 * Each shard's seat limit, given the seats the shards share (max_players less the seats in the tournament row) and the
 * players each holds: never below its players, the free seats spread evenly (the lower shards take the remainder), and
 * summing to `seats` whenever the players fit in them. No shard can then take a seat past the tournament's cap.
 */
export function seatLimits(seats: number, players: readonly number[]): number[] {
  const free = Math.max(0, seats - players.reduce((sum, held) => sum + held, 0));
  const share = Math.floor(free / players.length);
  return players.map((held, shard) => held + share + (shard < free % players.length ? 1 : 0));
}

/** A new tournament's shards: no players, `seats` spread over them. */
export function emptyShardLimits(seats: number): number[] {
  return seatLimits(seats, new Array<number>(SEAT_SHARDS).fill(0));
}
