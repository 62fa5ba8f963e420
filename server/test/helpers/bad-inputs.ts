/**
 * Bad requests of many shapes for any operation of the OpenAPI document: generated from its path,
 * parameters and body schema, so routes added later are probed without editing the robustness test.
 */

import { ADMIN_JSON_BODY_LIMIT_BYTES } from '../../src/http/json-body';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  exclusiveMinimum?: number;
  required?: string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The served OpenAPI document (`/api/openapi.json`), as far as the tests read it. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation & { tags?: string[] }>>;
}

export interface Operation extends OpenApiOperation {
  method: string;
  /** OpenAPI form, e.g. /api/rooms/{id} */
  path: string;
}

/** One request to send: what it is (for failure reports), where, and an optional raw body. */
export interface Probe {
  label: string;
  path: string;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

const HUGE_STRING = 'x'.repeat(100 * 1024);
/** After the test clock's 2030-01-01 start: a time a tournament may start at. */
const FUTURE_TIME = '2030-06-01T18:00:00.000Z';

export const BAD_IDS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '0x1F',
  '+1',
  '01',
  ' 1',
  '%00',
  '%20',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '١',
  '%E2%80%8B1',
  '1;DROP%20TABLE%20users',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(2000),
  '999999',
];

const BAD_QUERY_VALUES = [
  '',
  '-1',
  '0',
  'abc',
  '1.5',
  '99999999999999999999',
  '%00',
  'null',
  'true',
  '[]',
  encodeURIComponent('<script>'),
  'x'.repeat(5000),
];

/** Wrong types and extreme values for one body field. */
export const BAD_FIELD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  '',
  ' ',
  HUGE_STRING,
  [1, 2],
  {},
  { $gt: '' },
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'a\u0000b',
  '\ud800',
  '1e400',
  '-0.000001',
  '0.0000001',
  '2030-02-30T25:61:00Z',
  '../../etc/passwd',
];

/** Raw JSON texts JSON.stringify cannot produce (numbers out of range, negative zero). */
const RAW_FIELD_VALUES = ['1e400', '-0', '1.0000000000000000000001', '123456789012345678901234567890'];

/** A token is required (an empty requirement `{}` beside bearerAuth makes it optional: the route also serves anonymous callers). */
export const requiresBearer = (operation: OpenApiOperation) =>
  Boolean(operation.security?.some((requirement) => 'bearerAuth' in requirement)) &&
  !operation.security?.some((requirement) => Object.keys(requirement).length === 0);
export const acceptsBearer = (operation: OpenApiOperation) => Boolean(operation.security?.some((requirement) => 'bearerAuth' in requirement));
export const hasBody = (operation: Operation) => !['GET', 'HEAD'].includes(operation.method);

/** The operations of an OpenAPI document, one per method and path. */
export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

const pathParams = (operation: Operation) => [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);

/** The path with every parameter set: `values[name]` where given, else `fallback`. */
export function fillPath(operation: Operation, fallback: string, values: Record<string, string> = {}): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? fallback);
}

function bodySchema(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** A value a field of this schema (and name) would accept, so a body can be wrong in one place only. */
function placeholder(schema: JsonSchema | undefined, name = ''): unknown {
  const alternative = schema?.anyOf?.[0] ?? schema?.oneOf?.[0];
  if (alternative) return placeholder(alternative, name);
  if (schema?.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema?.type) ? schema!.type[0] : schema?.type;
  switch (type ?? (schema?.properties ? 'object' : 'string')) {
    case 'integer':
    case 'number':
      return schema?.minimum ?? (schema?.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return schema?.items?.properties ? [placeholder(schema.items)] : [];
    case 'object':
      return requiredOnly(schema);
    default:
      return placeholderString(schema, name);
  }
}

/** Strings by what the field is for (a time, an e-mail, a password, a code), long enough for its minLength. */
function placeholderString(schema: JsonSchema | undefined, name: string): string {
  if (schema?.format === 'date-time' || /At$/.test(name)) return FUTURE_TIME;
  if (schema?.format === 'email' || /email/i.test(name)) return 'robustness@example.com';
  if (/password/i.test(name)) return 'secret123';
  if (name === 'code') return 'ABC123';
  return 'abc'.padEnd(schema?.minLength ?? 0, 'c');
}

/** The required fields only: optional fields are added one at a time by the probes (so a partial update gets one field). */
function requiredOnly(schema: JsonSchema | undefined): Record<string, unknown> {
  const properties = Object.entries(schema?.properties ?? {});
  const required = schema?.required ?? [];
  return Object.fromEntries(properties.filter(([name]) => required.includes(name)).map(([name, field]) => [name, placeholder(field, name)]));
}

/** The smallest well-typed body: the base that single-field probes change. */
export function baseBody(operation: Operation): Record<string, unknown> {
  return requiredOnly(bodySchema(operation));
}

/** Fewer values inside nested objects: the point there is reaching the code that stores them (jsonb, NUL bytes). */
const NESTED_BAD_VALUES: unknown[] = [null, -1, 1e308, '', 'a\u0000b', HUGE_STRING, {}];

interface Variant {
  label: string;
  value: unknown;
}

/** The whole value of `schema` with one place wrong: a field missing, of a wrong type, or extreme. */
function variantsOf(schema: JsonSchema, prefix: string, depth: number): Variant[] {
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return variantsOf(alternative, prefix, depth);
  if (schema.items?.properties) return variantsOf(schema.items, `${prefix}[0]`, depth).map(({ label, value }) => ({ label, value: [value] }));
  if (!schema.properties) return [];
  const base = requiredOnly(schema);
  const variants: Variant[] = [];
  for (const [field, fieldSchema] of Object.entries(schema.properties)) {
    const at = prefix ? `${prefix}.${field}` : field;
    const { [field]: _, ...rest } = base;
    if (field in base) variants.push({ label: `${at} missing`, value: rest });
    for (const bad of depth === 0 ? BAD_FIELD_VALUES : NESTED_BAD_VALUES)
      variants.push({ label: `${at}=${shown(bad)}`, value: { ...rest, [field]: bad } });
    if (depth < 2) {
      for (const nested of variantsOf(fieldSchema, at, depth + 1)) variants.push({ label: nested.label, value: { ...rest, [field]: nested.value } });
    }
  }
  return variants;
}

const shown = (value: unknown) =>
  typeof value === 'string' && value.length > 30 ? `"${value.slice(0, 10)}…" (${value.length} chars)` : JSON.stringify(value);

export function pathProbes(operation: Operation, existingId: string): Probe[] {
  return pathParams(operation).flatMap((param) =>
    [existingId, ...BAD_IDS].map((value) => ({
      label: `path ${param}=${value.slice(0, 40)}`,
      path: fillPath(operation, existingId, { [param]: value }),
    })),
  );
}

export function queryProbes(operation: Operation, existingId: string): Probe[] {
  const path = fillPath(operation, existingId);
  const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const probes: Probe[] = [
    { label: 'unknown query parameter', path: `${path}?unknown=1` },
    { label: 'query with no value and odd encoding', path: `${path}?&=&%%%&a[b]=1&__proto__[x]=1` },
    { label: 'very long query', path: `${path}?q=${'y'.repeat(30_000)}` },
  ];
  for (const name of declared) {
    probes.push({ label: `query ${name} repeated`, path: `${path}?${name}=1&${name}=2` });
    probes.push({ label: `query ${name}[]`, path: `${path}?${name}[]=1` });
    for (const value of BAD_QUERY_VALUES) probes.push({ label: `query ${name}=${value.slice(0, 30)}`, path: `${path}?${name}=${value}` });
  }
  return probes;
}

export function headerProbes(operation: Operation, existingId: string): Probe[] {
  const path = fillPath(operation, existingId);
  const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
  return declared.flatMap((name) =>
    ['', ' ', 'x'.repeat(5000), 'a\tb', '{"a":1}', '%00'].map((value) => ({
      label: `header ${name}=${JSON.stringify(value.slice(0, 20))}`,
      path,
      body: JSON.stringify(baseBody(operation)),
      headers: { 'content-type': 'application/json', [name]: value },
    })),
  );
}

const json = { 'content-type': 'application/json' };

/** Whole-body shapes any route with a body must refuse (or, for a body it ignores, accept). */
export function bodyShapeProbes(operation: Operation, existingId: string): Probe[] {
  const path = fillPath(operation, existingId);
  const depth = 50_000;
  const raw = (label: string, body: string, headers: Record<string, string> = json): Probe => ({ label, path, body, headers });
  return [
    { label: 'no body', path },
    raw('empty JSON body', ''),
    ...['null', '[]', '[{}]', '0', '-1', '"text"', 'true', '{}', '""'].map((body) => raw(`body ${body}`, body)),
    raw('malformed JSON', '{"a":'),
    raw('JSON with unquoted keys', '{a:1}'),
    raw('JSON with a trailing comma', '{"a":1,}'),
    raw('two JSON documents', '{}{}'),
    raw('byte order mark', '\ufeff{}'),
    raw('__proto__ pollution', '{"__proto__":{"role":"admin"}}'),
    raw('constructor pollution', '{"constructor":{"prototype":{"role":"admin"}}}'),
    raw('deeply nested arrays', '['.repeat(depth) + ']'.repeat(depth)),
    raw('deeply nested objects', '{"a":'.repeat(depth / 5) + '1' + '}'.repeat(depth / 5)),
    raw('body over the limit of every route (admin routes: 1 MiB)', JSON.stringify({ data: 'z'.repeat(ADMIN_JSON_BODY_LIMIT_BYTES + 1024) })),
    raw('text/plain body', 'hello', { 'content-type': 'text/plain' }),
    raw('form-encoded body', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }),
    raw('multipart without boundary', '--x\r\n', { 'content-type': 'multipart/form-data' }),
    raw('XML body', '<a/>', { 'content-type': 'application/xml' }),
    raw('JSON declared as UTF-16', '{}', { 'content-type': 'application/json; charset=utf-16' }),
    { label: 'invalid UTF-8 bytes', path, body: Uint8Array.from([...Buffer.from('{"a":"'), 0xff, 0xfe, 0xc0, ...Buffer.from('"}')]), headers: json },
    raw('extra fields', JSON.stringify({ ...baseBody(operation), unknownField: 1, role: 'admin', balance: 1_000_000, id: 1 })),
  ];
}

/** Each declared field (and nested field), alone, missing or of every wrong type and extreme value, in an otherwise well-typed body. */
export function fieldProbes(operation: Operation, existingId: string): Probe[] {
  const path = fillPath(operation, existingId);
  const schema = bodySchema(operation);
  if (!schema?.properties) return [];
  const probes: Probe[] = variantsOf({ ...schema, type: 'object' }, '', 0).map(({ label, value }) => ({
    label,
    path,
    body: JSON.stringify(value),
    headers: json,
  }));
  // Numbers JSON.stringify cannot write matter only where a number is read (typed number, or untyped like amounts).
  const numeric = Object.entries(schema.properties).filter(
    ([, field]) => !field.type || [field.type].flat().some((type) => type === 'number' || type === 'integer'),
  );
  const base = baseBody(operation);
  for (const [field] of numeric) {
    for (const number of RAW_FIELD_VALUES) {
      const body = JSON.stringify({ ...base, [field]: 0 }).replace(`"${field}":0`, `"${field}":${number}`);
      probes.push({ label: `${field}=${number} (raw JSON number)`, path, body, headers: json });
    }
  }
  return probes;
}
