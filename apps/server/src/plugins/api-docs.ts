import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  blogPostSchema,
  cartSchema,
  currentUserSchema,
  errorResponseSchema,
  listingDetailSchema,
  listingSummarySchema,
  operatorSellerApplicationSchema,
  ownerCardSchema,
  placeSchema,
  publicUserSchema,
  quoteViewSchema,
  reservationViewSchema,
  reviewSchema,
  sellerApplicationViewSchema,
} from '@ownless/shared';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_TAGS, operationOf } from './api-operations';
import { requireUser } from './auth';

/** Where the API reference is served; its JSON document is at `${API_DOCS_PREFIX}/json`. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * Shapes many answers share, named in the document (`#/components/schemas/…`) instead of
 * being written out in every operation. A registry of its own, so nothing else that turns
 * zod into JSON Schema (the fuzz test) sees these names.
 */
const named = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries({
  Error: errorResponseSchema,
  CurrentUser: currentUserSchema,
  PublicUser: publicUserSchema,
  ListingSummary: listingSummarySchema,
  ListingDetail: listingDetailSchema,
  Quote: quoteViewSchema,
  Cart: cartSchema,
  Reservation: reservationViewSchema,
  Review: reviewSchema,
  SellerApplication: sellerApplicationViewSchema,
  OperatorSellerApplication: operatorSellerApplicationSchema,
  OwnerCard: ownerCardSchema,
  Place: placeSchema,
  BlogPost: blogPostSchema,
})) {
  named.add(schema, { id });
}

const namedComponents = createJsonSchemaTransformObject({ schemaRegistry: named });

const zodTransform = createJsonSchemaTransform({
  // The reference UI's own routes are not part of the API.
  skipList: [`${API_DOCS_PREFIX}/*`],
  schemaRegistry: named,
});

const signedIn = (route: RouteOptions) =>
  Array.isArray(route.preHandler)
    ? route.preHandler.includes(requireUser)
    : route.preHandler === requireUser;

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate and
 * serialise with (packages/shared), so it cannot drift from what the server does.
 * Register before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerApiDocs(app: FastifyInstance) {
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
      // Relative: "Try it out" calls the origin the page came from, which the CSP allows.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token /api/login or /api/2fa/verify answers.',
          },
        },
      },
      tags: API_TAGS.map((tag) => ({ ...tag })),
    },
    // Zod to JSON Schema, plus each operation's name, summary and section (api-operations.ts),
    // and its security: the bearer token on routes that declare requireUser, none on the rest.
    // Pages, files and the metrics endpoint are not API operations: everything outside /api
    // is left out, whatever its own schema says.
    transform: (input) => {
      const { url, route } = input;
      if (!url.startsWith('/api/')) return { schema: { hide: true } as FastifySchema, url };
      const { schema } = zodTransform(input);
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      const operation = methods.length === 1 ? operationOf(methods[0]!, url) : undefined;
      const extra = {
        // A route without an entry keeps a section by its path, so it still shows up, and the
        // lint and api-operations.test.ts fail on its missing name and summary.
        ...(operation ?? { tags: [/^\/api\/([^/]+)/.exec(url)![1]!] }),
        security: signedIn(route) ? [{ bearer: [] }] : [],
      };
      return { schema: { ...schema, ...extra } as FastifySchema, url };
    },
    // The named shapes are answers only: their request-side twins (`…Input`) are left out.
    // api-docs.test.ts checks that every $ref in the document resolves.
    transformObject: (documentObject) => {
      const document = namedComponents(documentObject) as {
        components?: { schemas?: Record<string, unknown> };
      };
      const schemas = document.components?.schemas ?? {};
      for (const id of Object.keys(schemas)) if (id.endsWith('Input')) delete schemas[id];
      return document as ReturnType<typeof namedComponents>;
    },
  });

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No calls to validator.swagger.io: the page stays on this origin, inside the app's CSP.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
