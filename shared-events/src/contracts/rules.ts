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

/**
 * The form of an amount sent as a string (wallet deposits and withdrawals): ASCII digits without a sign, spaces
 * or leading zeros, optionally '.' and 1 to 6 digits ("5", "0.5", "12.50"; not " 5", "00001", "5.", "1e3").
 */
export const DECIMAL_AMOUNT_PATTERN = /^(?:0|[1-9][0-9]*)(?:\.[0-9]{1,6})?$/;

/**
 * One character of a username: a letter or decimal digit (with at most 3 combining marks, which Indic scripts
 * need), or '.', '_', '-'; never a default-ignorable one (invisible: zero-width, joiners, fillers, selectors).
 */
const USERNAME_CHARACTER = '(?:(?!\\p{DI})[\\p{L}\\p{Nd}](?:(?!\\p{DI})\\p{M}){0,3}|[._-])';
/**
 * A username once NFKC-normalised: words of those characters with single spaces between them and none at
 * either end. No control, bidi, zero-width or markup character can make one name pass for another, and
 * normalising first makes full-width letters, ligatures and other compatibility forms their plain letters.
 */
export const USERNAME_PATTERN = new RegExp(`^${USERNAME_CHARACTER}+(?: ${USERNAME_CHARACTER}+)*$`, 'u');

/** How a username is read before its rules (and stored): NFKC, so "ａｄｍｉｎ" is "admin". Nothing is removed. */
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC');
}

/** C0 and C1 control characters: never part of a name. */
export const CONTROL_CHARACTER_PATTERN = /\p{Cc}/u;
/**
 * Invisible formatting in a name: bidi embeddings, overrides, isolates and marks, zero-width spaces, word
 * joiners, byte order marks, line and paragraph separators. ZWNJ and ZWJ stay: Persian and Indic names need them.
 */
export const FORMAT_CHARACTER_PATTERN = /(?![\u200C\u200D])[\p{Cf}\p{Zl}\p{Zp}]/u;

/** Messages of the name rules the spec leaves open (issue #13), the same in the browser and from the server. */
export const NAME_RULE_MESSAGES = {
  usernameCharacters: 'Username may only use letters, digits, spaces and . _ - (one space between words, none at the start or end).',
} as const;

export function controlCharactersMessage(field: string): string {
  return `${field} must not contain control characters.`;
}

export function formatCharactersMessage(field: string): string {
  return `${field} must not contain invisible or bidirectional formatting characters.`;
}
