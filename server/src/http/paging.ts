import { errors } from '../errors';

/**
 * Paged lists (`?page=&limit=`): one query schema, one response shape and one reader, so every list
 * answers bad paging the same way. page and limit travel as digit strings. An answer holding several lists pages each
 * the same way under its own names (pageFields).
 */

export interface PageLimits {
  defaultLimit: number;
  maxLimit: number;
}

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

/** A page far beyond any list's rows is still an ordinary (empty) page, not an overflow. */
export const MAX_PAGE = 1_000_000;

/** A digit string for a positive whole number (up to 10 digits: ids and pages), with its own message. */
export const positiveDigits = (name: string) => ({
  type: 'string',
  pattern: '^[1-9][0-9]{0,9}$',
  'x-message': `${name} must be a positive whole number.`,
});

/** A positive whole number from a digit string, or undefined when out of range. */
export function parsePositive(value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed >= 1 && parsed <= max ? parsed : undefined;
}

/**
 * The query fields that page one list: `page` and `limit`; in an answer holding several lists, each list's own, named
 * after it (`playersPage` and `playersLimit` for the list `players`).
 */
export function pageFields(list?: string): { page: string; limit: string } {
  return list === undefined ? { page: 'page', limit: 'limit' } : { page: `${list}Page`, limit: `${list}Limit` };
}

/** The query schema's properties for one list's page and limit (see pageFields). */
export function pageQueryProperties(list?: string): Record<string, object> {
  const fields = pageFields(list);
  return { [fields.page]: positiveDigits(fields.page), [fields.limit]: positiveDigits(fields.limit) };
}

export const pageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: pageQueryProperties(),
};

/** The 200 response of a paged list: `{ rows, count, page, limit }` plus any list-specific fields. */
export const pageResponseSchema = (item: object, extra: Record<string, object> = {}) => ({
  200: {
    type: 'object',
    properties: {
      rows: { type: 'array', items: item },
      count: { type: 'integer' },
      page: { type: 'integer' },
      limit: { type: 'integer' },
      ...extra,
    },
  },
});

/**
 * Reads a list's page (default 1) and limit (default `defaultLimit`), named as pageFields(list) says; 400 when either
 * is out of range.
 */
export function readPage(query: Partial<Record<string, string>>, limits: PageLimits, list?: string): Page {
  const fields = pageFields(list);
  const asked = { page: query[fields.page], limit: query[fields.limit] };
  const page = asked.page === undefined ? 1 : parsePositive(asked.page, MAX_PAGE);
  const limit = asked.limit === undefined ? limits.defaultLimit : parsePositive(asked.limit, limits.maxLimit);
  if (page === undefined) throw errors.invalidInput(`${fields.page} must be between 1 and ${MAX_PAGE}.`);
  if (limit === undefined) throw errors.invalidInput(`${fields.limit} must be between 1 and ${limits.maxLimit}.`);
  return { page, limit, offset: (page - 1) * limit };
}
