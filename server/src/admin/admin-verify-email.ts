import type { AdminVerifyEmailRequest, MessageResponse } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { ChangeHook, Database } from '../db/database';
import { consumeVerificationCode, retireVerificationCode } from '../auth/email-verification';
import { errors } from '../errors';
import { findUserByEmail, markEmailVerified } from '../auth/users.repository';

/** A user's e-mail verification as the audit trail records it: the address, when, and whether by the user's code (never the code). */
export interface EmailVerification {
  userId: number;
  email: string;
  emailVerifiedAt: string | null;
  withCode: boolean;
}

/**
 * An admin's word is enough to verify an address (support case: the mail never arrived). When the admin
 * passes the user's code, it is checked like the user's own verification (attempts counted, expiry).
 * Either way the user's live code is retired.
 */
export async function verifyEmailAsAdmin(
  services: { db: Database; now: Clock; config: Config },
  body: AdminVerifyEmailRequest,
  onVerified?: ChangeHook<EmailVerification>,
): Promise<MessageResponse> {
  const now = services.now();
  const failure = await services.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, body.email.trim().toLowerCase());
    if (!user) return errors.userNotFound();
    if (user.email_verified_at) return errors.emailAlreadyVerified();
    if (body.code !== undefined) {
      const refused = await consumeVerificationCode(tx, user.id, body.code, now, services.config.jwtSecret);
      if (refused) return refused;
    } else {
      await retireVerificationCode(tx, user.id, now);
      await markEmailVerified(tx, user.id, now);
    }
    const unverified = { userId: user.id, email: user.email, emailVerifiedAt: null, withCode: body.code !== undefined };
    await onVerified?.(tx, unverified, { ...unverified, emailVerifiedAt: now.toISOString() });
    return undefined;
  });
  if (failure) throw failure;
  return { message: 'Email verified successfully.' };
}
