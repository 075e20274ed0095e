import { z } from 'zod';
import { pageSchema, perPageSchema, textSchema } from './input';

export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  cover_image: z.string().nullable(),
  author_name: z.string(),
  tags: z.array(z.string()),
  published_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListQuerySchema = z.object({
  page: pageSchema,
  per_page: perPageSchema(50, 9),
  tag: textSchema().trim().max(60).optional(),
});

export const blogListSchema = z.object({ items: z.array(blogPostSchema), total: z.number().int() });

export const contactMessageSchema = z.object({
  name: textSchema().trim().min(2, /*i18n*/ 'Please tell us your name.').max(120),
  email: z.email(/*i18n*/ 'Please enter a valid e-mail address.').trim().max(254),
  subject: textSchema().trim().min(3, /*i18n*/ 'Please add a subject.').max(160),
  message: textSchema()
    .trim()
    .min(10, /*i18n*/ 'Please write at least 10 characters.')
    .max(5000, /*i18n*/ 'Please keep it under 5,000 characters.'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
