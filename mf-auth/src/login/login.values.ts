import type { LoginRequest } from 'shared-events';

export type LoginValues = LoginRequest;

export const EMPTY_LOGIN: LoginValues = { email: '', password: '' };
