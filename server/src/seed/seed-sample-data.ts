import { randomBytes } from 'node:crypto';
import { computeTournamentStatus } from 'shared-events/contracts';
import { hashPassword } from '../security/passwords';
import type { Database, Queryable } from '../db/database';
import { transfer } from '../wallet/ledger';
import { insertVerifiedUser } from '../auth/users.repository';
import { insertRegistration, type NewRegistration } from '../tournaments/registrations.repository';
import { anyTournamentExists, changePlayersCount, insertTournament } from '../tournaments/tournaments.repository';
import { demoPlayers, demoRegistrations, demoSpareBalance, type DemoPlayer } from './demo-players';
import { sampleTournaments, type SampleTournament } from './sample-tournaments';

/** Arbitrary constant: the PostgreSQL advisory lock that lets only one process seed. */
const SEED_LOCK_KEY = 7_401_734;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SeedOptions {
  now: Date;
  nodeEnv: string;
}

export type SeedResult =
  { seeded: true; tournaments: number; players: number; registrations: number } | { seeded: false; reason: 'production' | 'not empty' };

/**
 * Fills an empty database with the sample lobby (issue #3 "Sample data"). Runs only when no tournament
 * was ever created and never in production. Everything is one transaction behind an advisory lock, so two
 * processes starting together seed once; demo money enters through the ledger (deposit, then entry).
 */
export async function seedSampleData(db: Database, options: SeedOptions): Promise<SeedResult> {
  if (options.nodeEnv === 'production') return { seeded: false, reason: 'production' };
  // Deleted and cancelled ones count too: an operator who emptied the lobby does not want it refilled.
  if (await anyTournamentExists(db)) return { seeded: false, reason: 'not empty' };
  const players = demoPlayers();
  // Hashed before the lock (scrypt is slow); nobody ever learns the passwords, so nobody can log in as a demo player.
  const passwordHashes = await Promise.all(players.map(() => hashPassword(randomBytes(32).toString('base64url'))));

  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (await anyTournamentExists(tx)) return { seeded: false, reason: 'not empty' };
    const tournaments = sampleTournaments(options.now);
    const tournamentIds: number[] = [];
    for (const { demoPlayers: _, ...tournament } of tournaments) {
      const status = computeTournamentStatus(tournament, options.now);
      tournamentIds.push((await insertTournament(tx, { ...tournament, status, createdAt: options.now })).id);
    }
    const registrations = await registerDemoPlayers(tx, { players, passwordHashes, tournaments, tournamentIds, now: options.now });
    return { seeded: true, tournaments: tournaments.length, players: registrations.players, registrations: registrations.count };
  });
}

interface DemoContext {
  players: DemoPlayer[];
  passwordHashes: string[];
  tournaments: SampleTournament[];
  tournamentIds: number[];
  now: Date;
}

async function registerDemoPlayers(tx: Queryable, context: DemoContext): Promise<{ players: number; count: number }> {
  const { players, tournaments, tournamentIds, now } = context;
  const userIds: (number | undefined)[] = [];
  for (const [index, player] of players.entries()) {
    const createdAt = new Date(now.getTime() - (30 + index) * DAY);
    userIds.push(await insertVerifiedUser(tx, { ...player, passwordHash: context.passwordHashes[index], role: 'player' }, createdAt));
  }
  const plan = demoRegistrations(players.length, tournaments).filter((registration) => userIds[registration.player] !== undefined);

  const owed = new Map<number, bigint>();
  for (const { player, tournament } of plan) owed.set(player, (owed.get(player) ?? 0n) + tournaments[tournament].entryFeeMicros);
  const depositedAt = new Date(now.getTime() - 7 * DAY);
  for (const [player, userId] of userIds.entries()) {
    if (userId === undefined) continue;
    const amountMicros = (owed.get(player) ?? 0n) + demoSpareBalance(player);
    await transfer(tx, { kind: 'deposit', from: { kind: 'external' }, to: { kind: 'wallet', userId }, amountMicros, userId, at: depositedAt });
  }

  for (const [order, { player, tournament: index }] of plan.entries()) {
    const tournament = tournaments[index];
    const userId = userIds[player]!;
    const tournamentId = tournamentIds[index];
    // Spread over the hours before the start (or before now, for those still registering).
    const registeredAt = new Date(Math.min(tournament.startsAt.getTime(), now.getTime()) - (1 + (order % 20)) * HOUR);
    if (tournament.entryFeeMicros > 0n) {
      await transfer(tx, {
        kind: 'tournament_entry',
        from: { kind: 'wallet', userId },
        to: { kind: 'pool', tournamentId },
        amountMicros: tournament.entryFeeMicros,
        userId,
        tournamentId,
        at: registeredAt,
      });
    }
    const finished = computeTournamentStatus(tournament, now) === 'completed';
    await insertDemoRegistration(tx, {
      tournamentId,
      userId,
      entryFeeMicros: tournament.entryFeeMicros,
      registeredAt,
      state: finished ? 'completed' : 'registered',
    });
  }
  return { players: userIds.filter((id) => id !== undefined).length, count: plan.length };
}

/** A registration counted in its tournament's players, as if made before the data was seeded. */
export async function insertDemoRegistration(tx: Queryable, registration: NewRegistration): Promise<void> {
  if (await insertRegistration(tx, registration)) await changePlayersCount(tx, registration.tournamentId, 1);
}
