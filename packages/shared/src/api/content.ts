import { z } from 'zod';
import { blogPostSchema } from '../content';
import { textSchema } from '../input';
import {
  categorySchema,
  faqSchema,
  policySchema,
  rentalTypeSchema,
  shippingOptionSchema,
  termsSchema,
} from '../reference';

/** Contracts of apps/server/src/modules/content: reference data, the blog and the contact form. */

export const rentalTypeListSchema = z.array(rentalTypeSchema);
export const categoryListSchema = z.array(categorySchema);
export const faqListSchema = z.array(faqSchema);
export const policyListSchema = z.array(policySchema);
export const shippingOptionListSchema = z.array(shippingOptionSchema);
export const termsListSchema = z.array(termsSchema);

/** A blog post is addressed by its slug. */
export const blogPostParamsSchema = z.object({ id: textSchema().trim().min(1).max(120) });

/** 200 of GET /api/blog-posts/:id. */
export const blogPostResponseSchema = z.object({ post: blogPostSchema });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

/** 201 of POST /api/contact. */
export const contactResponseSchema = z.object({ message: z.string(), id: z.number().int() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
