import { textSchema } from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

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

/**
 * The development mailbox: registered only while no SMTP server is configured, so a
 * production deployment with real mail has no such route.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
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
