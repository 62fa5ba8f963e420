/** Machine-readable `error` codes the API puts beside `message`. Constants only. */
export const API_ERROR_CODES = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
