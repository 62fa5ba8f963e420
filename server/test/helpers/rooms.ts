import { Tokens } from '../../src/auth/tokens';
import type { Database } from '../../src/db/database';
import { changePlayersCount } from '../../src/tournaments/tournaments.repository';
import { findRegistrationState, insertRegistration, setRegistrationState } from '../../src/tournaments/registrations.repository';
import { transfer } from '../../src/wallet/ledger';
import { fundWallet } from './ledger';
import type { TestApp } from './test-app';
import { insertTournament, type TournamentFixture } from './tournaments';

export interface TestPlayer {
  id: number;
  username: string;
  token: string;
  headers: Record<string, string>;
}

let counter = 0;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A verified player inserted directly, with a token signed like a login would (the rooms tests need dozens
 * of players; signUp's mail and scrypt round trips would dominate them). The wallet is funded through the ledger.
 */
export async function createPlayer(t: TestApp, options: { balanceMicros?: bigint; role?: 'player' | 'admin' } = {}): Promise<TestPlayer> {
  counter += 1;
  const username = `seat${process.pid}x${counter}`;
  const { rows } = await t.server.db.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, country, password_hash, role, email_verified_at)
     VALUES ($1, $2, $3, 'France', 'not-a-login-account', $4, $5) RETURNING id`,
    [username, `${username}@example.com`, `First${counter}`, options.role ?? 'player', t.clock.now()],
  );
  const id = rows[0].id;
  const balance = options.balanceMicros ?? 100_000_000n;
  if (balance > 0n) await fundWallet(t.server.db, id, balance, t.clock.now());
  const token = await new Tokens('test-secret-that-is-long-enough-for-hs256', t.clock.now).sign({ userId: id, tokenVersion: 0 });
  return { id, username, token, headers: bearer(token) };
}

/**
 * Registers a player as the tournaments API would: the entry fee (if any) moves wallet → prize pool
 * through the ledger, the registration row is written and players_count follows. `lobby` also marks
 * the player as having entered the lobby.
 */
export async function registerPlayer(
  t: TestApp,
  tournamentId: number,
  userId: number,
  options: { entryFeeMicros?: bigint; lobby?: boolean } = {},
): Promise<void> {
  const fee = options.entryFeeMicros ?? 0n;
  const at = t.clock.now();
  await t.server.db.transaction(async (tx) => {
    if (fee > 0n) {
      await transfer(tx, {
        kind: 'tournament_entry',
        from: { kind: 'wallet', userId },
        to: { kind: 'pool', tournamentId },
        amountMicros: fee,
        userId,
        tournamentId,
        at,
      });
    }
    const inserted = await insertRegistration(tx, {
      tournamentId,
      userId,
      entryFeeMicros: fee,
      registeredAt: at,
      lobbyEnteredAt: options.lobby === false ? null : at,
    });
    if (!inserted) throw new Error(`user ${userId} is already registered in tournament ${tournamentId}`);
    await changePlayersCount(tx, tournamentId, 1);
  });
}

/** A tournament that started `minutesAgo` minutes ago (default 1: in late registration, join window open). */
export async function insertStartedTournament(t: TestApp, fixture: Partial<TournamentFixture> & { minutesAgo?: number } = {}): Promise<number> {
  const { minutesAgo = 1, ...rest } = fixture;
  return insertTournament(t.server.db, { status: 'late reg', ...rest, startsAt: new Date(t.clock.now().getTime() - minutesAgo * 60_000) });
}

/** `count` funded players registered in the tournament (and in its lobby unless told otherwise). */
export async function registeredPlayers(
  t: TestApp,
  tournamentId: number,
  count: number,
  options: { entryFeeMicros?: bigint; lobby?: boolean; balanceMicros?: bigint } = {},
): Promise<TestPlayer[]> {
  const players: TestPlayer[] = [];
  for (let i = 0; i < count; i += 1) {
    const player = await createPlayer(t, { balanceMicros: options.balanceMicros });
    await registerPlayer(t, tournamentId, player.id, options);
    players.push(player);
  }
  return players;
}

/** Seat counts of the tournament's active rooms, in room order. */
export async function activeRoomSizes(db: Database, tournamentId: number): Promise<number[]> {
  const { rows } = await db.query<{ members_count: number }>(
    `SELECT members_count FROM rooms WHERE tournament_id = $1 AND room_state IN ('waiting', 'playing') ORDER BY room_number`,
    [tournamentId],
  );
  return rows.map((row) => row.members_count);
}

export const registrationState = (db: Database, tournamentId: number, userId: number) => findRegistrationState(db, tournamentId, userId);

/** The player leaves the tournament for good, as leaving its lobby does. */
export async function leaveForGood(db: Database, tournamentId: number, userId: number): Promise<void> {
  await setRegistrationState(db, tournamentId, [userId], 'left', ['registered', 'playing', 'completed']);
}

export async function makeAdmin(db: Database, userId: number): Promise<void> {
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [userId]);
}
