import { formatCards, shuffledDeck, type LegalAction as EngineLegalAction, type PlayerAction } from 'poker-engine';
import { defaultBlindStructure, type LegalAction } from 'shared-events/contracts';
import { Tokens } from '../src/auth/tokens';
import type { Database } from '../src/db/database';
import { recordHand } from '../src/tables/hand-records';
import { insertTournament } from '../src/tournaments/tournaments.repository';
import { playedHand, type Strategy } from '../test/helpers/played-hands';
import { createBenchUser } from './bench-fixtures';
import { chooseAction, TOURNAMENT_STYLE } from './bot-decisions';

/** The hand-history benchmark's reader and what it asks for. */
export interface HandHistoryBenchFixtures {
  token: string;
  /** The reader's hands, and all hands and hand_players rows on record. */
  hands: number;
  allHands: number;
  handPlayers: number;
  /** The reader's oldest tournament: a filtered first page lies behind all the newer hands. */
  oldestTournamentId: number;
  /** One of the reader's hands, to review. */
  handId: number;
}

export const HISTORY_HANDS = 10_000;
const TOURNAMENTS = 5;
const SEATS = 6;
/** Tables per tournament: the reader's, and others' whose hands interleave with it (ids are not the reader's alone). */
const TABLES = 2;
/** Real hands played through the engine; the history repeats them. */
const TEMPLATES = 24;
const STARTING_STACK = 10_000;
const DAY = 86_400_000;

/** A small seeded generator (mulberry32): the same hands on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const betting = (legal: EngineLegalAction[]): LegalAction[] =>
  legal.filter((option): option is LegalAction => option.type !== 'show' && option.type !== 'muck');

/** The tournament bots' play: short hands, some to showdown. */
const botStrategy =
  (random: () => number, bigBlind: number): Strategy =>
  (legal) => {
    const decision = chooseAction(betting(legal), bigBlind * 3, bigBlind, TOURNAMENT_STYLE, random);
    return (decision.amount === undefined ? { type: decision.action } : { type: decision.action, amount: decision.amount }) as PlayerAction;
  };

/**
 * One reader with 10,000 hands at six-handed tables of five finished tournaments, each beside another table of six
 * others whose hands interleave with the reader's. A few dozen hands are played through the engine and recorded as the
 * table runtime records them (their play replays, so reviews and exports do the real work); SQL then repeats them up to
 * the full history, with each table's own hand numbers, times and players, and the templates are removed.
 */
export async function prepareHandHistoryFixtures(db: Database, secret: string, now: Date): Promise<HandHistoryBenchFixtures> {
  const tokens = new Tokens(secret, () => new Date());
  const users = [];
  for (let index = 0; index < TABLES * SEATS; index += 1) users.push(await createBenchUser(db, tokens, `benchhistory${index}`, now));
  const userIds = users.map((user) => user.id);
  const structure = defaultBlindStructure(STARTING_STACK);
  const firstStart = new Date(now.getTime() - (TOURNAMENTS + 1) * DAY);
  const tournamentIds: number[] = [];
  const roomIds: number[] = [];
  for (let index = 0; index < TOURNAMENTS; index += 1) {
    const tournament = await insertTournament(db, {
      name: `Bench History #${index + 1}`,
      gameType: 'NLH',
      entryFeeMicros: 0n,
      startsAt: new Date(firstStart.getTime() + index * DAY),
      maxPlayers: TABLES * SEATS,
      startingStack: STARTING_STACK,
      status: 'completed',
      createdAt: firstStart,
    });
    await db.query('UPDATE tournaments SET blind_structure = $2::jsonb WHERE id = $1', [tournament.id, JSON.stringify(structure)]);
    tournamentIds.push(tournament.id);
    for (let table = 0; table < TABLES; table += 1) {
      const room = await db.query<{ id: number }>(
        `INSERT INTO rooms (tournament_id, room_number, room_state, max_members, members_count) VALUES ($1, $2, 'completed', $3, 0) RETURNING id`,
        [tournament.id, table + 1, SEATS],
      );
      roomIds.push(room.rows[0].id);
    }
  }

  const random = seeded(25);
  const templateIds: number[] = [];
  for (let index = 0; index < TEMPLATES; index += 1) {
    const level = structure[index % 6];
    const hand = playedHand({
      tournamentId: tournamentIds[0],
      roomId: roomIds[0],
      handNumber: 100_000 + index,
      players: userIds.slice(0, SEATS).map((userId, seat) => ({ userId, seat: seat + 1, stack: STARTING_STACK })),
      buttonSeat: (index % SEATS) + 1,
      level,
      deck: formatCards(shuffledDeck((bound) => Math.floor(random() * bound))),
      strategy: botStrategy(random, level.bigBlind),
      endedAt: now,
    });
    templateIds.push(await db.transaction((tx) => recordHand(tx, hand)));
  }

  // Hand g (oldest first) is hand `number` of table `table` in tournament `t`; the tables deal in turn.
  const perTournament = (HISTORY_HANDS / TOURNAMENTS) * TABLES;
  await db.query(
    `WITH spec AS (
       SELECT g, g / $1 AS t, (g % $1) % $2 AS table_index, (g % $1) / $2 + 1 AS number FROM generate_series(0, $3 - 1) g
     ), inserted AS (
       INSERT INTO hands (tournament_id, room_id, hand_number, game_type, small_blind, big_blind, ante, board, pot, winning_hand, started_at, ended_at, voided, play)
       SELECT ($4::int[])[s.t + 1], ($5::int[])[s.t * $2 + s.table_index + 1], s.number, tpl.game_type, tpl.small_blind, tpl.big_blind, tpl.ante,
              tpl.board, tpl.pot, tpl.winning_hand, start, start + (tpl.ended_at - tpl.started_at), false, tpl.play
       FROM spec s
       JOIN hands tpl ON tpl.id = ($6::bigint[])[(s.number - 1) % $7 + 1]
       CROSS JOIN LATERAL (SELECT $8::timestamptz + s.t * interval '1 day' + s.number * interval '40 seconds' + s.table_index * interval '7 seconds' AS start) at
       ORDER BY s.g
       RETURNING id, room_id, hand_number
     )
     INSERT INTO hand_players (hand_id, user_id, seat, hole_cards, net_chips, won_chips, showed_down)
     SELECT i.id, ($9::int[])[((array_position($5::int[], i.room_id) - 1) % $2) * $10 + array_position($9::int[], tp.user_id)],
            tp.seat, tp.hole_cards, tp.net_chips, tp.won_chips, tp.showed_down
     FROM inserted i JOIN hand_players tp ON tp.hand_id = ($6::bigint[])[(i.hand_number - 1) % $7 + 1]`,
    [perTournament, TABLES, HISTORY_HANDS * TABLES, tournamentIds, roomIds, templateIds, TEMPLATES, firstStart, userIds, SEATS],
  );
  await db.query('DELETE FROM hand_players WHERE hand_id = ANY($1::bigint[])', [templateIds]);
  await db.query('DELETE FROM hands WHERE id = ANY($1::bigint[])', [templateIds]);
  // As autovacuum leaves a table that has settled: statistics and the visibility map (index-only scans) up to date.
  await db.query('VACUUM ANALYZE hands');
  await db.query('VACUUM ANALYZE hand_players');

  const { rows } = await db.query<{ mine: number; all_hands: number; rows: number; hand_id: string }>(
    `SELECT (SELECT count(*)::int FROM hand_players WHERE user_id = $1) AS mine, (SELECT count(*)::int FROM hands) AS all_hands,
            (SELECT count(*)::int FROM hand_players) AS rows,
            (SELECT hand_id::text FROM hand_players WHERE user_id = $1 ORDER BY hand_id DESC OFFSET 5000 LIMIT 1) AS hand_id`,
    [userIds[0]],
  );
  return {
    token: users[0].token,
    hands: rows[0].mine,
    allHands: rows[0].all_hands,
    handPlayers: rows[0].rows,
    oldestTournamentId: tournamentIds[0],
    handId: Number(rows[0].hand_id),
  };
}
