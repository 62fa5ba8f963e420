import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MAX_ATTEMPTS, type WithdrawalAddress } from 'shared-events/contracts';
import { generateVerificationCode, hashVerificationCode, verificationCodeMatches } from '../../auth/verification-codes';
import type { Database, Queryable } from '../../db/database';
import { errors, type AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { withdrawalAddressMail } from './withdrawal-address-mail';

interface AddressRow {
  user_id: number;
  address: string;
  code_hash: string | null;
  code_expires_at: Date | null;
  attempts: number;
  added_at: Date;
  confirmed_at: Date | null;
}

export function toWithdrawalAddress(row: AddressRow): WithdrawalAddress {
  return {
    address: row.address,
    confirmed: row.confirmed_at !== null,
    addedAt: new Date(row.added_at).toISOString(),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
  };
}

/** A code is good for one player and one address only: both are part of its hash key. */
const codeKey = (secret: string, userId: number, address: string) => `${secret}:withdrawal-address:${userId}:${address}`;

export async function listWithdrawalAddresses(db: Queryable, userId: number): Promise<WithdrawalAddress[]> {
  const { rows } = await db.query<AddressRow>('SELECT * FROM withdrawal_addresses WHERE user_id = $1 ORDER BY added_at, address', [userId]);
  return rows.map(toWithdrawalAddress);
}

export async function isConfirmedAddress(db: Queryable, userId: number, address: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM withdrawal_addresses WHERE user_id = $1 AND address = $2 AND confirmed_at IS NOT NULL', [
    userId,
    address,
  ]);
  return rows.length > 0;
}

export interface AddressServices {
  db: Database;
  mailer: Mailer;
  /** Keys the codes' hashes (the JWT secret, as for the e-mail verification codes). */
  secret: string;
}

/**
 * Adds a destination (or sends a new code for one not yet confirmed) and e-mails the player a code that confirms it.
 * One code mail per player per RESEND_COOLDOWN_SECONDS, whatever the address (429 otherwise), so the route cannot
 * be used to flood the player's mailbox. `address` is already checked and checksummed.
 */
export async function addWithdrawalAddress(
  { db, mailer, secret }: AddressServices,
  user: { id: number; email: string },
  address: string,
  at: Date,
): Promise<WithdrawalAddress> {
  const code = generateVerificationCode();
  const row = await db.transaction(async (tx) => {
    // The player's row orders two requests of one player, so the cooldown cannot be passed twice at once.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [user.id]);
    const existing = await tx.query<AddressRow>('SELECT * FROM withdrawal_addresses WHERE user_id = $1 AND address = $2', [user.id, address]);
    if (existing.rows[0]?.confirmed_at) throw errors.withdrawalAddressAlreadyConfirmed();
    const { rows } = await tx.query<{ sent_at: Date | null }>('SELECT max(code_sent_at) AS sent_at FROM withdrawal_addresses WHERE user_id = $1', [
      user.id,
    ]);
    const elapsedSeconds = rows[0].sent_at ? (at.getTime() - new Date(rows[0].sent_at).getTime()) / 1000 : Infinity;
    if (elapsedSeconds < RESEND_COOLDOWN_SECONDS) throw errors.resendCooldown(Math.max(1, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsedSeconds)));
    const stored = await tx.query<AddressRow>(
      `INSERT INTO withdrawal_addresses (user_id, address, code_hash, code_expires_at, code_sent_at, attempts, added_at)
       VALUES ($1, $2, $3, $4, $5, 0, $5)
       ON CONFLICT (user_id, address) DO UPDATE
         SET code_hash = EXCLUDED.code_hash, code_expires_at = EXCLUDED.code_expires_at, code_sent_at = EXCLUDED.code_sent_at, attempts = 0
       RETURNING *`,
      [
        user.id,
        address,
        hashVerificationCode(code, codeKey(secret, user.id, address)),
        new Date(at.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000),
        at,
      ],
    );
    return stored.rows[0];
  });
  mailer.queue(withdrawalAddressMail(user.email, address, code));
  return toWithdrawalAddress(row);
}

/**
 * Confirms a destination with its code. A wrong code is counted and committed although the request fails, so the
 * refusal is returned from the transaction and thrown after the commit; the try that uses up the last attempt says so.
 */
export async function confirmWithdrawalAddress(
  { db, secret }: Pick<AddressServices, 'db' | 'secret'>,
  userId: number,
  address: string,
  code: string,
  at: Date,
): Promise<WithdrawalAddress> {
  const outcome = await db.transaction(async (tx): Promise<AppError | AddressRow> => {
    const { rows } = await tx.query<AddressRow>('SELECT * FROM withdrawal_addresses WHERE user_id = $1 AND address = $2 FOR UPDATE', [
      userId,
      address,
    ]);
    const row = rows[0];
    if (!row) return errors.withdrawalAddressNotFound();
    if (row.confirmed_at) return errors.withdrawalAddressAlreadyConfirmed();
    if (!row.code_hash || row.attempts >= VERIFICATION_MAX_ATTEMPTS) return errors.tooManyVerificationAttempts();
    if (new Date(row.code_expires_at!).getTime() <= at.getTime()) return errors.verificationCodeExpired();
    if (!verificationCodeMatches(code, row.code_hash, codeKey(secret, userId, address))) {
      const attempts = row.attempts + 1;
      await tx.query('UPDATE withdrawal_addresses SET attempts = $3 WHERE user_id = $1 AND address = $2', [userId, address, attempts]);
      return attempts >= VERIFICATION_MAX_ATTEMPTS ? errors.tooManyVerificationAttempts() : errors.invalidVerificationCode();
    }
    const confirmed = await tx.query<AddressRow>(
      `UPDATE withdrawal_addresses SET confirmed_at = $3, code_hash = NULL, code_expires_at = NULL
       WHERE user_id = $1 AND address = $2 RETURNING *`,
      [userId, address, at],
    );
    return confirmed.rows[0];
  });
  if (outcome instanceof Error) throw outcome;
  return toWithdrawalAddress(outcome);
}
