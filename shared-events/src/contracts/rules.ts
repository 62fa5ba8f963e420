/** Business constants and the spec's user-facing texts (SPEC §5, §8, §9), word for word. */

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const WALLET_CURRENCY = 'USDT';

const EMAIL_LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * What "a valid e-mail" means, the same in the browser (yup) and on the server (JSON schema pattern): a
 * dot-atom local part and a domain of at least two labels (`name@example.com`, not `name@example`).
 */
export const EMAIL_PATTERN = new RegExp(`^${EMAIL_LOCAL_ATOM}(?:\\.${EMAIL_LOCAL_ATOM})*@(?:${EMAIL_LABEL}\\.)+${EMAIL_LABEL}$`);

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
