import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES } from 'shared-events/contracts';

/** The one error format (src/http/error-handler.ts), described once and referenced by every operation. */
const apiErrorSchema = {
  type: 'object' as const,
  required: ['code', 'message'],
  properties: {
    code: {
      type: 'string' as const,
      enum: Object.values(API_ERROR_CODES),
      description: 'Stable machine code (shared-events/contracts API_ERROR_CODES): clients decide by it, never by the text',
    },
    message: { type: 'string' as const, description: 'The readable sentence (SPEC §8)' },
    error: { type: 'string' as const, description: 'Where SPEC §8 has the client show `error` first: the text to show' },
  },
  additionalProperties: { description: 'Details of some errors, such as retryAfter (seconds) or requiredAmount' },
};

const errorResponse = {
  description: 'Any 4xx or 5xx answer',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

type Document = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }> | undefined> };

/**
 * Added to the document only, not to the routes' response schemas: those would make fastify serialize error
 * bodies through the schema and drop their details.
 */
function documentErrors<T extends Document>(document: T): T {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) operation.responses = { ...operation.responses, default: errorResponse };
  }
  return document;
}

/** Registered before the routes so @fastify/swagger sees each of them; served at /api/openapi.json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Poker platform API', version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { ApiError: apiErrorSchema },
      },
    },
    transformObject: (document) => ('openapiObject' in document ? documentErrors(document.openapiObject as Document) : document.swaggerObject),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
