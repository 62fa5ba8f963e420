import { object, string } from 'yup';
import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from 'shared-events';
import { nameSchema } from '../common/name-schema';
import type { PasswordValues } from './profile.values';

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
