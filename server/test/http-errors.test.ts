import Fastify from 'fastify';
import { API_ERROR_CODES } from 'shared-events/contracts';
import { errors } from '../src/errors';
import { errorHandlingOptions, registerErrorHandler } from '../src/http/error-handler';
import type { OpenApiDocument } from './helpers/bad-inputs';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('reports health', async () => {
    expect(await t.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const response = await t.request('POST', '/api/auth/login', { raw: '{"email": ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'MALFORMED_JSON', message: 'Request body is not valid JSON.' });
  });

  it('answers a body over the limit with 413 JSON', async () => {
    const response = await t.request('POST', '/api/auth/login', { raw: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: 'BODY_TOO_LARGE', message: 'Request body is too large.' });
  });

  it('answers a missing or non-JSON body with 4xx JSON, never 500', async () => {
    const empty = await t.request('POST', '/api/auth/login', { headers: { 'content-type': 'application/json' } });
    expect(empty).toMatchObject({ status: 400, body: { code: 'MALFORMED_JSON' } });
    const text = await t.request('POST', '/api/auth/login', { raw: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'Body must be object.' } });
    const xml = await t.request('POST', '/api/auth/login', { raw: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type; send application/json.' } });
  });

  it('answers an unknown /api route with 404 JSON', async () => {
    expect(await t.request('DELETE', '/api/unknown')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers errors raised before routing (over-long parameter, header overflow) in the same format', async () => {
    const longId = await t.get(`/api/rooms/${'9'.repeat(200)}`);
    expect(longId).toMatchObject({ status: 414, body: { code: 'URL_TOO_LONG', message: 'The request URL is too long.' } });
    const hugeHeader = await t.get('/api/health', { 'x-filler': 'y'.repeat(40_000) });
    expect(hugeHeader).toMatchObject({ status: 431, body: { code: 'HEADERS_TOO_LARGE', message: 'Request headers are too large.' } });
  });
});

describe('the error handler', () => {
  const logged: unknown[] = [];
  const app = Fastify({ ...errorHandlingOptions, logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
  registerErrorHandler(app);
  app.get('/broken', async () => {
    throw new Error('database on fire');
  });
  app.get('/teapot', async () => {
    throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
  });
  app.get('/refused', async () => {
    throw errors.tournamentFull();
  });
  let base = '';
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());
  const get = async (url: string) => {
    const response = await fetch(base + url);
    return [response.status, await response.json()];
  };

  it('answers an unexpected failure 500 INTERNAL_ERROR without its details, and logs it', async () => {
    expect(await get('/broken')).toEqual([500, { code: 'INTERNAL_ERROR', message: 'Internal server error' }]);
    expect(JSON.stringify(logged)).toContain('database on fire');
  });

  it('gives a client error no entry describes the BAD_REQUEST code, and a catalogue error its own', async () => {
    expect(await get('/teapot')).toEqual([418, { code: 'BAD_REQUEST', message: 'I am a teapot' }]);
    expect(await get('/refused')).toEqual([409, { code: API_ERROR_CODES.tournamentFull, message: 'Tournament is full' }]);
  });
});

describe('GET /api/openapi.json', () => {
  // That every route is in it is checked route by route in openapi.test.ts.
  it('serves an OpenAPI 3 document with request bodies', async () => {
    const response = await t.get<OpenApiDocument>('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(response.body.paths['/api/auth/register'].post.requestBody).toBeDefined();
  });
});
