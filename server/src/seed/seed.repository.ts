import type { Queryable } from '../db/database';
import { changePlayersCount } from '../tournaments/tournaments.repository';
import type { DemoPlayer } from './demo-players';

/** A verified demo account; undefined when its username or e-mail is already taken by a real user. */
export async function insertDemoUser(db: Queryable, player: DemoPlayer, passwordHash: string, createdAt: Date): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, country, password_hash, email_verified_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT DO NOTHING RETURNING id`,
    [player.username, player.email, player.firstName, player.country, passwordHash, createdAt],
  );
  return rows[0]?.id;
}

export async function insertDemoRegistration(
  db: Queryable,
  registration: { tournamentId: number; userId: number; entryFeeMicros: bigint; registeredAt: Date; state: 'registered' | 'completed' },
): Promise<void> {
  await db.query(
    `INSERT INTO tournament_registrations (tournament_id, user_id, entry_fee_micros, registered_at, state)
     VALUES ($1, $2, $3, $4, $5)`,
    [registration.tournamentId, registration.userId, registration.entryFeeMicros.toString(), registration.registeredAt, registration.state],
  );
  await changePlayersCount(db, registration.tournamentId, 1);
}
