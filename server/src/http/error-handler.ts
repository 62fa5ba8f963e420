import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, errors } from '../errors';
import { validationMessage } from './validation';

/** Fastify's own client errors, answered in our words. Anything else 4xx keeps fastify's message. */
function fromFastify(error: FastifyError): AppError {
  if (error.validation?.length) return errors.invalidInput(validationMessage(error.validation[0]));
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errors.malformedJson();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errors.bodyTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedMediaType();
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return errors.malformedJson();
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? new AppError(status, error.message) : errors.internal();
}

/**
 * PostgreSQL refusing a value the client sent (a NUL character, a number out of range) is bad input, not a
 * server fault: answer 400 whichever route let it through to the database.
 */
const POSTGRES_INPUT_ERRORS = new Set(['22021', '22P05', '22001', '22003', '22007', '22008', '22P02']);

function fromPostgres(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && POSTGRES_INPUT_ERRORS.has(code) ? errors.invalidInput('Request contains a value that cannot be stored.') : undefined;
}

/** The one error format: `{ message, error? }` (plus details such as retryAfter) with the right status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = error instanceof AppError ? error : (fromPostgres(error) ?? fromFastify(error));
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const { error: code, details, headers } = appError.options;
    if (headers) reply.headers(headers);
    return reply.status(appError.statusCode).send({ message: appError.message, ...(code ? { error: code } : {}), ...details });
  });
}
