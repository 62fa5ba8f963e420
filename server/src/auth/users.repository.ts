import type { Role } from 'shared-events/contracts';
import type { Queryable } from '../db/database';

/** A users row as the database returns it (balance_micros is an exact string). */
export interface UserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  country: string;
  password_hash: string;
  role: Role;
  avatar: string | null;
  balance_micros: string;
  token_version: number;
  email_verified_at: Date | null;
  created_at: Date;
  /** Set, with the operator's reason, while the account is suspended. */
  suspended_at: Date | null;
  suspend_reason: string | null;
}

export interface NewUser {
  username: string;
  email: string;
  firstName: string;
  country: string;
  passwordHash: string;
}

/** With `lock`, the row is locked `FOR NO KEY UPDATE` until the transaction ends (a wallet's lock: db/database.ts). */
export async function findUserById(db: Queryable, id: number, { lock = false } = {}): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT * FROM users WHERE id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`, [id]);
  return rows[0];
}

/** `email` must already be lower-cased: the column holds lower-cased addresses only. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return rows[0];
}

export async function usernameExists(db: Queryable, username: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
  return rows.length > 0;
}

export async function insertUser(db: Queryable, user: NewUser, now: Date): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (username, email, first_name, country, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [user.username, user.email, user.firstName, user.country, user.passwordHash, now],
  );
  return rows[0];
}

/** An account verified from the start (the first admin, demo players); undefined when its username or e-mail is taken. */
export async function insertVerifiedUser(db: Queryable, user: NewUser & { role: Role }, at: Date): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, country, password_hash, role, email_verified_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [user.username, user.email, user.firstName, user.country, user.passwordHash, user.role, at],
  );
  return rows[0]?.id;
}

/** Makes the account an admin (verified, if it was not yet). */
export async function promoteToAdmin(db: Queryable, userId: number, at: Date): Promise<void> {
  await db.query(`UPDATE users SET role = 'admin', email_verified_at = coalesce(email_verified_at, $2) WHERE id = $1`, [userId, at]);
}

export async function markEmailVerified(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = $2 WHERE id = $1', [userId, now]);
}

export async function updateProfile(db: Queryable, userId: number, profile: { firstName: string; country: string }): Promise<UserRow> {
  const { rows } = await db.query<UserRow>('UPDATE users SET first_name = $2, country = $3 WHERE id = $1 RETURNING *', [
    userId,
    profile.firstName,
    profile.country,
  ]);
  return rows[0];
}

/** Sets the avatar path; returns the updated row and the path it replaced (null if none). */
export async function replaceAvatar(db: Queryable, userId: number, avatar: string): Promise<{ user: UserRow; previous: string | null }> {
  const { rows } = await db.query<UserRow & { previous: string | null }>(
    `UPDATE users SET avatar = $2 FROM (SELECT id, avatar AS previous FROM users WHERE id = $1 FOR NO KEY UPDATE) AS old
     WHERE users.id = old.id RETURNING users.*, old.previous`,
    [userId, avatar],
  );
  const { previous, ...user } = rows[0];
  return { user, previous };
}

/**
 * Stores a new password hash and raises token_version (revoking every token issued so far), but only if
 * the version is still the one the caller authenticated with; undefined when another change won the race.
 */
export async function changePasswordHash(
  db: Queryable,
  userId: number,
  expectedTokenVersion: number,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET password_hash = $3, token_version = token_version + 1
     WHERE id = $1 AND token_version = $2 RETURNING *`,
    [userId, expectedTokenVersion, passwordHash],
  );
  return rows[0];
}

/** Suspends the account and raises token_version, revoking every token issued so far; the row after. */
export async function suspendUser(db: Queryable, userId: number, suspension: { at: Date; reason: string }): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    'UPDATE users SET suspended_at = $2, suspend_reason = $3, token_version = token_version + 1 WHERE id = $1 RETURNING *',
    [userId, suspension.at, suspension.reason],
  );
  return rows[0];
}

/** Lifts the suspension; the row after. */
export async function reinstateUser(db: Queryable, userId: number): Promise<UserRow> {
  const { rows } = await db.query<UserRow>('UPDATE users SET suspended_at = NULL, suspend_reason = NULL WHERE id = $1 RETURNING *', [userId]);
  return rows[0];
}
