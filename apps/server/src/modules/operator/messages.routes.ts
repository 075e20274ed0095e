import {
  contactInboxPageSchema,
  contactInboxQuerySchema,
  contactMessageDetailSchema,
  contactReadStateSchema,
  contactReplyInputSchema,
  contactReplyResponseSchema,
  errorResponses,
  idParamsSchema,
  mailOutboxPageSchema,
  mailOutboxQuerySchema,
  mailRetryResponseSchema,
  noBodySchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';
import { messagesService } from './messages.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The contact inbox and the mail outbox (decision 0009, "Messages"): admins only. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = messagesService({
    db: app.database.db,
    mail: app.services.mail,
    assertAdmin: app.services.operator.assertAdmin,
    devMailbox: app.config.devMailbox,
  });

  app.get(
    '/admin/contact-messages',
    {
      preHandler: requireUser,
      schema: {
        querystring: contactInboxQuerySchema,
        response: { 200: contactInboxPageSchema, ...errors },
      },
    },
    async (req) => messages.inbox(userIdOf(req), req.query),
  );

  app.get(
    '/admin/contact-messages/:id',
    {
      preHandler: requireUser,
      schema: { params: idParamsSchema, response: { 200: contactMessageDetailSchema, ...errors } },
    },
    async (req) => messages.message(userIdOf(req), req.params.id),
  );

  for (const [path, mark] of [
    ['read', messages.markRead],
    ['unread', messages.markUnread],
  ] as const) {
    app.post(
      `/admin/contact-messages/:id/${path}`,
      {
        preHandler: requireUser,
        schema: {
          params: idParamsSchema,
          body: noBodySchema,
          response: { 200: contactReadStateSchema, ...errors },
        },
      },
      async (req) => {
        const marked = await mark(userIdOf(req), req.params.id);
        return { ...marked, message: req.say(marked.message) };
      },
    );
  }

  app.post(
    '/admin/contact-messages/:id/reply',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: contactReplyInputSchema,
        response: { 201: contactReplyResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.code(201);
      const replied = await messages.reply(userIdOf(req), req.params.id, req.body.body);
      return { ...replied, message: req.say(replied.message) };
    },
  );

  app.get(
    '/admin/mail-outbox',
    {
      preHandler: requireUser,
      schema: {
        querystring: mailOutboxQuerySchema,
        response: { 200: mailOutboxPageSchema, ...errors },
      },
    },
    async (req) => messages.outbox(userIdOf(req), req.query),
  );

  app.post(
    '/admin/mail-outbox/:id/retry',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: mailRetryResponseSchema, ...errors },
      },
    },
    async (req) => {
      const retried = await messages.retry(userIdOf(req), req.params.id);
      return { ...retried, message: req.say(retried.message) };
    },
  );
};
