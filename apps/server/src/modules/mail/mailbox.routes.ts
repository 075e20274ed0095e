import { errorResponses, mailboxQuerySchema, mailboxSchema } from '@ownless/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noApiRoute } from '../../lib/errors';
import { fromThisMachine } from '../../lib/local-peer';

/** Whether this request may read the development mailbox: the mailbox is on and the client is this machine (lib/local-peer.ts). */
export function mailboxOpenTo(req: FastifyRequest): boolean {
  return req.server.config.devMailbox && fromThisMachine(req);
}

/** The web app's page of the mailbox (any case, any slashes: the SPA router ignores both). */
export const isMailboxPage = (url: string) => /^\/+dev\/+mailbox(\/|$)/i.test(url.split('?')[0]!);

/**
 * The development mailbox: registered only while config.devMailbox is on (no SMTP, a
 * loopback server), and even then it answers only clients on this machine; anyone else gets
 * the same 404 as for a route that does not exist.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (req, reply) => {
    if (!mailboxOpenTo(req)) {
      return reply.status(404).send({ message: req.say(noApiRoute(req)) });
    }
  });

  app.get(
    '/dev/mailbox',
    {
      schema: {
        querystring: mailboxQuerySchema,
        response: { 200: mailboxSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await app.services.mail.mailbox(req.query.to)),
  );
};
