import { object, string } from 'yup';
import {
  EMAIL_PATTERN,
  NAME_RULE_MESSAGES,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  VALIDATION_MESSAGES,
  normalizeUsername,
} from 'shared-events';
import { nameSchema } from '../common/name-schema';
import type { RegisterValues } from './register.values';

/** SPEC §5, Registration, and the name rules the server applies too (issue #13). */
export const registerSchema = object({
  // Read as the server reads it (NFKC), then the spec's minimum and the shared character rule.
  username: string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeUsername(value) : value))
    .required(VALIDATION_MESSAGES.usernameMin)
    .min(USERNAME_MIN_LENGTH, VALIDATION_MESSAGES.usernameMin)
    .matches(USERNAME_PATTERN, NAME_RULE_MESSAGES.usernameCharacters),
  firstName: nameSchema('First name', VALIDATION_MESSAGES.firstNameRequired),
  country: string().required(VALIDATION_MESSAGES.countryRequired),
  email: string().required(VALIDATION_MESSAGES.invalidEmail).matches(EMAIL_PATTERN, VALIDATION_MESSAGES.invalidEmail),
  password: string().required(VALIDATION_MESSAGES.passwordMin).min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordMin),
  // Equal to the password, nothing more: two empty fields match (the password's own rule reports that).
  // A field never touched may reach yup as undefined, so both sides are compared as strings.
  confirmPassword: string().test(
    'equals-password',
    VALIDATION_MESSAGES.passwordsDontMatch,
    (value, context) => (value ?? '') === ((context.parent as Partial<RegisterValues>).password ?? ''),
  ),
});
