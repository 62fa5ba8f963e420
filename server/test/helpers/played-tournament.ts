import { ROOM_RULES, type BlindLevel } from 'shared-events/contracts';
import { Tokens } from '../../src/auth/tokens';
import type { Database } from '../../src/db/database';
import { insertRegistration } from '../../src/tournaments/registrations.repository';
import { changePlayersCount } from '../../src/tournaments/tournaments.repository';
import { transfer } from '../../src/wallet/ledger';
import { fundWallet } from './ledger';
import { describeTournament, tournamentState, type TournamentState } from './tournament-invariants';
import { insertTournament } from './tournaments';

/**
 * A whole tournament played by socket bots against real server processes (the crash and scale-out tests): its players,
 * its registrations, and the waits and checks of its play. Every player pays `fee` from `funds` and starts with `stack`.
 */
export interface PlayedField {
  stack: number;
  fee: bigint;
  funds: bigint;
  levelSeconds: number;
}

export interface Player {
  id: number;
  token: string;
}

/** The director looks at the tournament every 2 s and after every hand: an entry on its way longer than this is stranded. */
const STRANDED_MS = 5_000;

/**
 * Levels count from the tournament's start and everyone is seated when the join window ends, 15 minutes later: the
 * levels of those minutes pass at the first blinds (10/20), and from the seating on the blinds grow about 1.4× every
 * level, with a big-blind ante from the third rise.
 */
function fastBlinds(levelSeconds: number): BlindLevel[] {
  const seatedLevel = (ROOM_RULES.joinWindowMinutes * 60) / levelSeconds + 1;
  return Array.from({ length: seatedLevel + 30 }, (_, index) => {
    const rises = Math.max(0, index + 1 - seatedLevel);
    const bigBlind = 2 * Math.round(10 * 1.4 ** rises);
    return { level: index + 1, smallBlind: bigBlind / 2, bigBlind, ante: rises >= 3 ? bigBlind : 0 };
  });
}

/** Verified players inserted in one statement, each funded through the ledger, with tokens signed as the server's login does. */
export async function createPlayers(db: Database, count: number, { jwtSecret, funds }: { jwtSecret: string; funds: bigint }): Promise<Player[]> {
  const tokens = new Tokens(jwtSecret, () => new Date());
  const prefix = `bot${process.pid}x${Date.now().toString(36)}x`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, country, password_hash, role, email_verified_at)
     SELECT $1 || n, $1 || n || '@example.com', 'Bot' || n, 'France', 'not-a-login-account', 'player', now()
     FROM generate_series(1, $2::int) n ORDER BY n RETURNING id`,
    [prefix, count],
  );
  const players: Player[] = [];
  for (const { id } of rows) {
    await fundWallet(db, id, funds);
    players.push({ id, token: await tokens.sign({ userId: id, tokenVersion: 0 }) });
  }
  return players;
}

/**
 * The tournament and every registration in one transaction (entry fees wallet → pool through the ledger, as the
 * tournaments API moves them), started 15 minutes ago: the director's first pass after the commit seats everyone.
 */
export async function registeredTournament(db: Database, players: Player[], field: PlayedField): Promise<number> {
  const at = new Date();
  return db.transaction(async (tx) => {
    const tournamentId = await insertTournament(tx, {
      startsAt: new Date(at.getTime() - ROOM_RULES.joinWindowMinutes * 60_000 - 1_000),
      entryFeeMicros: field.fee,
      startingStack: field.stack,
      maxPlayers: Math.max(1_000, players.length),
      durationMinutes: 600,
      status: 'late reg',
    });
    await tx.query('UPDATE tournaments SET blind_speed_seconds = $2, break_minutes = 0, blind_structure = $3 WHERE id = $1', [
      tournamentId,
      field.levelSeconds,
      JSON.stringify(fastBlinds(field.levelSeconds)),
    ]);
    for (const player of players) {
      await transfer(tx, {
        kind: 'tournament_entry',
        from: { kind: 'wallet', userId: player.id },
        to: { kind: 'pool', tournamentId },
        amountMicros: field.fee,
        userId: player.id,
        tournamentId,
        at,
      });
      await insertRegistration(tx, { tournamentId, userId: player.id, entryFeeMicros: field.fee, registeredAt: at, lobbyEnteredAt: at });
      await changePlayersCount(tx, tournamentId, 1);
    }
    return tournamentId;
  });
}

export async function until(test: () => boolean | Promise<boolean>, withinMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await test())) {
    if (Date.now() - started > withinMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface TableEvent {
  table_id: number;
  kind: string;
  payload: { owner?: string; handNumber?: number; seats?: { userId: number }[] };
}

export async function tableEvents(db: Database, tournamentId: number): Promise<TableEvent[]> {
  const { rows } = await db.query<TableEvent>(
    `SELECT e.table_id, e.kind, e.payload FROM table_events e JOIN poker_tables p ON p.id = e.table_id
     WHERE p.tournament_id = $1 ORDER BY e.table_id, e.seq`,
    [tournamentId],
  );
  return rows;
}

/**
 * Lets the tournament play until `done`; one gone wrong fails at once (it would never pay out): a problem found, or an
 * entry left on its way to a table that no longer plays for longer than the director takes to see it.
 */
export async function playUntil(
  db: Database,
  tournamentId: number,
  {
    done,
    what,
    problems,
    withinMs,
    strandedMs = STRANDED_MS,
  }: { done: (state: TournamentState) => boolean; what: string; problems: () => string[]; withinMs: number; strandedMs?: number },
): Promise<void> {
  const strandedSince = new Map<number, number>();
  await until(
    async () => {
      const state = await tournamentState(db, tournamentId);
      for (const { entry } of state.stranded) if (!strandedSince.has(entry)) strandedSince.set(entry, Date.now());
      const stranded = state.stranded.filter(({ entry }) => Date.now() - strandedSince.get(entry)! > strandedMs);
      const wrong = [...problems(), ...stranded.map(({ entry, table }) => `entry ${entry} left on its way to table ${table}, which no longer plays`)];
      if (wrong.length > 0)
        throw new Error(`the tournament went wrong: ${wrong.slice(0, 5).join('; ')}\n${await describeTournament(db, tournamentId)}`);
      return done(state);
    },
    withinMs,
    what,
  );
}

/**
 * Every hand dealt once and in order at each table, across every process that ran it; each hand a crash interrupted
 * was played out, once. Returns the problems found (none in a sound run).
 */
export function handContinuityProblems(events: TableEvent[], interrupted: { id: number; hand: number }[]): string[] {
  const problems: string[] = [];
  for (const tableId of new Set(events.map((event) => event.table_id))) {
    const hands = (kind: string) =>
      events.filter((event) => event.table_id === tableId && event.kind === kind).map((event) => event.payload.handNumber);
    const dealt = hands('hand:dealt');
    if (dealt.some((hand, index) => hand !== index + 1)) problems.push(`table ${tableId} dealt hands ${dealt.join(',')}`);
    const completed = hands('hand:completed');
    if (new Set(completed).size !== completed.length) problems.push(`table ${tableId} completed a hand twice: ${completed.join(',')}`);
    for (const { hand } of interrupted.filter((table) => table.id === tableId))
      if (!completed.includes(hand)) problems.push(`table ${tableId}: hand ${hand}, in play at the crash, never completed`);
  }
  return problems;
}
