import { object, string } from 'yup';
import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES, type SessionUser } from 'shared-events';
import { COUNTRIES } from 'shared-ui/forms';
import { nameSchema } from '../common/name-schema';

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

/** SPEC §5, Profile, and the name rules the server applies too (issue #13). */
export const profileSchema = object({
  firstName: nameSchema('First name', VALIDATION_MESSAGES.firstNameRequired),
  country: string().required(VALIDATION_MESSAGES.countryRequired),
});

/** SPEC §5, Password change. */
export const passwordSchema = object({
  currentPassword: string().required(VALIDATION_MESSAGES.currentPasswordRequired),
  newPassword: string().required(VALIDATION_MESSAGES.newPasswordMin).min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.newPasswordMin),
  // A field never touched may reach yup as undefined, so both sides are compared as strings.
  confirmPassword: string().test(
    'equals-new-password',
    VALIDATION_MESSAGES.newPasswordsDontMatch,
    (value, context) => (value ?? '') === ((context.parent as Partial<PasswordValues>).newPassword ?? ''),
  ),
});
