import { randomInt } from 'node:crypto';
import { ROOM_RULES, TOURNAMENTS_CHANNEL, breakEndsAt, computeDynamicStatus, type TournamentStatusUpdatePayload } from 'shared-events/contracts';
import { positionsForNextHand, type TablePositions } from 'poker-engine';
import type { Clock } from '../clock';
import type { TableTimings } from '../config';
import type { Database, Queryable } from '../db/database';
import { errors } from '../errors';
import type { Realtime } from '../realtime/realtime';
import {
  closeRooms,
  insertRooms,
  joinRooms,
  leaveRooms,
  lockActiveRooms,
  releaseMembers,
  setRoomState,
  settleHosts,
} from '../rooms/rooms.repository';
import { publishRoomsUpdate } from '../rooms/rooms-events';
import { finishTable, type TableOutcome } from '../tables/table-actions';
import { startTable, startTables } from '../tables/table-start';
import { defaultPrizeStructure } from '../tournaments/default-prizes';
import {
  directedEntries,
  listEntries,
  markWinner,
  sendEntries,
  setPlaces,
  type DirectedEntries,
  type EntryRow,
} from '../tournaments/entries.repository';
import { markSeated, setRegistrationState } from '../tournaments/registrations.repository';
import { insertMoves } from '../tournaments/table-moves.repository';
import { announcePayout, payPlaces, prizeMoneyMicros, type PayoutOutcome } from '../tournaments/tournament-results';
import { tournamentListCache } from '../tournaments/tournament-list-cache';
import { tournamentTimes } from '../tournaments/tournament-dto';
import { tournamentClockFacts } from '../tournaments/clock-facts';
import { coalescedCalls } from '../timers';
import {
  findDirectedTournaments,
  findSeatingsDue,
  findTournamentRow,
  markTournamentPlay,
  setHandForHandRound,
  type TournamentRow,
} from '../tournaments/tournaments.repository';
import { paidPlacesOf } from './standing';
import { lockWallets } from '../wallet/ledger';
import { HAND_FOR_HAND_GROUP, placeBusts } from './places';
import { prizesForPlaces } from './prizes';
import { drawFreeSeat, planMoves, planSeating, SEATS, type PlanTable, type Random } from './table-plan';

export interface DirectorServices {
  db: Database;
  realtime: Realtime;
  now: Clock;
  timings: TableTimings;
  /** Sends a committed table change's frames and tells the tables' runner (the tables' publish). */
  publishTable: (tableId: number, outcome: TableOutcome<undefined>) => void;
  /** Which of these players have a live connection (their sockets, in any process): the others are seated sitting out. */
  presentAmong: (userIds: readonly number[]) => Promise<Set<number>>;
  log: { error(details: object, message?: string): void };
}

export interface Director {
  /**
   * The host's End Game in a running tournament: the table breaks between hands through the director, its players
   * moved with their stacks to seats drawn at the other tables. Refused at the final table (FINAL_TABLE).
   */
  breakTable(tournamentId: number, tableId: number): Promise<void>;
  /**
   * Looks at the tournament soon (after a table change): the nudges of NUDGE_COALESCE_MS make one pass, and passes of
   * one tournament never overlap in this process.
   */
  nudge(tournamentId: number): void;
  /** One pass over the tournament now (tests and the scheduled job await it). */
  direct(tournamentId: number): Promise<void>;
  /**
   * The scheduled job: a pass over every tournament whose rows show work, and over the others not looked at for
   * IDLE_PASS_MS.
   */
  directAll(): Promise<void>;
  /** Runs the passes nudged for later at once, then waits for every pass in progress. */
  idle(): Promise<void>;
  /** No pass starts any more (the server is stopping); `idle` then waits for those under way. */
  stop(): void;
}

/**
 * How long a nudge waits for others to join it. A pass reads every playing table of the tournament and holds the
 * tournament's row (on PGlite, the whole database) while it decides: with 125 tables busting players several times a
 * second, one pass per nudge kept the database busy a tenth of the time, each table action behind it waiting up to
 * its length. Places, balancing moves and breaks wait at most this long; a table applies them between hands anyway.
 */
export const NUDGE_COALESCE_MS = 500;

/**
 * How often the scheduled job looks at a tournament whose rows show no work (findDirectedTournaments' `due`) when no
 * pass of this process looked at it since: its tables ask for a pass when a hand needs one, so this look is only
 * for a request lost with a process that died. Every tournament in play each run (2 s) made the passes most of the
 * database's work: 125 one-table tournaments ran 49 passes a second, 5 statements each, for 3.5 hands a second.
 */
export const IDLE_PASS_MS = 30_000;

/** How far ahead the scheduled job looks for join windows ending: the seating pass is timed for the moment itself. */
export const SEATING_LOOKAHEAD_MS = 2_500;

const random: Random = (n) => randomInt(n);

export interface PlayingTable extends PlanTable {
  positions: TablePositions;
  handComplete: boolean;
  /** The hand-for-hand round of its last hand (null: dealt outside hand-for-hand). */
  round: number | null;
  seats: { seat: number; userId: number; stack: number; busted: boolean }[];
}

/**
 * The tournament director (issue #23; DESIGN "Tournament runtime"): one pass looks at a tournament and takes every
 * decision due, in one transaction under the tournament's row lock, so two passes (two processes, or a pass and a
 * registration) never decide at once and a process that dies mid-pass leaves nothing half done. A pass places the
 * players busted since the last one; at the end of the join window seats every registered player not seated yet,
 * at random, and starts the waiting rooms that have two players; seats late entries at the table with the fewest
 * players; decides table breaks and balancing moves (applied by the tables between hands); keeps the rooms' members
 * where the players sit; and once one player holds every chip, finishes the last table and the tournament and pays
 * the prizes (a transaction of its own, wallets locked before the tournament: the lock order; exactly once).
 */
export function createDirector(services: DirectorServices): Director {
  const running = new Map<number, Promise<void>>();
  const again = new Set<number>();
  const seatings = new Map<number, NodeJS.Timeout>();
  /** When a pass of this process last looked at each tournament (any pass: nudged, timed or scheduled). */
  const lastPassAt = new Map<number, number>();
  let stopped = false;
  const directLogged = (tournamentId: number) =>
    direct(tournamentId).catch((error) => services.log.error({ err: error, tournamentId }, 'tournament director failed'));
  const nudges = coalescedCalls<number>(NUDGE_COALESCE_MS, (tournamentId) => void directLogged(tournamentId));

  function direct(tournamentId: number): Promise<void> {
    if (stopped) return Promise.resolve();
    const current = running.get(tournamentId);
    if (current) {
      again.add(tournamentId);
      return current;
    }
    const run = (async () => {
      do {
        again.delete(tournamentId);
        lastPassAt.set(tournamentId, services.now().getTime());
        // Another process's pass holds the tournament: this one looks again once that one is likely done, rather
        // than hold a connection waiting for the row (it may have read the entries before this nudge's change).
        if ((await pass(services, tournamentId)) === 'busy') nudges.schedule(tournamentId);
      } while (again.has(tournamentId) && !stopped);
    })().finally(() => running.delete(tournamentId));
    running.set(tournamentId, run);
    return run;
  }

  /**
   * The seating is the pass at the end of the join window: timed for that moment rather than left to the next run of
   * the scheduled job (up to its interval later), so that every player is dealt in within moments of it.
   */
  async function timeSeatings(): Promise<void> {
    const at = services.now();
    for (const { id, seatingAt } of await findSeatingsDue(services.db, at, ROOM_RULES.joinWindowMinutes, SEATING_LOOKAHEAD_MS)) {
      if (seatings.has(id) || stopped) continue;
      const timer = setTimeout(
        () => {
          seatings.delete(id);
          void directLogged(id);
        },
        Math.max(0, seatingAt.getTime() - at.getTime()),
      );
      timer.unref();
      seatings.set(id, timer);
    }
  }

  return {
    nudge(tournamentId) {
      if (!stopped) nudges.schedule(tournamentId);
    },
    direct,
    async breakTable(tournamentId, tableId) {
      await services.db.transaction(async (tx) => {
        await findTournamentRow(tx, tournamentId, { lock: 'FOR NO KEY UPDATE' });
        const tables = await playingTables(tx, tournamentId);
        const breaking = tables.find((table) => table.id === tableId);
        if (!breaking) return;
        const others = tables.filter((table) => table !== breaking);
        const free = others.reduce((sum, table) => sum + SEATS - table.count, 0);
        if (others.length === 0) throw errors.finalTable();
        if (free < breaking.count) throw errors.noSeatsToBreak();
        const moves = [];
        for (let player = 0; player < breaking.count; player += 1) {
          const target = others
            .filter((table) => table.count < SEATS)
            .reduce((best, table) => (table.count < best.count || (table.count === best.count && table.id < best.id) ? table : best));
          const seat = drawFreeSeat(target, random);
          target.taken.push(seat);
          target.count += 1;
          moves.push({ fromTableId: tableId, toTableId: target.id, toSeat: seat, reason: 'break' as const });
        }
        await insertMoves(tx, tournamentId, moves, services.now());
      });
    },
    async directAll() {
      const failures: unknown[] = [];
      await timeSeatings().catch((error) => failures.push(error));
      const at = services.now();
      const directed = await findDirectedTournaments(services.db, at, ROOM_RULES.joinWindowMinutes);
      const looked = new Set(directed.map(({ id }) => id));
      for (const id of lastPassAt.keys()) if (!looked.has(id)) lastPassAt.delete(id);
      for (const { id, due } of directed) {
        if (!due && at.getTime() - (lastPassAt.get(id) ?? -Infinity) < IDLE_PASS_MS) continue;
        await direct(id).catch((error) => failures.push(error));
      }
      if (failures.length > 0) throw new AggregateError(failures, `tournament director failed for ${failures.length} tournament(s)`);
    },
    async idle() {
      for (;;) {
        nudges.flush();
        if (running.size === 0) return;
        await Promise.allSettled([...running.values()]);
      }
    },
    stop() {
      stopped = true;
      for (const timer of seatings.values()) clearTimeout(timer);
      seatings.clear();
      nudges.cancel();
    },
  };
}

/**
 * The class of the advisory lock a pass holds on its tournament (its id the other key): passes of one tournament in
 * several processes take turns without queueing on the tournament's row. Queued there, at 1,000 players a pass waited
 * up to 1.8 s, and at 10,000 up to 86 s, each holding a pool connection, and the registrations and operator actions
 * that lock the row waited behind the queue.
 */
export const DIRECTOR_LOCK_CLASS = 0x44495245;

/** One pass in one transaction; 'busy' when another process's pass of the tournament is under way (nothing done). */
async function pass(services: DirectorServices, tournamentId: number): Promise<'done' | 'busy'> {
  let told: (() => void)[] = [];
  const outcome = await services.db.transaction(async (tx) => {
    told = [];
    if (!(await turnToDirect(services.db, tx, tournamentId))) return 'busy';
    return decide(services, tx, tournamentId, told);
  });
  if (outcome === 'busy') return 'busy';
  told.forEach((run) => run());
  if (outcome.roomsChanged) await publishRoomsUpdate(services, tournamentId).catch(() => {});
  if (outcome.finished) await announceFinish(services, outcome.finished);
  if (outcome.payDue) await payOut(services, tournamentId);
  return 'done';
}

/**
 * Whether this transaction may direct the tournament now: on PostgreSQL, the advisory lock of its passes (held until
 * the transaction ends), not waited for; PGlite is one process and one connection, where passes never meet.
 */
async function turnToDirect(db: Database, tx: Queryable, tournamentId: number): Promise<boolean> {
  if (db.kind !== 'postgres') return true;
  const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [DIRECTOR_LOCK_CLASS, tournamentId]);
  return rows[0].locked;
}

interface PassOutcome {
  roomsChanged?: boolean;
  finished?: TournamentRow;
  payDue?: boolean;
}

async function decide(services: DirectorServices, tx: Queryable, tournamentId: number, told: (() => void)[]): Promise<PassOutcome> {
  const at = services.now();
  const row = await findTournamentRow(tx, tournamentId, { lock: 'FOR NO KEY UPDATE' });
  if (!row || row.status === 'cancelled' || at.getTime() < row.starts_at.getTime()) return {};
  if (row.finished_at) return { payDue: row.paid_out_at === null };
  let entries = await directedEntries(tx, tournamentId);
  if (entries.entries === 0) return {};
  let roomsChanged = false;
  // A player sent to a table that finished before they arrived (the move was applied after it broke) keeps their
  // stack and is seated again below, like a late entry.
  let entriesMoved = await recallStranded(tx, tournamentId);
  if (entriesMoved) entries = await directedEntries(tx, tournamentId);
  // On the bubble before the seating deals its first hands, so that they are hand-for-hand already.
  if (row.hand_for_hand_round === null && (await startsHandForHand(tx, row, entries.alive, entries.entries))) row.hand_for_hand_round = 1;

  const joinWindowEnds = row.starts_at.getTime() + ROOM_RULES.joinWindowMinutes * 60_000;
  const seatingDue = row.seated_at === null && at.getTime() >= joinWindowEnds;
  if (seatingDue && (await startWaitingRooms(services, tx, row, at, told))) {
    roomsChanged = true;
    entriesMoved = true;
    entries = await directedEntries(tx, tournamentId);
  }
  if (seatingDue || row.seated_at !== null) {
    if (await seatUnseated(services, tx, row, entries.pending, at, told)) {
      roomsChanged = true;
      entriesMoved = true;
    }
    if (seatingDue) await markTournamentPlay(tx, tournamentId, { seatedAt: at });
  }

  // Most passes (one after each hand) seat nobody: the entries read above are current.
  if (entriesMoved) entries = await directedEntries(tx, tournamentId);
  let tables = await playingTables(tx, tournamentId);
  if (tables.length > 0 && row.play_started_at === null) await markTournamentPlay(tx, tournamentId, { playStartedAt: at });
  const last = entries.alive === 1 ? entries.pending.find((entry) => entry.busted_at === null) : undefined;
  if (last && !last.in_transit && last.table_id !== null) {
    await placeBusted(services, tx, row, entries, at, null, told);
    const finished = await finish(services, tx, row, last, tables, at, told);
    if (finished) return { roomsChanged: true, finished, payDue: true };
  }
  for (const table of tables.filter((candidate) => candidate.present === 0 && candidate.handComplete)) {
    const closed = await finishTable(tx, { tableId: table.id, at, timings: services.timings, reason: 'empty' });
    if (closed) told.push(() => services.publishTable(table.id, closed));
  }
  tables = tables.filter((table) => table.present > 0);
  if (row.seated_at !== null || seatingDue) await planTableMoves(tx, tournamentId, tables, at);
  const round = await handForHand(tx, row, entries.alive, entries.entries, tables);
  roomsChanged = (await placeBusted(services, tx, row, entries, at, round, told)) || roomsChanged;
  roomsChanged = (await syncRooms(tx, tournamentId, at)) || roomsChanged;
  return { roomsChanged };
}

/**
 * Hand-for-hand on the money bubble (TDA): from one player off the money, while more than one table plays, every table
 * deals one hand per round and waits for the others (the tables check the round between hands); the round moves on
 * once every table with two players has completed its hand of it. Off again once the bubble bursts or one table is left.
 */
async function handForHand(tx: Queryable, row: TournamentRow, alive: number, entries: number, tables: PlayingTable[]): Promise<number | null> {
  const bubble = onTheBubble(row, alive, entries) && tables.length > 1;
  const round = row.hand_for_hand_round;
  const dealing = tables.filter((table) => table.seats.filter((seat) => !seat.busted && seat.stack > 0).length >= 2);
  const roundOver = round !== null && dealing.every((table) => table.handComplete && (table.round ?? 0) >= round);
  if (!bubble) {
    // The round in play ends first, even once the bubble has burst in it: everyone it busts shares one place.
    if (round === null || !roundOver) return round;
    await setHandForHandRound(tx, row.id, null);
    return null;
  }
  if (round === null) {
    await setHandForHandRound(tx, row.id, 1);
    return 1;
  }
  if (!roundOver) return round;
  await setHandForHandRound(tx, row.id, round + 1);
  return round + 1;
}

const onTheBubble = (row: TournamentRow, alive: number, entries: number): boolean =>
  alive === paidPlacesOf(row.prize_structure?.length ? row.prize_structure : defaultPrizeStructure(entries)) + 1;

/** Hand-for-hand from the first deal when the field is on the bubble from the start and needs more than one table. */
async function startsHandForHand(tx: Queryable, row: TournamentRow, alive: number, entries: number): Promise<boolean> {
  if (row.seated_at !== null || !onTheBubble(row, alive, entries) || alive <= SEATS) return false;
  await setHandForHandRound(tx, row.id, 1);
  return true;
}

async function recallStranded(tx: Queryable, tournamentId: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE tournament_entries e SET table_id = NULL, seat = NULL, in_transit = false
     FROM poker_tables p
     WHERE p.id = e.table_id AND e.tournament_id = $1 AND e.in_transit AND e.busted_at IS NULL AND p.status <> 'playing'`,
    [tournamentId],
  );
  return rowCount > 0;
}

/**
 * Places every bust since the last pass (places.ts) and frees their room seats; their registrations are completed.
 * The busts of a hand-for-hand round still in play (`round`: some table has not played its hand of it) wait for it to
 * end: everyone busted in it shares one place, whichever pass sees which bust first.
 */
async function placeBusted(
  services: DirectorServices,
  tx: Queryable,
  row: TournamentRow,
  entries: DirectedEntries,
  at: Date,
  round: number | null,
  told: (() => void)[],
): Promise<boolean> {
  const inPlay = (group: string | null) =>
    round !== null && group?.startsWith(HAND_FOR_HAND_GROUP) === true && Number(group.slice(HAND_FOR_HAND_GROUP.length)) >= round;
  const busted = entries.pending.filter((entry) => entry.busted_at !== null);
  const unplaced = busted.filter((entry) => !inPlay(entry.bust_group)).sort((a, b) => a.busted_at!.getTime() - b.busted_at!.getTime() || a.id - b.id);
  if (unplaced.length === 0) return false;
  // Still in, for these places: those busted in a round still in play place better, once it ends.
  const alive = entries.alive + busted.length - unplaced.length;
  await setPlaces(
    tx,
    placeBusts(
      unplaced.map((entry) => ({ entryId: entry.id, group: entry.bust_group ?? String(entry.id), startStack: Number(entry.bust_start_stack ?? 0) })),
      alive,
    ),
  );
  const users = unplaced.map((entry) => entry.user_id);
  await settleHosts(tx, await leaveRooms(tx, row.id, users, at));
  await setRegistrationState(tx, row.id, users, 'completed', ['registered', 'playing']);
  // A busted player may now buy another entry: the lobby list says so on its next read here (canReEnter).
  told.push(() => tournamentListCache(services.db).invalidate());
  return true;
}

/** At the end of the join window, every waiting room with two players starts (its members keep their room). */
async function startWaitingRooms(services: DirectorServices, tx: Queryable, row: TournamentRow, at: Date, told: (() => void)[]): Promise<boolean> {
  let changed = false;
  for (const room of await lockActiveRooms(tx, row.id)) {
    if (room.room_state !== 'waiting') continue;
    const members = (
      await tx.query<{ user_id: number }>('SELECT user_id FROM room_members WHERE room_id = $1 ORDER BY joined_at, user_id', [room.id])
    ).rows;
    const seatable = [];
    for (const member of members) {
      const entry = (
        await tx.query<{ id: number }>(
          'SELECT id FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2 AND busted_at IS NULL AND table_id IS NULL',
          [row.id, member.user_id],
        )
      ).rows[0];
      if (entry) seatable.push(member.user_id);
    }
    changed = true;
    if (seatable.length < 2) {
      // One player cannot start a game: the room closes, and they are seated with everyone else.
      await releaseMembers(tx, room.id, at);
      await setRoomState(tx, room.id, 'cancelled', at);
      continue;
    }
    await setRoomState(tx, room.id, 'playing', at);
    const started = await startTable(tx, room.id, at, services.timings, seatable, await absentAmong(services, seatable));
    if (started) told.push(() => services.publishTable(room.id, { result: undefined, ...started }));
    await markSeated(tx, row.id, seatable, at);
  }
  return changed;
}

/**
 * Seats every live entry that has no table (at the end of the join window: everyone not seated yet; later: late
 * entries), at random: the tables in play take them where they have the fewest players, new tables (each a new room)
 * are opened when they are full. A new table needs two players; a lone player waits for the next entry.
 */
async function seatUnseated(
  services: DirectorServices,
  tx: Queryable,
  row: TournamentRow,
  entries: EntryRow[],
  at: Date,
  told: (() => void)[],
): Promise<boolean> {
  const unseated = entries.filter((entry) => entry.busted_at === null && entry.table_id === null);
  if (unseated.length === 0) return false;
  const tables = await playingTables(tx, row.id);
  if (tables.length === 0 && unseated.length < 2) return false;
  const plan = planSeating(
    unseated.map((entry) => entry.user_id),
    tables,
    random,
  );
  const byUser = new Map(unseated.map((entry) => [entry.user_id, entry]));
  const absent = await absentAmong(
    services,
    unseated.map((entry) => entry.user_id),
  );
  const intoExisting = [...plan.intoExisting].flatMap(([tableId, players]) => players.map((player) => ({ tableId, ...player })));
  await sendEntries(
    tx,
    intoExisting.map(({ tableId, userId, seat }) => {
      const entry = byUser.get(userId)!;
      return {
        entryId: entry.id,
        tableId,
        seat,
        stack: entry.stack === null ? row.starting_stack : Number(entry.stack),
        timeBankMs: entry.time_bank_ms ?? services.timings.timeBankMs,
        sittingOut: entry.sitting_out || absent.has(userId),
      };
    }),
  );
  // On a break, or paused by an operator, no table deals (TDA: every table stops at once): a new one opens when the
  // break ends (the scheduled job's first pass after it) or on the resume's pass, its players unseated until then.
  const stopped = row.paused_at !== null || breakEndsAt(tournamentClockFacts(row, at), at) !== null;
  const opening = (stopped ? [] : plan.newTables).map((players) => players.map((player) => player.userId)).filter((userIds) => userIds.length >= 2);
  // The players of the new tables leave whatever room they waited in, all in one go (10,000 at a big seating).
  await settleHosts(tx, await leaveRooms(tx, row.id, opening.flat(), at));
  // Each new table is a new room, its first player the host; they open together, each step one statement for all.
  const roomIds = await insertRooms(tx, { tournamentId: row.id, createdBy: opening.map((userIds) => userIds[0]), at, state: 'playing' });
  await joinRooms(
    tx,
    row.id,
    opening.flatMap((userIds, index) => userIds.map((userId) => ({ roomId: roomIds[index], userId }))),
    at,
  );
  const started = await startTables(
    tx,
    opening.map((players, index) => ({ roomId: roomIds[index], players })),
    at,
    services.timings,
    absent,
  );
  for (const [roomId, table] of started) told.push(() => services.publishTable(roomId, { result: undefined, ...table }));
  await markSeated(tx, row.id, [...intoExisting.map((player) => player.userId), ...opening.flat()], at);
  return true;
}

/**
 * The players with no live connection: they are dealt in sitting out (blinds and antes posted, cards folded, no clock
 * run down for them) until they come and press I'm back, as every major site does with an absent player.
 */
async function absentAmong(services: DirectorServices, userIds: readonly number[]): Promise<Set<number>> {
  const present = await services.presentAmong(userIds);
  return new Set(userIds.filter((userId) => !present.has(userId)));
}

/** The tournament's playing tables as the director counts them (players there or coming, less those leaving). */
export async function playingTables(tx: Queryable, tournamentId: number): Promise<(PlayingTable & { count: number; present: number })[]> {
  // One statement, so one snapshot: read one after the other (READ COMMITTED), a table that received its arrivals
  // between the reads would count neither them at its seats nor on their way, and be sent a player it has no seat for.
  const { rows } = await tx.query<{
    id: number;
    seats: PlayingTable['seats'];
    positions: TablePositions;
    phase: string | null;
    round: number | null;
    arriving: number[];
    leaving: number;
    coming: number[];
  }>(
    `SELECT p.id, p.seats, p.hand -> 'positions' AS positions, COALESCE(p.hand ->> 'phase', (p.hand ->> 'state')::jsonb ->> 'phase') AS phase,
       (p.hand ->> 'round')::int AS round,
       ARRAY(SELECT e.seat FROM tournament_entries e WHERE e.table_id = p.id AND e.in_transit AND e.busted_at IS NULL) AS arriving,
       (SELECT count(*)::int FROM table_moves m WHERE m.from_table_id = p.id AND m.applied_at IS NULL) AS leaving,
       ARRAY(SELECT m.to_seat FROM table_moves m WHERE m.to_table_id = p.id AND m.applied_at IS NULL) AS coming
     FROM poker_tables p WHERE p.tournament_id = $1 AND p.status = 'playing' ORDER BY p.id`,
    [tournamentId],
  );
  return rows.map((table) => {
    // Every player not out (the busted leave at the table's next hand boundary).
    const live = table.seats.filter((seat) => !seat.busted);
    const { arriving, leaving, coming } = table;
    const taken = [...live.map((seat) => seat.seat), ...arriving, ...coming];
    const occupied = Array.from({ length: SEATS }, (_, index) => live.some((seat) => seat.seat === index + 1));
    const next = live.length >= 2 ? positionsForNextHand(occupied, table.positions, table.positions.buttonSeat).bigBlindSeat + 1 : undefined;
    return {
      id: table.id,
      seats: table.seats,
      positions: table.positions,
      handComplete: table.phase === null || table.phase === 'complete',
      round: table.round,
      taken,
      count: live.length + arriving.length - leaving + coming.length,
      /** Players there, on their way or promised: none, and the table is empty for good. */
      present: live.length + arriving.length + coming.length,
      nextBigBlindSeat: next,
      lastBigBlindSeat: table.positions.bigBlindSeat + 1,
    };
  });
}

/** Breaks and balancing moves for the tables (table-plan.ts), written for the tables to apply between hands. */
async function planTableMoves(
  tx: Queryable,
  tournamentId: number,
  tables: (PlayingTable & { count: number; present: number })[],
  at: Date,
): Promise<void> {
  const { moves } = planMoves(tables, random);
  await insertMoves(tx, tournamentId, moves, at);
}

/**
 * The room of each seated player is the table they sit at: a player the tables moved (or the director seated) leaves
 * their old room's members for the new one's; a table that broke closes its room.
 */
async function syncRooms(tx: Queryable, tournamentId: number, at: Date): Promise<boolean> {
  let changed = false;
  const { rows: seatedRooms } = await tx.query<{ user_id: number; table_id: number; room_id: number | null }>(
    `SELECT e.user_id, e.table_id, m.room_id FROM tournament_entries e
       LEFT JOIN room_members m ON m.tournament_id = e.tournament_id AND m.user_id = e.user_id
     WHERE e.tournament_id = $1 AND e.busted_at IS NULL AND e.table_id IS NOT NULL AND NOT e.in_transit
       AND m.room_id IS DISTINCT FROM e.table_id AND m.room_id IS NOT NULL`,
    [tournamentId],
  );
  if (seatedRooms.length > 0) {
    const left = await leaveRooms(
      tx,
      tournamentId,
      seatedRooms.map((seated) => seated.user_id),
      at,
    );
    const joined = await joinRooms(
      tx,
      tournamentId,
      seatedRooms.map((seated) => ({ roomId: seated.table_id, userId: seated.user_id })),
      at,
    );
    await settleHosts(tx, [...left, ...joined]);
    changed = true;
  }
  const { rows: broken } = await tx.query<{ id: number }>(
    `SELECT r.id FROM rooms r JOIN poker_tables p ON p.id = r.id
     WHERE r.tournament_id = $1 AND r.room_state = 'playing' AND p.status = 'finished'`,
    [tournamentId],
  );
  await closeRooms(
    tx,
    broken.map(({ id }) => id),
    'completed',
    at,
  );
  return changed || broken.length > 0;
}

/** One player holds every chip: their table is finished, they place 1st, the tournament is completed. */
async function finish(
  services: DirectorServices,
  tx: Queryable,
  row: TournamentRow,
  winner: EntryRow,
  tables: PlayingTable[],
  at: Date,
  told: (() => void)[],
): Promise<TournamentRow | undefined> {
  const table = tables.find((candidate) => candidate.id === winner.table_id);
  if (!table || !table.handComplete) return undefined;
  const chips = table.seats.find((seat) => seat.userId === winner.user_id)?.stack ?? 0;
  const finished = await finishTable(tx, { tableId: table.id, at, timings: services.timings, reason: 'won', winnerUserId: winner.user_id });
  if (finished) told.push(() => services.publishTable(table.id, finished));
  await markWinner(tx, winner.id, chips);
  await setRegistrationState(tx, row.id, [winner.user_id], 'completed', ['registered', 'playing']);
  await markTournamentPlay(tx, row.id, { finishedAt: at });
  for (const room of await lockActiveRooms(tx, row.id)) {
    await releaseMembers(tx, room.id, at);
    await setRoomState(tx, room.id, room.room_state === 'playing' ? 'completed' : 'cancelled', at);
  }
  return findTournamentRow(tx, row.id);
}

async function announceFinish(services: DirectorServices, row: TournamentRow): Promise<void> {
  tournamentListCache(services.db).invalidate();
  const payload: TournamentStatusUpdatePayload = {
    tournamentId: row.id,
    name: row.name,
    status: 'completed',
    previousStatus: 'running',
    dynamicStatus: computeDynamicStatus(tournamentTimes(row), services.now()),
  };
  await services.realtime.publish(TOURNAMENTS_CHANNEL, ['tournament:statusUpdate', 'tournament:ended'], payload);
}

/**
 * The prizes of a finished tournament, once: the placed players' wallets locked, then the tournament (the lock order);
 * a tournament already paid out pays nothing. Every entry is placed by then (the winner 1st, the busted by the passes).
 */
async function payOut(services: DirectorServices, tournamentId: number): Promise<void> {
  const at = services.now();
  const outcome = await services.db.transaction(async (tx): Promise<PayoutOutcome | undefined> => {
    const before = await listEntries(tx, tournamentId);
    await lockWallets(tx, [...new Set(before.map((entry) => entry.user_id))]);
    const row = await findTournamentRow(tx, tournamentId, { includeDeleted: true, lock: 'FOR NO KEY UPDATE' });
    if (!row || !row.finished_at || row.paid_out_at || row.status === 'cancelled') return undefined;
    const entries = await listEntries(tx, tournamentId);
    const placed = entries.filter((entry) => entry.place !== null);
    if (placed.length !== entries.length)
      throw new Error(`tournament ${tournamentId}: ${entries.length - placed.length} entries have no place at the payout`);
    const structure = row.prize_structure?.length ? row.prize_structure : defaultPrizeStructure(entries.length);
    const prizes = prizesForPlaces(
      structure,
      prizeMoneyMicros(row),
      placed.map((entry) => ({ entryId: entry.id, place: entry.place! })),
    );
    // One row per place in the results: players sharing a place take the places they cover, in entry order.
    const ordered = [...placed].sort((a, b) => a.place! - b.place! || a.id - b.id);
    return payPlaces(
      tx,
      row,
      ordered.map((entry, index) => ({ place: index + 1, userId: entry.user_id, prizeMicros: prizes.get(entry.id)! })),
      entries.length,
      at,
    );
  });
  if (outcome) await announcePayout(services, outcome);
}
