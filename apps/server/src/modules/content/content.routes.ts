import {
  blogListQuerySchema,
  blogListSchema,
  blogPostSchema,
  categorySchema,
  contactMessageSchema,
  errorResponseSchema,
  faqSchema,
  policySchema,
  rentalTypeSchema,
  rentalTypeStatsSchema,
  shippingOptionSchema,
  termsQuerySchema,
  termsSchema,
  textSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Reference data of spec §7 plus the blog and the contact form. Public. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.content;
  // Reference data changes rarely; let browsers and proxies reuse it briefly.
  const cacheable = { 'cache-control': 'public, max-age=60' };

  app.get(
    '/rental-types',
    { schema: { response: { 200: z.array(rentalTypeSchema) } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.rentalTypes()),
  );

  app.get(
    '/categories',
    { schema: { response: { 200: z.array(categorySchema) } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.categories()),
  );

  app.get(
    '/rental-type-stats',
    { schema: { response: { 200: rentalTypeStatsSchema } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.rentalTypeStats()),
  );

  app.get(
    '/faqs',
    { schema: { response: { 200: z.array(faqSchema) } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.faqs()),
  );

  app.get(
    '/policies',
    { schema: { response: { 200: z.array(policySchema) } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.policies()),
  );

  app.get(
    '/shipping-options',
    { schema: { response: { 200: z.array(shippingOptionSchema) } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.shippingOptions()),
  );

  app.get(
    '/all-terms-and-conditions',
    { schema: { response: { 200: z.array(termsSchema) } } },
    async (_req, reply) => reply.headers(cacheable).send(await content.terms()),
  );

  app.get(
    '/terms-and-conditions',
    {
      schema: {
        querystring: termsQuerySchema,
        response: { 200: z.array(termsSchema), 400: errorResponseSchema },
      },
    },
    async (req, reply) => reply.headers(cacheable).send(await content.terms(req.query.category)),
  );

  app.get(
    '/blog-posts',
    { schema: { querystring: blogListQuerySchema, response: { 200: blogListSchema } } },
    async (req) => content.blogPosts(req.query.page, req.query.per_page, req.query.tag),
  );

  app.get(
    '/blog-posts/:id',
    {
      schema: {
        params: z.object({ id: textSchema().trim().min(1).max(120) }),
        response: { 200: z.object({ post: blogPostSchema }), 404: errorResponseSchema },
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
        response: { 201: z.object({ message: z.string(), id: z.number().int() }), 400: errorResponseSchema },
      },
    },
    async (req, reply) => {
      const saved = await content.contact(req.body, null);
      return reply.status(201).send({
        id: saved.id,
        message: 'Thanks for getting in touch. We answer every message within one business day.',
      });
    },
  );
};
