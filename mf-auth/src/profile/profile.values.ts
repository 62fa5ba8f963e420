import type { SessionUser } from 'shared-events';
import { COUNTRIES } from 'shared-ui/forms';

/** The editable fields of the profile form (username and e-mail are shown read-only beside them). */
export interface ProfileValues {
  firstName: string;
  country: string;
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The form's start: the session's values; a stored country the list does not know counts as none, so it must be chosen. */
export function profileValues(user: SessionUser | null): ProfileValues {
  const country = user && COUNTRIES.some(({ name }) => name === user.country) ? user.country : '';
  return { firstName: user?.firstName ?? '', country };
}
