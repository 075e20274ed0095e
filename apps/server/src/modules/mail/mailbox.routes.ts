import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';

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

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Only a browser on this machine reads the mailbox, whatever HOST says (decisions.md,
 * 2026-11-24). The socket's address is the judge, not `req.ip`, which a trusted proxy
 * header sets; a forwarded request came from elsewhere even when the proxy is local.
 */
function fromThisMachine(req: FastifyRequest) {
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'] && !req.headers.forwarded;
}

/**
 * The development mailbox: registered only while no SMTP server is configured, so a
 * production deployment with real mail has no such route.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        querystring: z.object({ to: z.string().trim().max(254).optional() }),
        response: { 200: z.array(mailSchema) },
      },
    },
    async (req, reply) => {
      if (!fromThisMachine(req)) throw notFound(`No API route for GET ${req.url.split('?')[0]}.`);
      return reply.header('cache-control', 'no-store').send(await app.services.mail.mailbox(req.query.to));
    },
  );
};
