import { textSchema } from '@ownless/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromThisMachine } from '../../lib/local-peer';

const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  status: z.string(),
  created_at: z.string(),
});

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
      return reply.status(404).send({ message: `No API route for ${req.method} ${req.url.split('?')[0]}.` });
    }
  });

  app.get(
    '/dev/mailbox',
    {
      schema: {
        querystring: z.object({ to: textSchema().trim().max(254).optional() }),
        response: { 200: z.array(mailSchema) },
      },
    },
    async (req, reply) => reply.header('cache-control', 'no-store').send(await app.services.mail.mailbox(req.query.to)),
  );
};
