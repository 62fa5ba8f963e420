import { randomBytes } from 'node:crypto';
import { Tokens } from '../src/auth/tokens';
import type { Database } from '../src/db/database';
import { transfer } from '../src/wallet/ledger';
import { MICROS_PER_USDT } from '../src/money/micro-usdt';
import { insertDemoRegistration, seedSampleData } from '../src/seed/seed-sample-data';
import { insertTournament } from '../src/tournaments/tournaments.repository';
import { insertUser, markEmailVerified } from '../src/auth/users.repository';

/** What the load generator needs: real users' tokens and the tournaments it hits. */
export interface BenchFixtures {
  /** The reader of GET /api/users/tournaments (registered to a few tournaments, so isRegistered varies). */
  listToken: string;
  /** One funded user per load-generator connection, so register/unregister pairs never conflict. */
  pairTokens: string[];
  pairTournamentId: number;
  /** Users whose tokens the broadcast sockets connect with (several sockets each, like several tabs). */
  socketTokens: string[];
  tournaments: number;
}

const TOURNAMENTS_IN_LOBBY = 30;
const HOUR = 3_600_000;

/** Sample lobby plus generated tournaments up to 30, and bench users funded through the ledger. */
export async function prepareFixtures(db: Database, secret: string, now: Date, users: { pair: number; sockets: number }): Promise<BenchFixtures> {
  await seedSampleData(db, { now, nodeEnv: 'development' });
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM tournaments');
  for (let index = Number(rows[0].n); index < TOURNAMENTS_IN_LOBBY; index += 1) {
    await insertTournament(db, {
      name: `Bench Series #${index + 1}`,
      gameType: index % 3 === 0 ? 'PLO' : 'NLH',
      entryFeeMicros: BigInt([0, 5, 10, 25][index % 4]) * MICROS_PER_USDT,
      startsAt: new Date(now.getTime() + (index + 1) * 3 * HOUR),
      maxPlayers: 100 + (index % 10) * 100,
      createdAt: now,
    });
  }
  const pairTournament = await insertTournament(db, {
    name: 'Bench Register Pair',
    gameType: 'NLH',
    entryFeeMicros: 5n * MICROS_PER_USDT,
    startsAt: new Date(now.getTime() + 48 * HOUR),
    maxPlayers: 1000,
    startingStack: 1000,
    createdAt: now,
  });

  const tokens = new Tokens(secret, () => new Date());
  const createUser = (name: string) => createBenchUser(db, tokens, name, now);

  const reader = await createUser('benchreader');
  const free = await db.query<{ id: number }>(`SELECT id FROM tournaments WHERE entry_fee_micros = 0 AND starts_at > $1 ORDER BY id LIMIT 3`, [now]);
  await db.transaction(async (tx) => {
    for (const { id } of free.rows) {
      await insertDemoRegistration(tx, { tournamentId: id, userId: reader.id, entryFeeMicros: 0n, registeredAt: now, state: 'registered' });
    }
  });
  const pairTokens: string[] = [];
  for (let index = 0; index < users.pair; index += 1) pairTokens.push((await createUser(`benchpair${index}`)).token);
  const socketTokens: string[] = [];
  for (let index = 0; index < users.sockets; index += 1) socketTokens.push((await createUser(`benchsocket${index}`)).token);
  return { listToken: reader.token, pairTokens, pairTournamentId: pairTournament.id, socketTokens, tournaments: TOURNAMENTS_IN_LOBBY + 1 };
}

/**
 * A verified user with a password nobody knows (bench users are reached only through the token signed here), its
 * wallet funded through the ledger.
 */
export async function createBenchUser(db: Database, tokens: Tokens, name: string, now: Date): Promise<{ id: number; token: string }> {
  const user = await insertUser(
    db,
    { username: name, email: `${name}@bench.invalid`, firstName: 'Bench', country: 'France', passwordHash: `!${randomBytes(16).toString('hex')}` },
    now,
  );
  await markEmailVerified(db, user.id, now);
  await db.transaction((tx) =>
    transfer(tx, {
      kind: 'deposit',
      from: { kind: 'external' },
      to: { kind: 'wallet', userId: user.id },
      amountMicros: 1_000_000n * MICROS_PER_USDT,
      userId: user.id,
      at: now,
    }),
  );
  return { id: user.id, token: await tokens.sign({ userId: user.id, tokenVersion: 0 }) };
}
