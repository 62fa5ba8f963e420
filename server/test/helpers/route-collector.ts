import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Fastify's form, e.g. /api/rooms/:id */
  url: string;
  hidden: boolean;
}

/** Routes of every Fastify instance created after `collectRoutes` is installed (see the jest.mock in openapi.test.ts). */
export const registeredRoutes: RegisteredRoute[] = [];

export function collectRoutes(app: FastifyInstance): FastifyInstance {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of methods) registeredRoutes.push({ method: method.toUpperCase(), url: route.url, hidden });
  });
  return app;
}

/** /api/rooms/:id → /api/rooms/{id}, as the OpenAPI document writes paths. */
export const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
