import {
  CONTROL_CHARACTER_PATTERN,
  EMAIL_PATTERN,
  FORMAT_CHARACTER_PATTERN,
  NAME_RULE_MESSAGES,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  VALIDATION_MESSAGES as MESSAGES,
  VERIFICATION_CODE_LENGTH,
  controlCharactersMessage,
  formatCharactersMessage,
} from 'shared-events/contracts';
import type { RefusedCharacters } from '../http/text-input';

/** Upper bounds the spec leaves open: generous for real names, small enough to keep rows and hashing cheap. */
export const MAX_LENGTHS = { username: 30, firstName: 50, country: 100, email: 254, password: 128 } as const;

/** An e-mail field (SPEC §5 rule and message); also the admin verify-email call's. */
export const emailField = { type: 'string', pattern: EMAIL_PATTERN.source, maxLength: MAX_LENGTHS.email, 'x-message': MESSAGES.invalidEmail };
/** A verification code field: exactly 6 letters or digits. */
export const verificationCodeField = {
  type: 'string',
  pattern: `^[A-Za-z0-9]{${VERIFICATION_CODE_LENGTH}}$`,
  'x-message': 'Verification code must be exactly 6 letters or digits.',
};

/**
 * A username as the schema reads it: NFKC-normalised first (the handler gets, and stores, that form), then the
 * spec's minimum, our maximum and the shared character rule, each failure with its own message.
 */
const usernameField = {
  type: 'string',
  'x-transform': 'NFKC',
  minLength: USERNAME_MIN_LENGTH,
  maxLength: MAX_LENGTHS.username,
  pattern: USERNAME_PATTERN.source,
  'x-message': MESSAGES.usernameMin,
  'x-messages': { pattern: NAME_RULE_MESSAGES.usernameCharacters },
};

/** A name other players see (first name, country): trimmed, required, without control or invisible formatting characters. */
export function nameField(label: string, maxLength: number, requiredMessage: string) {
  const refused: RefusedCharacters[] = [
    { pattern: CONTROL_CHARACTER_PATTERN.source, message: controlCharactersMessage(label) },
    { pattern: FORMAT_CHARACTER_PATTERN.source, message: formatCharactersMessage(label) },
  ];
  return { type: 'string', 'x-transform': 'trim', minLength: 1, maxLength, 'x-message': requiredMessage, 'x-refuse': refused };
}

const messageResponse = {
  type: 'object',
  properties: { message: { type: 'string' } },
} as const;

function bodySchema(properties: Record<string, object>) {
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
}

export const registerSchema = {
  tags: ['auth'],
  summary: 'Create an unverified account and e-mail a verification code',
  body: bodySchema({
    username: usernameField,
    firstName: nameField('First name', MAX_LENGTHS.firstName, MESSAGES.firstNameRequired),
    country: nameField('Country', MAX_LENGTHS.country, MESSAGES.countryRequired),
    email: emailField,
    password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: MAX_LENGTHS.password, 'x-message': MESSAGES.passwordMin },
    confirmPassword: { type: 'string', maxLength: MAX_LENGTHS.password, 'x-message': MESSAGES.passwordsDontMatch },
  }),
  response: {
    201: { type: 'object', properties: { message: { type: 'string' }, email: { type: 'string' } } },
  },
} as const;

export const verifyEmailSchema = {
  tags: ['auth'],
  summary: 'Verify an e-mail address with the code that was mailed',
  body: bodySchema({
    email: emailField,
    code: verificationCodeField,
  }),
  response: { 200: messageResponse },
} as const;

export const resendVerificationSchema = {
  tags: ['auth'],
  summary: 'Mail a new verification code (at most one per e-mail every 60 s)',
  body: bodySchema({ email: emailField }),
  response: {
    200: { type: 'object', properties: { message: { type: 'string' }, cooldownSeconds: { type: 'integer' } } },
  },
} as const;

export const loginSchema = {
  tags: ['auth'],
  summary: 'Exchange e-mail and password for a session token',
  body: bodySchema({
    email: emailField,
    password: { type: 'string', minLength: 1, maxLength: MAX_LENGTHS.password, 'x-message': MESSAGES.passwordRequired },
  }),
} as const;
