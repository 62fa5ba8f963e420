import { object, string } from 'yup';
import { EMAIL_PATTERN, VALIDATION_MESSAGES, type LoginRequest } from 'shared-events';

export type LoginValues = LoginRequest;

export const EMPTY_LOGIN: LoginValues = { email: '', password: '' };

/** SPEC §5, Login. */
export const loginSchema = object({
  email: string().required(VALIDATION_MESSAGES.invalidEmail).matches(EMAIL_PATTERN, VALIDATION_MESSAGES.invalidEmail),
  password: string().required(VALIDATION_MESSAGES.passwordRequired),
});
