import { object, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES, type RegisterRequest } from 'shared-events';

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
  email: string().required(VALIDATION_MESSAGES.invalidEmail).email(VALIDATION_MESSAGES.invalidEmail),
  password: string().required(VALIDATION_MESSAGES.passwordMin).min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordMin),
  confirmPassword: string()
    .required(VALIDATION_MESSAGES.passwordsDontMatch)
    .oneOf([ref('password')], VALIDATION_MESSAGES.passwordsDontMatch),
});
