import {
  accountDeletionSchema,
  dataExportArchiveSchema,
  dataExportDownloadSchema,
  dataExportRequestResponseSchema,
  dataExportStatusResponseSchema,
  deletionCheckResponseSchema,
  errorResponses,
  messageSchema,
  noBodySchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 404, 409, 422, 429);
const limit = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

/** A person's copy of their data and the deletion of their account (decision 0022). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const privacy = app.services.privacy;

  app.get(
    '/user/data-export',
    {
      preHandler: requireUser,
      schema: { response: { 200: dataExportStatusResponseSchema, ...errors } },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ data: await privacy.latestExport(userIdOf(req)) }),
  );

  app.post(
    '/user/data-export',
    {
      preHandler: requireUser,
      config: limit(5, '1 hour'),
      schema: { body: noBodySchema, response: { 202: dataExportRequestResponseSchema, ...errors } },
    },
    async (req, reply) => {
      const requested = await privacy.requestExport(userIdOf(req));
      return reply.status(202).send({ ...requested, message: req.say(requested.message) });
    },
  );

  // POST, so the token travels in the body and never in a logged URL.
  app.post(
    '/user/data-export/download',
    {
      preHandler: requireUser,
      config: limit(20, '15 minutes'),
      schema: {
        body: dataExportDownloadSchema,
        response: { 200: dataExportArchiveSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { archive, readyAt } = await privacy.download(userIdOf(req), req.body.token);
      const day = readyAt.toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="ownless-data-${day}.json"`)
        .send(archive);
    },
  );

  app.get(
    '/user/deletion-check',
    {
      preHandler: requireUser,
      schema: { response: { 200: deletionCheckResponseSchema, ...errors } },
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await privacy.deletionCheck(userIdOf(req))),
  );

  app.post(
    '/user/delete',
    {
      preHandler: requireUser,
      config: limit(10, '15 minutes'),
      schema: { body: accountDeletionSchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => {
      const deleted = await privacy.deleteAccount(userIdOf(req), req.body.password);
      return { message: req.say(deleted.message) };
    },
  );
};
