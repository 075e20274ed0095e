import { z } from 'zod';
import { textSchema } from './input';

export const rentalTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});
export type RentalType = z.infer<typeof rentalTypeSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  rental_type_id: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const statEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  listings_count: z.number().int(),
});

export const rentalTypeStatsSchema = z.object({
  categoriesStats: z.array(statEntrySchema),
  rentalTypes: z.array(statEntrySchema),
});
export type RentalTypeStats = z.infer<typeof rentalTypeStatsSchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  position: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

/** Cancellation policy. The refund rules themselves live in the pricing maths. */
export const policySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** When the current version was published (decision 0016). */
  updated_at: z.string(),
});
export type Policy = z.infer<typeof policySchema>;

export const shippingOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  price_cents: z.number().int(),
  estimated_days: z.number().int().nullable(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const termsSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
export type Terms = z.infer<typeof termsSchema>;

export const termsQuerySchema = z.object({
  category: textSchema().trim().min(1, /*i18n*/ 'Choose a category.').max(60),
});
