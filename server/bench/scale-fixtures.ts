import { randomBytes } from 'node:crypto';
import { ROOM_RULES, defaultBlindStructure, type BlindLevel } from 'shared-events/contracts';
import { Tokens } from '../src/auth/tokens';
import type { Database } from '../src/db/database';
import { MICROS_PER_USDT } from '../src/money/micro-usdt';
import { insertRegistration } from '../src/tournaments/registrations.repository';
import { insertTournament } from '../src/tournaments/tournaments.repository';
import type { TournamentBenchFixtures } from './tournament-fixtures';

/** The scale rig's tournament: as the tournament benchmark's, with an entry fee, so that its payout moves money. */
export interface ScaleBenchFixtures extends TournamentBenchFixtures {
  entryFeeMicros: string;
}

const STARTING_STACK = 10_000;
export const SCALE_ENTRY_FEE_MICROS = 1n * MICROS_PER_USDT;
const DEPOSIT_MICROS = 100n * MICROS_PER_USDT;
const DAY = 86_400_000;
const JOIN_WINDOW_MS = ROOM_RULES.joinWindowMinutes * 60_000;

/**
 * Levels rising from the seating on: 40 of them, so the big blind passes every chip in play (100 × 1.5³⁹ against 10,000
 * players × 10,000) and the last tables never play on at blinds that stopped rising.
 */
const RISING_LEVELS = 40;

/**
 * As benchBlindStructure (the first blinds over the join window, rising from the seating on), with more rising levels:
 * 10,000 players take longer than 1,000 to reach the end. Written by the fixtures, so past the admin form's 60 levels.
 */
export function scaleBlindStructure(startingStack: number, levelSeconds: number): BlindLevel[] {
  const flat = Math.ceil(JOIN_WINDOW_MS / 1000 / levelSeconds);
  const rising = defaultBlindStructure(startingStack, RISING_LEVELS);
  return [...Array.from({ length: flat }, () => rising[0]), ...rising].map((level, index) => ({ ...level, level: index + 1 }));
}

/**
 * `players` verified players, each funded by a deposit and registered with a 1 USDT entry fee: the deposits and the
 * entry fees through the ledger (a transaction and its two entries each, written in bulk, as the ledger writes them one
 * at a time), the wallets and the pool holding what their entries say; each registration through insertRegistration,
 * so each has the entry the director seats. No breaks, fast levels; it starts tomorrow, until the rig opens its join
 * window.
 */
export async function prepareScaleFixtures(
  db: Database,
  secret: string,
  now: Date,
  settings: { players: number; levelSeconds: number },
): Promise<ScaleBenchFixtures> {
  const tournament = await insertTournament(db, {
    name: 'Bench Scale Tournament',
    gameType: 'NLH',
    entryFeeMicros: SCALE_ENTRY_FEE_MICROS,
    startsAt: new Date(now.getTime() + DAY),
    durationMinutes: 24 * 60,
    maxPlayers: settings.players,
    startingStack: STARTING_STACK,
    blindSpeedSeconds: settings.levelSeconds,
    breakMinutes: 0,
    blindStructure: scaleBlindStructure(STARTING_STACK, settings.levelSeconds),
    createdAt: now,
  });
  const fee = SCALE_ENTRY_FEE_MICROS.toString();
  const { rows } = await db.query<{ id: number }>(
    `WITH funded AS (
       INSERT INTO users (username, email, first_name, country, password_hash, email_verified_at, created_at, balance_micros)
       SELECT 'benchscale' || g, 'benchscale' || g || '@bench.invalid', 'Bench', 'France', $2 || g, $3, $3, $4::bigint - $5::bigint
       FROM generate_series(1, $1) g
       RETURNING id
     ), moves AS (
       INSERT INTO ledger_transactions (kind, user_id, tournament_id, amount_micros, created_at)
       SELECT 'deposit', id, NULL::int, $4::bigint, $3 FROM funded
       UNION ALL SELECT 'tournament_entry', id, $6, $5::bigint, $3 FROM funded
       RETURNING id, kind, user_id
     ), entries AS (
       INSERT INTO ledger_entries (transaction_id, account, amount_micros)
       SELECT id, CASE kind WHEN 'deposit' THEN 'external:usdt' ELSE 'user:' || user_id END,
              -(CASE kind WHEN 'deposit' THEN $4::bigint ELSE $5::bigint END) FROM moves
       UNION ALL
       SELECT id, CASE kind WHEN 'deposit' THEN 'user:' || user_id ELSE 'tournament:' || $6 END,
              CASE kind WHEN 'deposit' THEN $4::bigint ELSE $5::bigint END FROM moves
     )
     SELECT id FROM funded ORDER BY id`,
    [settings.players, `!${randomBytes(16).toString('hex')}`, now, DEPOSIT_MICROS.toString(), fee, tournament.id],
  );
  await db.transaction(async (tx) => {
    for (const { id } of rows) await insertRegistration(tx, { tournamentId: tournament.id, userId: id, entryFeeMicros: fee, registeredAt: now });
    await tx.query('UPDATE tournaments SET players_count = $2, pool_micros = $3 WHERE id = $1', [
      tournament.id,
      rows.length,
      (SCALE_ENTRY_FEE_MICROS * BigInt(rows.length)).toString(),
    ]);
  });
  const tokens = new Tokens(secret, () => new Date());
  const players = await Promise.all(rows.map(async ({ id }) => ({ id, token: await tokens.sign({ userId: id, tokenVersion: 0 }) })));
  return { tournamentId: tournament.id, players, startingStack: STARTING_STACK, entryFeeMicros: fee };
}
