import { object, string } from 'yup';
import { EMAIL_PATTERN, VALIDATION_MESSAGES } from 'shared-events';

/** SPEC §5, Login. */
export const loginSchema = object({
  email: string().required(VALIDATION_MESSAGES.invalidEmail).matches(EMAIL_PATTERN, VALIDATION_MESSAGES.invalidEmail),
  password: string().required(VALIDATION_MESSAGES.passwordRequired),
});
