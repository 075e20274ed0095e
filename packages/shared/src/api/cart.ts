import { z } from 'zod';
import { idSchema } from '../input';
import { cartSchema } from '../rental';

/** Contracts of apps/server/src/modules/cart (spec §7 "Cart"); the cart itself is cartSchema in ../rental.ts. */

export const cartIdParamsSchema = z.object({ cartId: idSchema });

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
