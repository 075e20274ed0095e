import { z } from 'zod';

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
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(9),
  tag: z.string().trim().max(60).optional(),
});

export const blogListSchema = z.object({ items: z.array(blogPostSchema), total: z.number().int() });

export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, 'Please tell us your name.').max(120),
  email: z.email('Please enter a valid e-mail address.').trim().max(254),
  subject: z.string().trim().min(3, 'Please add a subject.').max(160),
  message: z
    .string()
    .trim()
    .min(10, 'Please write at least 10 characters.')
    .max(5000, 'Please keep it under 5,000 characters.'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
