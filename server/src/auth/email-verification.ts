import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MAX_ATTEMPTS } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { errors, type AppError } from '../errors';
import { markEmailVerified } from './users.repository';
import { generateVerificationCode, hashVerificationCode, verificationCodeMatches } from './verification-codes';

interface VerificationRow {
  id: number;
  code_hash: string;
  expires_at: Date;
  attempts: number;
}

/** Retires the user's live code, if any (an admin verifying the address by hand does only this). */
export async function retireVerificationCode(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query('UPDATE email_verifications SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL', [userId, now]);
}

/** Retires the user's live code, if any, and stores a new one. Returns the plain code for the mail. */
export async function issueVerificationCode(tx: Queryable, userId: number, now: Date, secret: string): Promise<string> {
  const code = generateVerificationCode();
  await retireVerificationCode(tx, userId, now);
  await tx.query('INSERT INTO email_verifications (user_id, code_hash, expires_at, sent_at) VALUES ($1, $2, $3, $4)', [
    userId,
    hashVerificationCode(code, secret),
    new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000),
    now,
  ]);
  return code;
}

/**
 * Checks a code against the user's live one. A wrong try is counted and committed even though the
 * request fails, so this returns the error instead of throwing inside the transaction.
 */
export async function consumeVerificationCode(tx: Queryable, userId: number, code: string, now: Date, secret: string): Promise<AppError | undefined> {
  const { rows } = await tx.query<VerificationRow>(
    'SELECT id, code_hash, expires_at, attempts FROM email_verifications WHERE user_id = $1 AND consumed_at IS NULL FOR UPDATE',
    [userId],
  );
  const live = rows[0];
  if (!live) return errors.invalidVerificationCode();
  if (live.attempts >= VERIFICATION_MAX_ATTEMPTS) return errors.tooManyVerificationAttempts();
  if (live.expires_at.getTime() <= now.getTime()) return errors.verificationCodeExpired();
  if (!verificationCodeMatches(code, live.code_hash, secret)) {
    const attempts = live.attempts + 1;
    await tx.query('UPDATE email_verifications SET attempts = $2 WHERE id = $1', [live.id, attempts]);
    // The try that uses up the last attempt already says so: the code is dead from now on.
    return attempts >= VERIFICATION_MAX_ATTEMPTS ? errors.tooManyVerificationAttempts() : errors.invalidVerificationCode();
  }
  await tx.query('UPDATE email_verifications SET consumed_at = $2 WHERE id = $1', [live.id, now]);
  await markEmailVerified(tx, userId, now);
  return undefined;
}

/**
 * Takes the e-mail's send slot atomically (safe between processes on PostgreSQL): the upsert only
 * overwrites a send older than the cooldown. Returns the seconds left when the slot is still taken.
 */
export async function claimSendSlot(db: Queryable, email: string, now: Date): Promise<number | undefined> {
  const cutoff = new Date(now.getTime() - RESEND_COOLDOWN_SECONDS * 1000);
  // Rows past the cooldown carry no information; dropping them keeps unknown addresses from piling up.
  await db.query('DELETE FROM mail_cooldowns WHERE sent_at <= $1 AND email <> $2', [cutoff, email]);
  const claimed = await db.query(
    `INSERT INTO mail_cooldowns (email, sent_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET sent_at = EXCLUDED.sent_at WHERE mail_cooldowns.sent_at <= $3
     RETURNING email`,
    [email, now, cutoff],
  );
  if (claimed.rowCount > 0) return undefined;
  const { rows } = await db.query<{ sent_at: Date }>('SELECT sent_at FROM mail_cooldowns WHERE email = $1', [email]);
  const elapsedMs = now.getTime() - (rows[0]?.sent_at.getTime() ?? 0);
  return Math.max(1, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsedMs / 1000));
}

/** Registration always sends, and its send starts the cooldown like any other. */
export async function recordSend(db: Queryable, email: string, now: Date): Promise<void> {
  await db.query('INSERT INTO mail_cooldowns (email, sent_at) VALUES ($1, $2) ON CONFLICT (email) DO UPDATE SET sent_at = EXCLUDED.sent_at', [
    email,
    now,
  ]);
}
