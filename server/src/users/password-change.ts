import { VALIDATION_MESSAGES, type ChangePasswordRequest, type ChangePasswordResponse } from 'shared-events/contracts';
import type { AppServices } from '../app-services';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { errors } from '../errors';
import { changePasswordHash, type UserRow } from './users.repository';

/**
 * A new password for the signed-in user. The hash changes with a compare-and-set on the token version the
 * request authenticated with, so of two concurrent changes one wins and the other is refused; every older
 * session (HTTP and sockets) is revoked, and the caller gets a fresh token to stay signed in.
 */
export async function changePassword(
  { db, tokens, realtime }: Pick<AppServices, 'db' | 'tokens' | 'realtime'>,
  user: UserRow,
  { currentPassword, newPassword, confirmPassword }: ChangePasswordRequest,
): Promise<ChangePasswordResponse> {
  if (confirmPassword !== undefined && confirmPassword !== newPassword) throw errors.invalidInput(VALIDATION_MESSAGES.newPasswordsDontMatch);
  if (!(await verifyPassword(currentPassword, user.password_hash))) throw errors.currentPasswordIncorrect();
  if (currentPassword === newPassword) throw errors.newPasswordSameAsCurrent();
  const updated = await changePasswordHash(db, user.id, user.token_version, await hashPassword(newPassword));
  // Another change (or a revocation) raised the version meanwhile: this request's token is already dead.
  if (!updated) throw errors.authenticationRequired();
  realtime.toUser(user.id, 'session:revoked', { reason: 'password-changed' });
  realtime.disconnectUser(user.id);
  const token = await tokens.sign({ userId: user.id, tokenVersion: updated.token_version });
  return { message: 'Password updated successfully.', token };
}
