import { z } from 'zod';
import { currentUserSchema } from '../auth';
import { SELLER_STATUSES } from '../enums';
import { textSchema } from '../input';
import { sellerApplicationViewSchema } from '../listing-write';

/** Contracts of apps/server/src/modules/sellers; the application form is sellerApplicationSchema in ../listing-write.ts. */

export type SellerApplicationView = z.infer<typeof sellerApplicationViewSchema>;

/** 200 of GET /api/seller/application: the user's status and latest application. */
export const sellerStatusResponseSchema = z.object({
  sellerStatus: z.enum(SELLER_STATUSES).nullable(),
  application: sellerApplicationViewSchema.nullable(),
});
export type SellerStatusResponse = z.infer<typeof sellerStatusResponseSchema>;

/** 200 of applying and of an operator's decision: the application and its user after it. */
export const sellerDecisionResponseSchema = z.object({
  application: sellerApplicationViewSchema,
  user: currentUserSchema,
  message: z.string(),
});
export type SellerDecisionResponse = z.infer<typeof sellerDecisionResponseSchema>;

export const sellerApplicationListQuerySchema = z.object({
  status: z.enum(SELLER_STATUSES).optional(),
});

/** An application as operators see it, with its applicant. */
export const operatorSellerApplicationSchema = sellerApplicationViewSchema.extend({
  user: z.object({ id: z.number(), email: z.string(), fullName: z.string() }),
});
export type OperatorSellerApplication = z.infer<typeof operatorSellerApplicationSchema>;

/** 200 of GET /api/admin/seller-applications. */
export const operatorSellerApplicationListSchema = z.array(operatorSellerApplicationSchema);

/** The body of POST /api/admin/seller-applications/:id/(approve|reject). */
export const sellerDecisionInputSchema = z
  .object({ note: textSchema().trim().max(1000).optional() })
  .nullish();
