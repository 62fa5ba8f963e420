import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { AppError, errors } from '../errors';
import { validationMessage } from './validation';

/** Fastify's own client errors, answered in our words and with a catalogue code. */
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
    case 'FST_ERR_NOT_FOUND':
      return errors.notFound();
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return errors.urlTooLong();
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return errors.malformedJson();
  const status = error.statusCode ?? 500;
  // Other client errors (a bad Content-Length, an unparsable URL) keep the framework's words.
  return status >= 400 && status < 500 ? errors.badRequest(status, error.message) : errors.internal();
}

/**
 * PostgreSQL refusing a value the client sent (a NUL character, a number out of range) is bad input, not a
 * server fault: answer 400 whichever route let it through to the database.
 */
const POSTGRES_INPUT_ERRORS = new Set(['22021', '22P05', '22001', '22003', '22007', '22008', '22P02']);

function fromPostgres(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && POSTGRES_INPUT_ERRORS.has(code)
    ? errors.invalidInput('Request contains a value that cannot be stored.')
    : undefined;
}

/** The one error format: `{ code, message, error? }` (plus details such as retryAfter) with the right status. */
function answer(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const appError = error instanceof AppError ? error : (fromPostgres(error) ?? fromFastify(error));
  if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  if (appError.options.headers) reply.headers(appError.options.headers);
  return reply.status(appError.statusCode).send(appError.toBody());
}

/** Errors raised below fastify's routing (the socket's HTTP parser): written to the socket directly. */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A connection reset or an already closed socket has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? errors.headersTooLarge()
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? errors.requestTimeout()
        : errors.badRequest(400, 'The request could not be read.');
  const body = JSON.stringify(appError.toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.statusCode} ${STATUS_CODES[appError.statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify options that route the errors it answers before any handler (bad URL, over-long parameter) here too. */
export const errorHandlingOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: answer,
  clientErrorHandler,
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answer);
}
