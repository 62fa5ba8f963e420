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
    expect(response.body).toEqual({ message: 'Request body is not valid JSON.' });
  });

  it('answers a body over the limit with 413 JSON', async () => {
    const response = await t.request('POST', '/api/auth/login', { raw: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Request body is too large.' });
  });

  it('answers a missing or non-JSON body with 4xx JSON, never 500', async () => {
    const empty = await t.request('POST', '/api/auth/login', { headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
    const text = await t.request('POST', '/api/auth/login', { raw: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text).toMatchObject({ status: 400, body: { message: 'Body must be object.' } });
    const xml = await t.request('POST', '/api/auth/login', { raw: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml).toMatchObject({ status: 415, body: { message: 'Unsupported content type; send application/json.' } });
  });

  it('answers an unknown /api route with 404 JSON', async () => {
    expect(await t.request('DELETE', '/api/unknown')).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});

describe('GET /api/openapi.json', () => {
  // That every route is in it is checked route by route in openapi.test.ts.
  it('serves an OpenAPI 3 document with request bodies', async () => {
    const response = await t.get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(response.body.paths['/api/auth/register'].post.requestBody).toBeDefined();
  });
});
