import { addToCartSchema, cartSchema, errorResponseSchema, idParamsSchema, idSchema } from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };

/** Spec §7 "Cart", with the response shapes the spec's cart store reads. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = app.services.cart;

  app.post(
    '/cart/add-to-cart',
    { preHandler: requireUser, schema: { body: addToCartSchema, response: { 200: z.object({ cartData: cartSchema, message: z.string() }), ...errors } } },
    async (req) => {
      const { listing_id, ...selection } = req.body;
      return { cartData: await cart.add(userIdOf(req), listing_id, selection), message: 'Added to your cart.' };
    },
  );

  app.get(
    '/cart',
    { preHandler: requireUser, schema: { response: { 200: cartSchema, ...errors } } },
    async (req, reply) => reply.header('cache-control', 'no-store').send(await cart.active(userIdOf(req))),
  );

  app.get(
    '/cart/:cartId',
    { preHandler: requireUser, schema: { params: z.object({ cartId: idSchema }), response: { 200: cartSchema, ...errors } } },
    async (req, reply) => reply.header('cache-control', 'no-store').send(await cart.get(userIdOf(req), req.params.cartId)),
  );

  // {id} is the cart item's id.
  app.delete(
    '/cart/:id/remove-from-cart',
    {
      preHandler: requireUser,
      schema: { params: idParamsSchema, response: { 200: z.object({ cartData: cartSchema, cartItemCount: z.number().int(), message: z.string() }), ...errors } },
    },
    async (req) => {
      const data = await cart.remove(userIdOf(req), req.params.id);
      return { cartData: data, cartItemCount: data.cartItemsCount, message: 'Removed from your cart.' };
    },
  );
};
