import { VALIDATION_MESSAGES, type ChangePasswordRequest, type ChangePasswordResponse } from 'shared-events/contracts';
import type { Tokens } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { hashingFor, hashPassword } from '../security/passwords';
import { errors } from '../errors';
import { checkCurrentPassword } from '../security/password-attempts';
import { changePasswordHash, type UserRow } from '../auth/users.repository';

export type PasswordChangeServices = { db: Database; tokens: Tokens; now: Clock; config: Config };

/**
 * A new password for the signed-in user. The hash changes with a compare-and-set on the token version the
 * request authenticated with, so of two concurrent changes one wins and the other is refused; every older
 * token is revoked, and the caller gets a fresh one to stay signed in. The sockets hear of it from
 * `endRevokedSockets` once the answer has left: the tab that changed the password switches to the new token (and drops
 * its old socket) before the notice can reach it, so only the other sessions end. Wrong current passwords are limited
 * per user (429 past the limit).
 */
export async function changePassword(
  services: PasswordChangeServices,
  user: UserRow,
  { currentPassword, newPassword, confirmPassword }: ChangePasswordRequest,
): Promise<ChangePasswordResponse> {
  if (confirmPassword !== undefined && confirmPassword !== newPassword) throw errors.invalidInput(VALIDATION_MESSAGES.newPasswordsDontMatch);
  if (!(await checkCurrentPassword(services, user, currentPassword))) throw errors.currentPasswordIncorrect();
  if (currentPassword === newPassword) throw errors.newPasswordSameAsCurrent();
  const { db, tokens } = services;
  const updated = await changePasswordHash(db, user.id, user.token_version, await hashPassword(newPassword, hashingFor.user(user.id)));
  // Another change (or a revocation) raised the version meanwhile: this request's token is already dead.
  if (!updated) throw errors.authenticationRequired();
  const token = await tokens.sign({ userId: user.id, tokenVersion: updated.token_version });
  return { message: 'Password updated successfully.', token };
}
