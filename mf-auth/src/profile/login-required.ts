import { API_ERROR_CODES, errorCode, errorMessage, sessionStore } from 'shared-events';
import { toast } from 'shared-ui';

/** The SPEC §8 texts of the actions on this screen for a visitor without a session. */
export const LOGIN_REQUIRED = {
  profile: 'You must be logged in to update your profile.',
  avatar: 'You must be logged in to update your avatar.',
  password: 'You must be logged in to perform this action.',
} as const;

/** True when a session exists; otherwise says so in an error toast. */
export function requireSession(message: string): boolean {
  if (sessionStore.getState().token) return true;
  toast.error(message);
  return false;
}

/** What a failed call of this screen tells the user: a lost session in the spec's words, else the server's text or the fallback. */
export function failureMessage(error: unknown, loginRequired: string, fallback: string): string {
  if (errorCode(error) === API_ERROR_CODES.authenticationRequired) return loginRequired;
  return errorMessage(error, fallback);
}
