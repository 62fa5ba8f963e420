import { VALIDATION_MESSAGES } from 'shared-events/contracts';
import { AppError } from '../errors';
import { AVATAR_MAX_BYTES } from './avatar-image';

export const userErrors = {
  // 400, not 401: a 401 would make the client drop a session that is still valid.
  currentPasswordIncorrect: () => new AppError(400, 'Current password is incorrect.'),
  newPasswordSameAsCurrent: () => new AppError(400, 'New password must be different from the current password.'),
  controlCharacters: (field: string) => new AppError(400, `${field} must not contain control characters.`),
  notAnImage: () => new AppError(400, VALIDATION_MESSAGES.imageFile),
  // Over the limit is "anything else" too: the spec's message, with the reason in `error`.
  imageTooLarge: () =>
    new AppError(400, VALIDATION_MESSAGES.imageFile, { error: `The image must be at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.` }),
  avatarNotFound: () => new AppError(404, 'Avatar not found'),
};
