import {
  ACTIVE_CART_ID,
  addToCartResponseSchema,
  addToCartSchema,
  cartIdParamsSchema,
  cartSchema,
  errorResponses,
  idParamsSchema,
  removeFromCartResponseSchema,
} from '@ownless/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Message } from '../../i18n';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Says messages in the request's language. */
const say = (req: FastifyRequest) => (message: Message) => req.say(message);

/** The cart API, with the response shapes the web's cart store reads. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = app.services.cart;

  app.post(
    '/cart/add-to-cart',
    {
      preHandler: requireUser,
      schema: { body: addToCartSchema, response: { 200: addToCartResponseSchema, ...errors } },
    },
    async (req) => {
      const { listing_id, ...selection } = req.body;
      return {
        cartData: await cart.add(userIdOf(req), listing_id, selection, say(req)),
        message: req.say(/*i18n*/ 'Added to your cart.'),
      };
    },
  );

  app.get(
    '/cart',
    { preHandler: requireUser, schema: { response: { 200: cartSchema, ...errors } } },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await cart.active(userIdOf(req), say(req))),
  );

  app.get(
    '/cart/:cartId',
    {
      preHandler: requireUser,
      schema: { params: cartIdParamsSchema, response: { 200: cartSchema, ...errors } },
    },
    async (req, reply) => {
      const { cartId } = req.params;
      const body =
        cartId === ACTIVE_CART_ID
          ? await cart.current(userIdOf(req), say(req))
          : await cart.get(userIdOf(req), cartId, say(req));
      return reply.header('cache-control', 'no-store').send(body);
    },
  );

  // {id} is the cart item's id.
  app.delete(
    '/cart/:id/remove-from-cart',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        response: { 200: removeFromCartResponseSchema, ...errors },
      },
    },
    async (req) => {
      const data = await cart.remove(userIdOf(req), req.params.id, say(req));
      return {
        cartData: data,
        cartItemCount: data.cartItemsCount,
        message: req.say(/*i18n*/ 'Removed from your cart.'),
      };
    },
  );
};
