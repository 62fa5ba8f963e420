import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ajvOptions, validationMessage } from '../http/validation';

/** Checks (and, for trimmed or normalised text, rewrites) a payload; the reason of a refusal, or undefined when valid. */
export type PayloadValidator = (payload: unknown) => string | undefined;

/**
 * Fastify's own validator compiler with the routes' Ajv options (http/validation.ts): a socket payload is read by
 * the same rules as a request body (no coercion, unknown fields refused, broken text refused) and refused with the
 * same messages.
 */
const compile = AjvCompiler()({}, ajvOptions);

export function compilePayloadSchema(schema: object): PayloadValidator {
  const validate = compile({ schema, method: 'SOCKET', url: 'rt:request', httpPart: 'body' });
  return (payload) => {
    if (validate(payload)) return undefined;
    const [error] = (validate.errors ?? []) as FastifySchemaValidationError[];
    return error ? validationMessage(error) : 'The request is not valid.';
  };
}
