/** Business constants and the spec's user-facing texts (SPEC §5, §8, §9), word for word. */

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9]{6}$/;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const WALLET_CURRENCY = 'USDT';

export const VALIDATION_MESSAGES = {
  usernameMin: 'Username must be at least 3 characters.',
  firstNameRequired: 'First name is required.',
  countryRequired: 'Country is required.',
  invalidEmail: 'Invalid email address.',
  passwordMin: 'Password must be at least 6 characters.',
  passwordsDontMatch: "Passwords don't match",
  passwordRequired: 'Password is required.',
  currentPasswordRequired: 'Current password is required.',
  newPasswordMin: 'New password must be at least 6 characters.',
  newPasswordsDontMatch: "New passwords don't match",
  positiveAmount: 'Please enter a valid positive amount.',
  insufficientFunds: 'Insufficient funds for this withdrawal.',
  imageFile: 'Please select an image file.',
} as const;

export function resendCooldownMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting another code.`;
}
