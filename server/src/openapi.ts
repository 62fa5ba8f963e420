import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Registered before the routes so @fastify/swagger sees each of them; served at /api/openapi.json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Poker platform API', version: '0.1.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
