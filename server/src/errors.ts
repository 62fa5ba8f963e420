import { API_ERROR_CODES, resendCooldownMessage } from 'shared-events/contracts';

/** The one error type handlers throw; the error handler turns it into `{ message, error?, ...details }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: { error?: string; details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Every error the API answers with, in one place. */
export const errors = {
  invalidInput: (message: string) => new AppError(400, message),
  malformedJson: () => new AppError(400, 'Request body is not valid JSON.'),
  bodyTooLarge: () => new AppError(413, 'Request body is too large.'),
  unsupportedMediaType: () => new AppError(415, 'Unsupported content type; send application/json.'),
  notFound: () => new AppError(404, 'Not found'),
  authenticationRequired: () => new AppError(401, 'Authentication required'),
  internal: () => new AppError(500, 'Internal server error'),

  usernameTaken: () => new AppError(409, 'Username is already taken.'),
  emailTaken: () => new AppError(409, 'An account with this email already exists.'),
  invalidCredentials: () => new AppError(401, 'Invalid email or password.'),
  emailNotVerified: () =>
    new AppError(403, 'Please verify your email before logging in.', { error: API_ERROR_CODES.emailNotVerified }),

  invalidVerificationCode: () => new AppError(400, 'Invalid verification code.'),
  verificationCodeExpired: () => new AppError(400, 'Verification code has expired. Please request a new one.'),
  // 429 like every "too many"; waiting does not help, only a new code does.
  tooManyVerificationAttempts: () => new AppError(429, 'Too many incorrect attempts. Please request a new code.'),
  emailAlreadyVerified: () => new AppError(400, 'Email is already verified.'),
  resendCooldown: (retryAfter: number) =>
    new AppError(429, resendCooldownMessage(retryAfter), {
      details: { retryAfter },
      headers: { 'retry-after': String(retryAfter) },
    }),
};
