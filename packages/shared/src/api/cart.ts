import { z } from 'zod';
import { MAX_INT32 } from '../input';
import { cartSchema } from '../rental';

/** Contracts of apps/server/src/modules/cart; the cart itself is cartSchema in ../rental.ts. */

/**
 * A cart's id in a path. 0 is the cart the web holds before it knows one (its cart state
 * starts at 0): it means the signed-in user's active cart.
 */
export const ACTIVE_CART_ID = 0;
export const cartIdParamsSchema = z.object({
  cartId: z.coerce
    .number({ message: /*i18n*/ 'Must be a number.' })
    .int(/*i18n*/ 'Must be a whole number.')
    .min(ACTIVE_CART_ID, /*i18n*/ 'Must be 0 (your active cart) or a cart id.')
    .max(MAX_INT32, /*i18n*/ 'That id is too large.'),
});

/** 200 of POST /api/cart/add-to-cart. */
export const addToCartResponseSchema = z.object({ cartData: cartSchema, message: z.string() });
export type AddToCartResponse = z.infer<typeof addToCartResponseSchema>;

/** 200 of DELETE /api/cart/:id/remove-from-cart. */
export const removeFromCartResponseSchema = z.object({
  cartData: cartSchema,
  cartItemCount: z.number().int(),
  message: z.string(),
});
export type RemoveFromCartResponse = z.infer<typeof removeFromCartResponseSchema>;
