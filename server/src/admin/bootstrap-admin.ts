import { randomBytes } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from 'shared-events/contracts';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { findUserByEmail, insertVerifiedUser, promoteToAdmin } from '../auth/users.repository';

export type BootstrapOutcome = 'skipped' | 'created' | 'promoted' | 'kept' | 'refused';

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * The first admin from ADMIN_EMAIL / ADMIN_PASSWORD. A missing account is created verified with that
 * password. An existing player is promoted only if ADMIN_PASSWORD is already its password: otherwise
 * whoever registered that e-mail first (possibly not the operator) would become admin. An existing
 * admin is left alone: the environment never resets a password.
 */
export async function bootstrapAdmin(
  db: Queryable,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
  now: Date,
  log: Log,
): Promise<BootstrapOutcome> {
  if (!config.adminEmail && !config.adminPassword) return 'skipped';
  if (!config.adminEmail || !config.adminPassword) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  if (config.adminPassword.length < PASSWORD_MIN_LENGTH) throw new Error(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  const email = config.adminEmail.trim().toLowerCase();

  const existing = await findUserByEmail(db, email);
  if (existing?.role === 'admin') return 'kept';
  if (existing) {
    if (!(await verifyPassword(config.adminPassword, existing.password_hash))) {
      log.warn(`ADMIN_EMAIL ${email} belongs to a player whose password is not ADMIN_PASSWORD: not promoted.`);
      return 'refused';
    }
    await promoteToAdmin(db, existing.id, now);
    log.info(`Promoted ${email} to admin.`);
    return 'promoted';
  }

  const passwordHash = await hashPassword(config.adminPassword);
  // 'admin' unless a player already took it; two processes starting together insert one row (ON CONFLICT).
  for (const username of ['admin', `admin-${randomBytes(3).toString('hex')}`]) {
    const created = await insertVerifiedUser(db, { username, email, firstName: 'Admin', country: 'Unknown', passwordHash, role: 'admin' }, now);
    if (created !== undefined) {
      log.info(`Created admin ${email}.`);
      return 'created';
    }
    if ((await findUserByEmail(db, email))?.role === 'admin') return 'kept';
  }
  throw new Error(`Could not create the admin account ${email}.`);
}
