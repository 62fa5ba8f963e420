import type { RegisterRequest } from 'shared-events';

export type RegisterValues = RegisterRequest;

export const EMPTY_REGISTRATION: RegisterValues = {
  username: '',
  firstName: '',
  country: '',
  email: '',
  password: '',
  confirmPassword: '',
};
