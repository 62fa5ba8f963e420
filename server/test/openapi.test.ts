import { API_ERROR_CODES, type ApiErrorResponse } from 'shared-events/contracts';
import { acceptsBearer, requiresBearer, type OpenApiOperation } from './helpers/bad-inputs';
import { registeredRoutes, toOpenApiPath } from './helpers/route-collector';
import { signUp, startTestApp, type TestApp } from './helpers/test-app';

// Every Fastify instance the app creates reports its routes, so routes added later are covered without editing this file.
jest.mock('fastify', () => {
  const actual = jest.requireActual('fastify');
  const { collectRoutes: collect } = jest.requireActual('./helpers/route-collector');
  const fastify = (...args: unknown[]) => collect(actual(...args));
  return Object.assign(fastify, actual, { default: fastify, fastify, __esModule: true });
});

interface Operation extends OpenApiOperation {
  tags?: string[];
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation & { responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>>;
  components: { securitySchemes: Record<string, unknown>; schemas: { ApiError: { required: string[]; properties: { code: { enum: string[] } } } } };
};

const SAMPLE_ID = '1';

/** The calls of SPEC §7, as the browser makes them. */
const SPEC_CALLS = [
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'POST /api/admin/verify-email',
  'GET /api/users/profile',
  'GET /api/users/dashboard',
  'PUT /api/users/profile',
  'PUT /api/users/avatar',
  'PUT /api/users/change-password',
  'POST /api/users/wallet/deposit',
  'POST /api/users/wallet/withdraw',
  'GET /api/users/tournaments',
  'GET /api/users/tournaments/{id}',
  'GET /api/tournaments/{id}',
  'POST /api/users/tournaments/{id}/register',
  'DELETE /api/users/tournaments/{id}/register',
  'POST /api/users/tournaments/{id}/enter-lobby',
  'GET /api/rooms/search',
  'GET /api/rooms/tournament/{id}',
  'GET /api/rooms/tournament/{id}/stats',
  'POST /api/rooms/tournament/{id}/start-monitoring',
  'POST /api/rooms/tournament/{id}/stop-monitoring',
  'POST /api/rooms/tournament/{id}/trigger-creation',
  'POST /api/rooms/tournament/{id}/leave',
  'GET /api/rooms/{id}',
  'POST /api/rooms/{id}/join',
  'POST /api/rooms/{id}/leave',
  'PUT /api/rooms/{id}/state',
  'GET /api/users/notifications',
  'POST /api/users/notifications/{id}/read',
  'GET /api/users/wallet/transactions',
];

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let apiRoutes: { method: string; url: string; hidden: boolean }[];
  beforeAll(async () => {
    t = await startTestApp({ smtp: true });
    const response = await t.get<Document>('/api/openapi.json');
    expect(response.status).toBe(200);
    document = response.body;
    const seen = new Set<string>();
    apiRoutes = registeredRoutes
      .filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD' && route.url !== '/api/openapi.json')
      .filter((route) => !seen.has(`${route.method} ${route.url}`) && seen.add(`${route.method} ${route.url}`));
  });
  afterAll(() => t.close());

  it('is served as OpenAPI 3 with the bearer scheme', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    // The collector sees the app's routes (the jest.mock above took effect).
    expect(apiRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/health', 'POST /api/auth/login', 'GET /api/users/profile']),
    );
  });

  it('has every call of SPEC §7 (whatever a path parameter is named)', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{id}')}`),
      ),
    );
    expect(SPEC_CALLS.filter((call) => !documented.has(call))).toEqual([]);
  });

  it('lists every /api route the server registered, none hidden', () => {
    const missing = apiRoutes.filter((route) => route.hidden || !document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('lists no route the server does not have', () => {
    const registered = new Set(apiRoutes.map((route) => `${route.method.toLowerCase()} ${toOpenApiPath(route.url)}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(documented.filter((operation) => !registered.has(operation))).toEqual([]);
  });

  it("describes the one error format, with every code of the catalogue, as every operation's other answers", () => {
    const schema = document.components.schemas.ApiError;
    expect(schema.required).toEqual(['code', 'message']);
    expect([...schema.properties.code.enum].sort()).toEqual(Object.values(API_ERROR_CODES).sort());
    const lacking = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.responses?.default?.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ApiError')
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(lacking).toEqual([]);
  });

  it('gives every operation a summary and a tag', () => {
    const lacking = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.summary?.trim() || !operation.tags?.length)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(lacking).toEqual([]);
  });

  it('declares bearer security exactly on the routes that refuse a request without a token', async () => {
    const { token } = await signUp(t);
    const mismatches: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{[^}]+\}/g, SAMPLE_ID);
        const anonymous = await t.request<ApiErrorResponse>(method.toUpperCase(), url);
        const refused = anonymous.status === 401 && anonymous.body.message === 'Authentication required';
        if (refused !== requiresBearer(operation))
          mismatches.push(`${method.toUpperCase()} ${path}: ${anonymous.status}, security ${JSON.stringify(operation.security)}`);
        if (acceptsBearer(operation)) {
          // And the token is what opens it: with one, the answer is no longer "Authentication required".
          const signedIn = await t.request(method.toUpperCase(), url, { headers: { authorization: `Bearer ${token}` } });
          if (signedIn.status === 401) mismatches.push(`${method.toUpperCase()} ${path}: 401 even with a valid token`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
