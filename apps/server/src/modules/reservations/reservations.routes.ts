import {
  ACTION_ENDPOINTS,
  bookedQuerySchema,
  bookedResponseSchema,
  checkoutSchema,
  checkoutActionRequiredResponseSchema,
  checkoutResponseSchema,
  confirmCheckoutSchema,
  earningsSchema,
  errorResponses,
  idParamsSchema,
  noteSchema,
  PENDING_EXPIRY_HOURS,
  quoteResponseSchema,
  rentalSelectionSchema,
  rentPeriodActionSchema,
  requestReservationResponseSchema,
  requestReservationSchema,
  reservationActionResponseSchema,
  reservationKeyParamsSchema,
  reservationListQuerySchema,
  reservationLookupResponseSchema,
  reservationStatisticsSchema,
  reservationTransactionSchema,
  type ParticipantAction,
  type ReservationView,
  shipSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import type { Message } from '../../i18n';
import { requireUser, userIdOf } from '../../plugins/auth';
import type { Say } from './reservation-views';

const errors = errorResponses(400, 401, 402, 403, 404, 409, 422);

/** The reservations API: requests, lists, statistics and every transition. */
export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reservations = app.services.reservations;

  app.post(
    '/listing/:id/quote',
    {
      schema: {
        params: idParamsSchema,
        body: rentalSelectionSchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (req) => ({
      quote: req.userId
        ? await reservations.quoteForRenter(req.userId, req.params.id, req.body, (m) => req.say(m))
        : await reservations.quote(req.params.id, req.body, (m) => req.say(m)),
    }),
  );

  app.get(
    '/listing/:id/booked',
    {
      schema: {
        params: idParamsSchema,
        querystring: bookedQuerySchema,
        response: { 200: bookedResponseSchema, ...errors },
      },
    },
    async (req) => ({
      booked: await reservations.bookedPeriods(req.params.id, req.query, req.userId ?? null),
    }),
  );

  app.post(
    '/reservation/request-reservation',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: requestReservationSchema,
        response: { 201: requestReservationResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const say = (message: Message) => req.say(message);
      const created =
        'cart_id' in body
          ? await app.services.cart.request(userIdOf(req), body.cart_id, body.note, say)
          : await reservations.requestOne(
              userIdOf(req),
              body.listing_id,
              {
                frequency: body.frequency,
                start_at: body.start_at,
                units: body.units,
                quantity: body.quantity,
                fulfilment: body.fulfilment,
                shipping_option_id: body.shipping_option_id,
              },
              body.note,
              say,
            );
      return reply.status(201).send({
        reservations: created,
        message: req.say(
          created.length === 1
            ? /*i18n*/ {
                id: 'Request sent. The owner has {hours} hours to answer.',
                values: { hours: PENDING_EXPIRY_HOURS },
              }
            : /*i18n*/ {
                id: '{count} requests sent. Owners have {hours} hours to answer.',
                values: { count: created.length, hours: PENDING_EXPIRY_HOURS },
              },
        ),
      });
    },
  );

  app.get(
    '/reservation/statistics',
    {
      preHandler: requireUser,
      schema: { response: { 200: reservationStatisticsSchema, ...errors } },
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await reservations.statistics(userIdOf(req))),
  );

  app.get(
    '/reservation/earnings',
    {
      preHandler: requireUser,
      schema: { response: { 200: earningsSchema, ...errors } },
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await reservations.earnings(userIdOf(req))),
  );

  app.get(
    '/reservation/:id/transaction',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        response: { 200: reservationTransactionSchema, ...errors },
      },
    },
    async (req) =>
      reservations.transaction(userIdOf(req), req.params.id, (message) => req.say(message)),
  );

  // /reservation/{role or status}: a role (renter, owner) or a list key of
  // RENTER_LISTS / OWNER_LISTS (packages/shared reservation-machine.ts), or a numeric id for one
  // reservation.
  app.get(
    '/reservation/:key',
    {
      preHandler: requireUser,
      schema: {
        params: reservationKeyParamsSchema,
        querystring: reservationListQuerySchema,
        response: { 200: reservationLookupResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const say = (message: Message) => req.say(message);
      if (/^\d+$/.test(req.params.key))
        return {
          reservation: await reservations.detail(userIdOf(req), Number(req.params.key), say),
        };
      return reservations.list(userIdOf(req), req.params.key, req.query, say);
    },
  );

  /** One route per row of the shared lifecycle table (ACTION_ENDPOINTS). */
  const action = (
    path: string,
    message: (body: unknown) => string,
    run: (userId: number, id: number, body: unknown, say: Say) => Promise<unknown>,
    body: z.ZodType = noteSchema,
  ) =>
    app.post(
      `/reservation/:id/${path}`,
      {
        preHandler: requireUser,
        schema: {
          params: idParamsSchema,
          body,
          response: { 200: reservationActionResponseSchema, ...errors },
        },
      },
      async (req) => ({
        reservation: (await run(userIdOf(req), req.params.id, req.body, (message) =>
          req.say(message),
        )) as ReservationView,
        message: req.say(message(req.body)),
      }),
    );
  const answer = (name: ParticipantAction) => () => ACTION_ENDPOINTS[name].message;

  type Note = z.infer<typeof noteSchema>;
  action(ACTION_ENDPOINTS.approve.path, answer('approve'), (u, i, _, say) =>
    reservations.approve(u, i, say),
  );
  action(ACTION_ENDPOINTS.reject.path, answer('reject'), (u, i, b, say) =>
    reservations.reject(u, i, (b as Note)?.reason, say),
  );
  action(
    ACTION_ENDPOINTS.ship.path,
    answer('ship'),
    (u, i, b, say) =>
      reservations.ship(u, i, (b as z.infer<typeof shipSchema>)?.tracking_number, say),
    shipSchema,
  );
  // start and return share one path; the body says which.
  type PeriodAction = z.infer<typeof rentPeriodActionSchema>;
  action(
    ACTION_ENDPOINTS.start.path,
    (b) => ACTION_ENDPOINTS[(b as PeriodAction).action].message,
    (u, i, b, say) => reservations.periodAction(u, i, (b as PeriodAction).action, say),
    rentPeriodActionSchema,
  );
  action(ACTION_ENDPOINTS.complete.path, answer('complete'), (u, i, _, say) =>
    reservations.complete(u, i, say),
  );
  // 200 when paid; 202 with payment_action when the card's bank asks the card holder to
  // confirm (3-D Secure), then POST …/checkout-items/confirm (decisions 0013).
  app.post(
    `/reservation/:id/${ACTION_ENDPOINTS.checkout.path}`,
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: checkoutSchema,
        response: {
          200: checkoutResponseSchema,
          202: checkoutActionRequiredResponseSchema,
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const result = await reservations.checkout(
        userIdOf(req),
        req.params.id,
        'card' in body ? { card: body.card } : { paymentMethodId: body.payment_method_id },
        (message) => req.say(message),
      );
      if (!result.paymentAction)
        return {
          reservation: result.reservation,
          message: req.say(ACTION_ENDPOINTS.checkout.message),
          payment_action: null,
        };
      reply.code(202);
      return {
        reservation: result.reservation,
        message: req.say(
          /*i18n*/ 'Your bank asks you to confirm this payment. Nothing has been charged yet.',
        ),
        payment_action: result.paymentAction,
      };
    },
  );
  action(
    `${ACTION_ENDPOINTS.checkout.path}/confirm`,
    answer('checkout'),
    (u, i, b, say) =>
      reservations.confirmCheckout(
        u,
        i,
        (b as z.infer<typeof confirmCheckoutSchema>).payment_intent_id,
        say,
      ),
    confirmCheckoutSchema,
  );
  action(ACTION_ENDPOINTS['cancel-by-renter'].path, answer('cancel-by-renter'), (u, i, b, say) =>
    reservations.cancelByRenter(u, i, (b as Note)?.reason, say),
  );
  action(ACTION_ENDPOINTS['cancel-by-owner'].path, answer('cancel-by-owner'), (u, i, b, say) =>
    reservations.cancelByOwner(u, i, (b as Note)?.reason, say),
  );
};
