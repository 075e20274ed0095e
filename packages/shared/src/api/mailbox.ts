import { z } from 'zod';
import { textSchema } from '../input';

/** Contracts of apps/server/src/modules/mail: the development mailbox (local development only). */

export const mailboxQuerySchema = z.object({ to: textSchema().trim().max(254).optional() });

export const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  status: z.string(),
  created_at: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;

/** 200 of GET /api/dev/mailbox, newest first. */
export const mailboxSchema = z.array(mailSchema);
