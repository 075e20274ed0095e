import {
  auditLogPageSchema,
  auditLogQuerySchema,
  bulkUnpublishResponseSchema,
  bulkUnpublishSchema,
  errorResponses,
  idParamsSchema,
  maintenanceStateSchema,
  maintenanceUpdateSchema,
  operatorListingsPageSchema,
  operatorListingsQuerySchema,
  operatorReasonSchema,
  operatorUserDetailSchema,
  operatorUsersPageSchema,
  operatorUsersQuerySchema,
  optionalOperatorReasonSchema,
  restoreListingResponseSchema,
  restoreUserResponseSchema,
  suspendUserResponseSchema,
  unpublishListingResponseSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userIdOf } from '../../plugins/auth';
import { userRoom } from '../../realtime/socket';
import { messagesRoutes } from './messages.routes';
import { overviewRoutes } from './overview.routes';
import { operatorReservationsRoutes } from './reservations.routes';
import { operatorReviewsRoutes } from './reviews.routes';
import { operatorContentRoutes } from './content.routes';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The operator console's API (decision 0009): role `admin` only, 403 for everyone else. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = app.services.operator;
  await app.register(overviewRoutes);
  await app.register(messagesRoutes);
  await app.register(operatorReservationsRoutes);
  await app.register(operatorReviewsRoutes);
  await app.register(operatorContentRoutes);

  app.get(
    '/admin/audit-log',
    {
      preHandler: requireUser,
      schema: {
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (req) => operator.audit(userIdOf(req), req.query),
  );

  app.get(
    '/admin/users',
    {
      preHandler: requireUser,
      schema: {
        querystring: operatorUsersQuerySchema,
        response: { 200: operatorUsersPageSchema, ...errors },
      },
    },
    async (req) => operator.users(userIdOf(req), req.query),
  );

  app.get(
    '/admin/users/:id',
    {
      preHandler: requireUser,
      schema: { params: idParamsSchema, response: { 200: operatorUserDetailSchema, ...errors } },
    },
    async (req) => operator.userDetail(userIdOf(req), req.params.id),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: operatorReasonSchema,
        response: {
          200: suspendUserResponseSchema,
          ...errors,
        },
      },
    },
    async (req) => {
      const result = await operator.suspend(userIdOf(req), req.params.id, req.body.reason);
      // Open real-time connections end now too (every instance, through the adapter).
      await Promise.resolve(app.io.in(userRoom(req.params.id)).disconnectSockets(true)).catch(
        (error: unknown) =>
          req.log.warn({ err: error }, 'could not close the suspended user’s sockets'),
      );
      return { ...result, message: req.say(result.message) };
    },
  );

  app.post(
    '/admin/users/:id/restore',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: optionalOperatorReasonSchema,
        response: { 200: restoreUserResponseSchema, ...errors },
      },
    },
    async (req) => {
      const restored = await operator.restore(userIdOf(req), req.params.id, req.body?.reason);
      return { ...restored, message: req.say(restored.message) };
    },
  );

  app.get(
    '/admin/listings',
    {
      preHandler: requireUser,
      schema: {
        querystring: operatorListingsQuerySchema,
        response: { 200: operatorListingsPageSchema, ...errors },
      },
    },
    async (req) => operator.listings(userIdOf(req), req.query),
  );

  app.post(
    '/admin/listings/:id/unpublish',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: operatorReasonSchema,
        response: { 200: unpublishListingResponseSchema, ...errors },
      },
    },
    async (req) => {
      const done = await operator.unpublishListing(userIdOf(req), req.params.id, req.body.reason);
      return { ...done, message: req.say(done.message) };
    },
  );

  app.post(
    '/admin/listings/:id/restore',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: optionalOperatorReasonSchema,
        response: { 200: restoreListingResponseSchema, ...errors },
      },
    },
    async (req) => {
      const done = await operator.restoreListing(userIdOf(req), req.params.id, req.body?.reason);
      return { ...done, message: req.say(done.message) };
    },
  );

  app.post(
    '/admin/listings/unpublish',
    {
      preHandler: requireUser,
      schema: {
        body: bulkUnpublishSchema,
        response: { 200: bulkUnpublishResponseSchema, ...errors },
      },
    },
    async (req) => {
      const done = await operator.bulkUnpublish(userIdOf(req), req.body.ids, req.body.reason);
      return { ...done, message: req.say(done.message) };
    },
  );

  app.get(
    '/admin/maintenance',
    { preHandler: requireUser, schema: { response: { 200: maintenanceStateSchema, ...errors } } },
    async (req) => {
      await operator.assertAdmin(userIdOf(req));
      return operator.maintenanceState();
    },
  );

  app.put(
    '/admin/maintenance',
    {
      preHandler: requireUser,
      schema: {
        body: maintenanceUpdateSchema,
        response: { 200: maintenanceStateSchema, ...errors },
      },
    },
    async (req) => operator.setMaintenance(userIdOf(req), req.body.on, req.body.message),
  );
};
