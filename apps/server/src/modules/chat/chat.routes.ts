import {
  chatIdParamsSchema,
  chatListQuerySchema,
  chatListResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatResponseSchema,
  errorResponses,
  initChatRequestSchema,
  markAsReadResponseSchema,
  noBodySchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
} from '@ownless/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 429);

/** Per signed-in user, not per address; the auth hook runs first, so `userId` is known here. */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) =>
      req.userId === null ? `ip:${req.ip}` : `user:${req.userId}`,
  },
});

/** The chat API: /api/chat/… for the two members of a chat only. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.services.chat;
  const noStore = { 'cache-control': 'no-store' };

  app.post(
    '/chat/initChat',
    {
      preHandler: requireUser,
      config: perUser(60),
      schema: {
        body: initChatRequestSchema,
        response: { 200: chatResponseSchema, 201: chatResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const result = await chat.init(userIdOf(req), req.body);
      return reply
        .status(result.created ? 201 : 200)
        .headers(noStore)
        .send(result);
    },
  );

  // The same budget as messages sent over the real-time connection (plugins/auth.ts).
  const sendLimit = async (req: FastifyRequest, reply: FastifyReply) =>
    app.userLimits.chatSend.take(req, reply);
  app.post(
    '/chat/send-message',
    {
      preHandler: [requireUser, sendLimit],
      schema: {
        body: sendMessageRequestSchema,
        response: { 201: sendMessageResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const chatMessage = await chat.send(userIdOf(req), req.body);
      return reply.status(201).send({ chatMessage });
    },
  );

  app.get(
    '/chat/list',
    {
      preHandler: requireUser,
      schema: {
        querystring: chatListQuerySchema,
        response: { 200: chatListResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.headers(noStore).send(await chat.list(userIdOf(req), req.query)),
  );

  app.get(
    '/chat/:id',
    {
      preHandler: requireUser,
      schema: { params: chatIdParamsSchema, response: { 200: chatResponseSchema, ...errors } },
    },
    async (req, reply) =>
      reply
        .headers(noStore)
        .send({ chat: await chat.get(userIdOf(req), req.params.id), created: false }),
  );

  app.get(
    '/chat/:id/messages',
    {
      preHandler: requireUser,
      schema: {
        params: chatIdParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await chat.messages(userIdOf(req), req.params.id, req.query)),
  );

  app.post(
    '/chat/:id/mark-as-read',
    {
      preHandler: requireUser,
      schema: {
        params: chatIdParamsSchema,
        body: noBodySchema,
        response: { 200: markAsReadResponseSchema, ...errors },
      },
    },
    async (req) => chat.markRead(userIdOf(req), req.params.id),
  );
};
