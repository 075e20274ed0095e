import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireUser } from './auth';

/** Where the API reference is served; its JSON document is at `${API_DOCS_PREFIX}/json`. */
export const API_DOCS_PREFIX = '/api/docs';

const zodTransform = createJsonSchemaTransform({
  // The reference UI's own routes are not part of the API.
  skipList: [`${API_DOCS_PREFIX}/*`],
});

const signedIn = (route: RouteOptions) =>
  Array.isArray(route.preHandler) ? route.preHandler.includes(requireUser) : route.preHandler === requireUser;

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate and
 * serialise with (packages/shared), so it cannot drift from what the server does.
 * Register before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerApiDocs(app: FastifyInstance, appUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'OwnLess API',
        description:
          'The HTTP API of OwnLess. Every request and response schema comes from packages/shared. ' +
          'Signed-in routes take `Authorization: Bearer <token>` (from /api/login or /api/2fa/verify). ' +
          'Every failure answers `{ message, errors? }`.',
        version: '1.0.0',
      },
      servers: [{ url: appUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    // Zod to JSON Schema, plus a tag per area (the path's first segment) and the bearer
    // token on the routes that declare requireUser.
    transform: (input) => {
      const { schema, url } = zodTransform(input);
      const area = /^\/api\/([^/]+)/.exec(url)?.[1];
      const extra = {
        ...(area ? { tags: [area] } : {}),
        ...(signedIn(input.route) ? { security: [{ bearer: [] }] } : {}),
      };
      return { schema: { ...schema, ...extra } as FastifySchema, url };
    },
  });

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No calls to validator.swagger.io: the page stays on this origin, inside the app's CSP.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
