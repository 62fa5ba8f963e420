import type { FastifyRequest } from 'fastify';
import type { AppError } from '../errors';
import { parsePositive } from './paging';

/** Rows have PostgreSQL `integer` ids: a larger number names no row. */
const MAX_INTEGER_ID = 2_147_483_647;

/** A positive whole number as a path or query string (up to 10 digits; past the integer range: no row). */
export const ID_PATTERN = '^[1-9][0-9]{0,9}$';

/** The one path schema of every route that names a row (`/:id`): a digit string and nothing else. */
export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', pattern: ID_PATTERN, 'x-message': 'The id must be a positive whole number.' } },
};

export type IdParams = { Params: { id: string } };

/** The id a digit string names (a path or a query value), or undefined when no row can have it. */
export const parseId = (value: string): number | undefined => parsePositive(value, MAX_INTEGER_ID);

/** The id of the row the path names; an id out of range is answered like a missing row. */
export function idOf(request: FastifyRequest<IdParams>, notFound: () => AppError): number {
  const id = parseId(request.params.id);
  if (id === undefined) throw notFound();
  return id;
}
