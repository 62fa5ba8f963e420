import { object, string } from 'yup';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES, type RegisterRequest } from 'shared-events';

export type RegisterValues = RegisterRequest;

export const EMPTY_REGISTRATION: RegisterValues = {
  username: '',
  firstName: '',
  country: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** SPEC §5, Registration. */
export const registerSchema = object({
  username: string().required(VALIDATION_MESSAGES.usernameMin).min(USERNAME_MIN_LENGTH, VALIDATION_MESSAGES.usernameMin),
  firstName: string().trim().required(VALIDATION_MESSAGES.firstNameRequired),
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
