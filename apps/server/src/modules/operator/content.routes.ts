import {
  blogPostInputSchema,
  blogPostSavedSchema,
  blogPostStatusSchema,
  categoryInputSchema,
  contentDeletedSchema,
  contentDocumentInputSchema,
  contentDocumentListSchema,
  contentDocumentParamsSchema,
  contentDocumentSavedSchema,
  contentMoveSchema,
  contentVersionListSchema,
  errorResponses,
  faqInputSchema,
  faqMovedSchema,
  faqSavedSchema,
  idParamsSchema,
  operatorBlogPageSchema,
  operatorBlogPostSchema,
  operatorBlogQuerySchema,
  operatorFaqListSchema,
  operatorShippingListSchema,
  rentalTypeInputSchema,
  shippingOptionInputSchema,
  shippingOptionSavedSchema,
  taxonomySavedSchema,
  taxonomySchema,
  type CategoryInput,
  type RentalTypeInput,
} from '@ownless/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Message } from '../../i18n';
import { badRequest } from '../../lib/errors';
import { MAX_UPLOAD_BYTES } from '../../lib/images';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409);
const P = '/admin/content';

/** A console answer with its confirmation said in the request's language. */
async function said<T extends { message: Message }>(req: FastifyRequest, answer: Promise<T>) {
  const done = await answer;
  return { ...done, message: req.say(done.message) };
}

/**
 * The console's content pages (decision 0016): role `admin` only, every change audited. What
 * they do is the content module's (content/content.console.service.ts), which owns the tables.
 */
export const operatorContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.contentConsole;
  const auth = { preHandler: requireUser };

  // ── blog posts ──
  app.get(
    `${P}/blog-posts`,
    {
      ...auth,
      schema: {
        querystring: operatorBlogQuerySchema,
        response: { 200: operatorBlogPageSchema, ...errors },
      },
    },
    async (req) => content.blogPosts(userIdOf(req), req.query),
  );

  app.get(
    `${P}/blog-posts/:id`,
    {
      ...auth,
      schema: { params: idParamsSchema, response: { 200: operatorBlogPostSchema, ...errors } },
    },
    async (req) => content.blogPost(userIdOf(req), req.params.id),
  );

  app.post(
    `${P}/blog-posts`,
    {
      ...auth,
      schema: { body: blogPostInputSchema, response: { 201: blogPostSavedSchema, ...errors } },
    },
    async (req, reply) =>
      reply.status(201).send(await said(req, content.saveBlogPost(userIdOf(req), null, req.body))),
  );

  app.put(
    `${P}/blog-posts/:id`,
    {
      ...auth,
      schema: {
        params: idParamsSchema,
        body: blogPostInputSchema,
        response: { 200: blogPostSavedSchema, ...errors },
      },
    },
    async (req) => said(req, content.saveBlogPost(userIdOf(req), req.params.id, req.body)),
  );

  app.post(
    `${P}/blog-posts/:id/status`,
    {
      ...auth,
      schema: {
        params: idParamsSchema,
        body: blogPostStatusSchema,
        response: { 200: blogPostSavedSchema, ...errors },
      },
    },
    async (req) => said(req, content.setBlogStatus(userIdOf(req), req.params.id, req.body.status)),
  );

  app.delete(
    `${P}/blog-posts/:id`,
    {
      ...auth,
      schema: { params: idParamsSchema, response: { 200: contentDeletedSchema, ...errors } },
    },
    async (req) => said(req, content.deleteBlogPost(userIdOf(req), req.params.id)),
  );

  app.post(
    `${P}/blog-posts/:id/cover`,
    {
      ...auth,
      schema: {
        params: idParamsSchema,
        response: { 200: blogPostSavedSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (req) => {
      if (!req.isMultipart())
        throw badRequest(/*i18n*/ 'Send the picture as multipart/form-data.', {
          cover: [/*i18n*/ 'Choose a picture.'],
        });
      const file = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!file)
        throw badRequest(/*i18n*/ 'Choose a picture.', { cover: [/*i18n*/ 'Choose a picture.'] });
      return said(req, content.setBlogCover(userIdOf(req), req.params.id, await file.toBuffer()));
    },
  );

  app.delete(
    `${P}/blog-posts/:id/cover`,
    {
      ...auth,
      schema: { params: idParamsSchema, response: { 200: blogPostSavedSchema, ...errors } },
    },
    async (req) => said(req, content.setBlogCover(userIdOf(req), req.params.id, null)),
  );

  // ── FAQs ──
  app.get(
    `${P}/faqs`,
    { ...auth, schema: { response: { 200: operatorFaqListSchema, ...errors } } },
    async (req) => content.faqs(userIdOf(req)),
  );

  app.post(
    `${P}/faqs`,
    { ...auth, schema: { body: faqInputSchema, response: { 201: faqSavedSchema, ...errors } } },
    async (req, reply) =>
      reply.status(201).send(await said(req, content.saveFaq(userIdOf(req), null, req.body))),
  );

  app.put(
    `${P}/faqs/:id`,
    {
      ...auth,
      schema: {
        params: idParamsSchema,
        body: faqInputSchema,
        response: { 200: faqSavedSchema, ...errors },
      },
    },
    async (req) => said(req, content.saveFaq(userIdOf(req), req.params.id, req.body)),
  );

  app.delete(
    `${P}/faqs/:id`,
    {
      ...auth,
      schema: { params: idParamsSchema, response: { 200: contentDeletedSchema, ...errors } },
    },
    async (req) => said(req, content.deleteFaq(userIdOf(req), req.params.id)),
  );

  app.post(
    `${P}/faqs/:id/move`,
    {
      ...auth,
      schema: {
        params: idParamsSchema,
        body: contentMoveSchema,
        response: { 200: faqMovedSchema, ...errors },
      },
    },
    async (req) => said(req, content.moveFaq(userIdOf(req), req.params.id, req.body.direction)),
  );

  // ── categories and rental types ──
  app.get(
    `${P}/taxonomy`,
    { ...auth, schema: { response: { 200: taxonomySchema, ...errors } } },
    async (req) => content.taxonomy(userIdOf(req)),
  );

  for (const kind of ['rental_type', 'category'] as const) {
    const path = kind === 'category' ? `${P}/categories` : `${P}/rental-types`;
    // The body was checked against `body` below: the schema of this kind.
    const save = (actorId: number, id: number | null, input: unknown) =>
      kind === 'category'
        ? content.saveCategory(actorId, id, input as CategoryInput)
        : content.saveRentalType(actorId, id, input as RentalTypeInput);
    const body = kind === 'category' ? categoryInputSchema : rentalTypeInputSchema;

    app.post(
      path,
      { ...auth, schema: { body, response: { 201: taxonomySavedSchema, ...errors } } },
      async (req, reply) =>
        reply.status(201).send(await said(req, save(userIdOf(req), null, req.body))),
    );

    app.put(
      `${path}/:id`,
      {
        ...auth,
        schema: { params: idParamsSchema, body, response: { 200: taxonomySavedSchema, ...errors } },
      },
      async (req) => said(req, save(userIdOf(req), req.params.id, req.body)),
    );

    app.delete(
      `${path}/:id`,
      {
        ...auth,
        schema: { params: idParamsSchema, response: { 200: taxonomySavedSchema, ...errors } },
      },
      async (req) => said(req, content.deleteTaxonomy(userIdOf(req), kind, req.params.id)),
    );

    app.post(
      `${path}/:id/move`,
      {
        ...auth,
        schema: {
          params: idParamsSchema,
          body: contentMoveSchema,
          response: { 200: taxonomySavedSchema, ...errors },
        },
      },
      async (req) =>
        said(req, content.moveTaxonomy(userIdOf(req), kind, req.params.id, req.body.direction)),
    );
  }

  // ── versioned documents: policies and terms ──
  app.get(
    `${P}/documents`,
    { ...auth, schema: { response: { 200: contentDocumentListSchema, ...errors } } },
    async (req) => content.documents(userIdOf(req)),
  );

  app.get(
    `${P}/documents/:kind/:id`,
    {
      ...auth,
      schema: {
        params: contentDocumentParamsSchema,
        response: { 200: contentVersionListSchema, ...errors },
      },
    },
    async (req) => content.documentVersions(userIdOf(req), req.params.kind, req.params.id),
  );

  app.put(
    `${P}/documents/:kind/:id`,
    {
      ...auth,
      schema: {
        params: contentDocumentParamsSchema,
        body: contentDocumentInputSchema,
        response: { 200: contentDocumentSavedSchema, ...errors },
      },
    },
    async (req) =>
      said(req, content.saveDocument(userIdOf(req), req.params.kind, req.params.id, req.body)),
  );

  // ── shipping options ──
  app.get(
    `${P}/shipping-options`,
    { ...auth, schema: { response: { 200: operatorShippingListSchema, ...errors } } },
    async (req) => content.shippingOptions(userIdOf(req)),
  );

  app.post(
    `${P}/shipping-options`,
    {
      ...auth,
      schema: {
        body: shippingOptionInputSchema,
        response: { 201: shippingOptionSavedSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await said(req, content.saveShippingOption(userIdOf(req), null, req.body))),
  );

  app.put(
    `${P}/shipping-options/:id`,
    {
      ...auth,
      schema: {
        params: idParamsSchema,
        body: shippingOptionInputSchema,
        response: { 200: shippingOptionSavedSchema, ...errors },
      },
    },
    async (req) => said(req, content.saveShippingOption(userIdOf(req), req.params.id, req.body)),
  );
};
