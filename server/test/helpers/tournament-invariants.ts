import type { Queryable } from '../../src/db/database';

/** A tournament at one instant, as the database holds it. */
export interface TournamentState {
  /** Stacks at the playing tables, on their way between tables, and the winner's once finished. */
  chips: number;
  /** Players in a seat that is not busted, with their table. */
  seated: [tableId: number, userId: number][];
  inTransit: number[];
  busted: [userId: number, place: number | null][];
  /** Entries on their way to a table that no longer plays: no table will ever take them in. */
  stranded: { entry: number; table: number }[];
  paidOut: boolean;
}

/** One statement, so one snapshot: every table and entry as they were at the same instant. */
export async function tournamentState(db: Queryable, tournamentId: number): Promise<TournamentState> {
  const { rows } = await db.query<{
    at_tables: string;
    off_tables: string;
    seated: [number, number][];
    in_transit: number[];
    busted: [number, number | null][];
    stranded: { entry: number; table: number }[];
    paid_out: boolean;
  }>(
    `WITH seats AS (
       SELECT p.id AS table_id, (s ->> 'userId')::int AS user_id, (s ->> 'stack')::bigint AS stack, (s ->> 'busted')::boolean AS busted
       FROM poker_tables p CROSS JOIN LATERAL jsonb_array_elements(p.seats) s
       WHERE p.tournament_id = $1 AND p.status = 'playing'
     ), entries AS (SELECT * FROM tournament_entries WHERE tournament_id = $1)
     SELECT (SELECT coalesce(sum(stack), 0) FROM seats)::text AS at_tables,
       (SELECT coalesce(sum(stack), 0) FROM entries WHERE in_transit OR place = 1)::text AS off_tables,
       (SELECT coalesce(json_agg(json_build_array(table_id, user_id)), '[]') FROM seats WHERE NOT busted) AS seated,
       (SELECT coalesce(json_agg(user_id), '[]') FROM entries WHERE in_transit) AS in_transit,
       (SELECT coalesce(json_agg(json_build_array(user_id, place)), '[]') FROM entries WHERE busted_at IS NOT NULL) AS busted,
       (SELECT coalesce(json_agg(json_build_object('entry', e.id, 'table', e.table_id)), '[]') FROM entries e
          JOIN poker_tables p ON p.id = e.table_id WHERE e.in_transit AND p.status <> 'playing') AS stranded,
       (SELECT paid_out_at IS NOT NULL FROM tournaments WHERE id = $1) AS paid_out`,
    [tournamentId],
  );
  const row = rows[0];
  return {
    chips: Number(row.at_tables) + Number(row.off_tables),
    seated: row.seated,
    inTransit: row.in_transit,
    busted: row.busted,
    stranded: row.stranded,
    paidOut: row.paid_out,
  };
}

/**
 * The invariants of a tournament in play, each check on one snapshot, one check at a time in the order asked (after
 * every hand, say): every chip in play; nobody seated twice, nor seated and on their way; nobody seated again once
 * busted; a bust stays busted and a place once given never changes. What breaks them is collected in `problems`.
 */
export function invariantChecks(db: Queryable, tournamentId: number, totalChips: number) {
  const problems: string[] = [];
  const places = new Map<number, number | null>();
  const asked = new Set<string>();
  let queue = Promise.resolve();
  let checks = 0;

  async function check(reason: string): Promise<void> {
    const state = await tournamentState(db, tournamentId);
    checks += 1;
    if (state.chips !== totalChips) problems.push(`${reason}: ${state.chips} chips in play`);
    const tableOf = new Map<number, number>();
    for (const [tableId, userId] of state.seated) {
      if (tableOf.has(userId)) problems.push(`${reason}: user ${userId} sits at tables ${tableOf.get(userId)} and ${tableId}`);
      tableOf.set(userId, tableId);
      if (places.has(userId)) problems.push(`${reason}: busted user ${userId} seated at table ${tableId}`);
    }
    for (const userId of state.inTransit)
      if (tableOf.has(userId)) problems.push(`${reason}: user ${userId} on the way and seated at table ${tableOf.get(userId)}`);
    const bustedNow = new Map(state.busted);
    for (const [userId, place] of places) {
      if (!bustedNow.has(userId)) problems.push(`${reason}: busted user ${userId} is not busted any more`);
      else if (place !== null && bustedNow.get(userId) !== place)
        problems.push(`${reason}: user ${userId} placed ${place}, now ${bustedNow.get(userId)}`);
    }
    for (const [userId, place] of bustedNow) if ((places.get(userId) ?? null) === null) places.set(userId, place);
  }

  return {
    problems,
    /** Queues a check, once per reason; resolves when it is done. */
    after(reason: string): Promise<void> {
      if (asked.has(reason)) return queue;
      asked.add(reason);
      queue = queue.then(() => check(reason)).catch((error: Error) => void problems.push(`${reason}: ${error.message}`));
      return queue;
    },
    get checks() {
      return checks;
    },
  };
}

/** The tables of the tournament whose hand waits on a player's decision (their clock running). */
export async function handsInPlay(db: Queryable, tournamentId: number): Promise<{ id: number; hand: number }[]> {
  const { rows } = await db.query<{ id: number; hand: number }>(
    `SELECT id, hand_number AS hand FROM poker_tables
     WHERE tournament_id = $1 AND status = 'playing' AND jsonb_typeof(hand -> 'clock') = 'object' ORDER BY id`,
    [tournamentId],
  );
  return rows;
}

/** Every table in play waits on a player's decision, but those short of players (waiting for arrivals). */
export async function allWaitingOnAPlayer(db: Queryable, tournamentId: number): Promise<boolean> {
  const { rows } = await db.query<{ clock: boolean; live: number }>(
    `SELECT jsonb_typeof(hand -> 'clock') = 'object' AS clock,
       (SELECT count(*)::int FROM jsonb_array_elements(seats) s WHERE NOT (s ->> 'busted')::boolean AND (s ->> 'stack')::int > 0) AS live
     FROM poker_tables WHERE tournament_id = $1 AND status = 'playing'`,
    [tournamentId],
  );
  return rows.some((row) => row.clock) && rows.every((row) => row.clock || row.live < 2);
}

/** What a failed run leaves to read: the tables, the entries still in, and the moves with what the tables did with them. */
export async function describeTournament(db: Queryable, tournamentId: number): Promise<string> {
  const read = async (sql: string) => JSON.stringify((await db.query(sql, [tournamentId])).rows);
  return [
    await read(`SELECT id, status, hand_number, hand -> 'clock' AS clock, hand -> 'nextHandAt' AS next_hand_at,
        jsonb_path_query_array(seats, '$[*] ? (@.busted == false)') AS seats FROM poker_tables WHERE tournament_id = $1 ORDER BY id`),
    await read(`SELECT * FROM tournament_entries WHERE tournament_id = $1 AND busted_at IS NULL ORDER BY id`),
    await read(`SELECT * FROM table_moves WHERE tournament_id = $1 ORDER BY id`),
    await read(`SELECT e.table_id, e.seq, e.kind, e.created_at, e.payload - 'seats' - 'state' - 'result' - 'structure' AS payload
        FROM table_events e JOIN poker_tables p ON p.id = e.table_id
        WHERE p.tournament_id = $1 AND e.kind IN ('seat:moved', 'seat:arrived', 'table:finished') ORDER BY e.created_at, e.seq`),
  ].join('\n');
}
