import {
  blogListQuerySchema,
  blogListSchema,
  blogPostParamsSchema,
  blogPostResponseSchema,
  categoryListSchema,
  contactMessageSchema,
  contactResponseSchema,
  errorResponses,
  faqListSchema,
  policyListSchema,
  rentalTypeListSchema,
  rentalTypeStatsSchema,
  shippingOptionListSchema,
  termsListSchema,
  termsQuerySchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Reference data (categories, rental types, FAQs, terms…) plus the blog and the contact form.
 * Public.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.content;
  // Operators change this content from the console and it must show at once (decision
  // 0016): shared caches may store it, but everyone asks again before reusing it.
  const cacheable = { 'cache-control': 'public, no-cache' };

  app.get(
    '/rental-types',
    { schema: { response: { 200: rentalTypeListSchema, ...errorResponses() } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.rentalTypes()),
  );

  app.get(
    '/categories',
    { schema: { response: { 200: categoryListSchema, ...errorResponses() } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.categories()),
  );

  app.get(
    '/rental-type-stats',
    { schema: { response: { 200: rentalTypeStatsSchema, ...errorResponses() } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.rentalTypeStats()),
  );

  app.get(
    '/faqs',
    { schema: { response: { 200: faqListSchema, ...errorResponses() } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.faqs()),
  );

  app.get(
    '/policies',
    { schema: { response: { 200: policyListSchema, ...errorResponses() } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.policies()),
  );

  app.get(
    '/shipping-options',
    { schema: { response: { 200: shippingOptionListSchema, ...errorResponses() } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.shippingOptions()),
  );

  app.get(
    '/all-terms-and-conditions',
    { schema: { response: { 200: termsListSchema, ...errorResponses() } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.terms()),
  );

  app.get(
    '/terms-and-conditions',
    {
      schema: {
        querystring: termsQuerySchema,
        response: { 200: termsListSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => reply.headers(cacheable).send(await content.terms(req.query.category)),
  );

  app.get(
    '/blog-posts',
    {
      schema: {
        querystring: blogListQuerySchema,
        response: { 200: blogListSchema, ...errorResponses(400) },
      },
    },
    async (req) => content.blogPosts(req.query.page, req.query.per_page, req.query.tag),
  );

  app.get(
    '/blog-posts/:id',
    {
      schema: {
        params: blogPostParamsSchema,
        response: { 200: blogPostResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => ({ post: await content.blogPost(req.params.id) }),
  );

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        body: contactMessageSchema,
        response: { 201: contactResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      const saved = await content.contact(req.body, null);
      return reply.status(201).send({
        id: saved.id,
        message: req.say(
          /*i18n*/ 'Thanks for getting in touch. We answer every message within one business day.',
        ),
      });
    },
  );
};
