import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { errors } from '../errors';
import { addTextKeywords, BROKEN_TEXT_KEYWORD, brokenTextMessage, REFUSED_CHARACTERS_KEYWORD, refuseBrokenText } from './text-input';

/**
 * Ajv options for every route schema. Bodies are taken as sent: no type coercion (a number is not a
 * username) and no silent removal of unknown fields (they are rejected). `verbose` gives the error
 * the schema it failed on, which carries the spec's message in `x-message`.
 */
export const ajvOptions = {
  customOptions: {
    coerceTypes: false as const,
    removeAdditional: false as const,
    allErrors: false,
    verbose: true,
    keywords: ['x-message', 'x-messages'],
  },
  plugins: [addTextKeywords, refuseBrokenText],
};

interface SchemaWithMessage {
  'x-message'?: string;
  /** A message per keyword, where one field has rules with different messages (e.g. too short vs. a bad character). */
  'x-messages'?: Record<string, string>;
  properties?: Record<string, SchemaWithMessage>;
}

/** Rule failures (missing, too short, bad format) use the field's spec message; the rest a plain one. */
const RULE_KEYWORDS = new Set(['required', 'minLength', 'format', 'pattern']);

export function validationMessage(error: FastifySchemaValidationError): string {
  const field = error.instancePath.split('/').filter(Boolean).join('.');
  const params = error.params as Record<string, unknown>;
  const parent = (error as { parentSchema?: SchemaWithMessage }).parentSchema;
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    return parent?.properties?.[missing]?.['x-message'] ?? `${missing} is required.`;
  }
  const ruleMessage = parent?.['x-messages']?.[error.keyword] ?? parent?.['x-message'];
  if (RULE_KEYWORDS.has(error.keyword) && ruleMessage) return ruleMessage;
  if (error.keyword === REFUSED_CHARACTERS_KEYWORD && error.message) return error.message;
  if (error.keyword === BROKEN_TEXT_KEYWORD) return brokenTextMessage(field || 'Body');
  if (error.keyword === 'additionalProperties') return `Unknown field: ${String(params.additionalProperty)}.`;
  if (error.keyword === 'maxLength') return `${field} must be at most ${String(params.limit)} characters.`;
  if (error.keyword === 'type') return `${field || 'Body'} must be ${String(params.type)}.`;
  return `${field || 'Body'} ${error.message ?? 'is invalid'}.`;
}

// PostgreSQL text cannot hold NUL; other control characters have no place in names shown in lists and mails.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Free text (names, countries, tournament texts) is refused with 400 when it holds a control character. */
export function rejectControlCharacters(value: string, field: string): void {
  if (CONTROL_CHARACTERS.test(value)) throw errors.controlCharacters(field);
}
