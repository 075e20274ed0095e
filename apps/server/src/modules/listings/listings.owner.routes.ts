import {
  blockDateInputSchema,
  blockDateParamsSchema,
  errorResponses,
  idParamsSchema,
  imageOrderSchema,
  listingCreateSchema,
  listingImageParamsSchema,
  listingResponseSchema,
  listingUpdateSchema,
  noBodySchema,
  personalListQuerySchema,
  personalListSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { MAX_UPLOAD_BYTES } from '../../lib/images';
import { requireUser, userIdOf } from '../../plugins/auth';
import { MAX_IMAGES_PER_LISTING } from './listings.owner.photos.service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422);
const listingResponses = { 200: listingResponseSchema, ...errors };
const owned = { preHandler: requireUser };

/**
 * An owner-only route on one listing that answers `{ listing, message }`: signed in, the
 * params (and body) validated, the listing and every error status declared.
 */
function answersListing<P extends z.ZodType>(
  params: P,
): {
  preHandler: typeof requireUser;
  schema: { params: P; response: typeof listingResponses };
};
function answersListing<P extends z.ZodType, B extends z.ZodType>(
  params: P,
  body: B,
): {
  preHandler: typeof requireUser;
  schema: { params: P; body: B; response: typeof listingResponses };
};
function answersListing(params: z.ZodType, body?: z.ZodType) {
  return {
    ...owned,
    schema: { params, ...(body ? { body } : {}), response: listingResponses },
  };
}

/** The listings API: everything only a listing's owner may do. */
export const listingsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.services.listingsOwner;

  app.post(
    '/listing',
    {
      ...owned,
      schema: { body: listingCreateSchema, response: { 201: listingResponseSchema, ...errors } },
    },
    async (req, reply) =>
      reply.status(201).send({
        listing: await owner.create(userIdOf(req), req.body),
        message: req.say(/*i18n*/ 'Draft saved.'),
      }),
  );

  app.patch('/listing/:id', answersListing(idParamsSchema, listingUpdateSchema), async (req) => ({
    listing: await owner.update(userIdOf(req), req.params.id, req.body),
    message: req.say(/*i18n*/ 'Saved.'),
  }));

  app.patch('/listing/:id/publish', answersListing(idParamsSchema, noBodySchema), async (req) => ({
    listing: await owner.publish(userIdOf(req), req.params.id),
    message: req.say(/*i18n*/ 'Your listing is live.'),
  }));

  app.post(
    '/listing/:id/deactivate',
    answersListing(idParamsSchema, noBodySchema),
    async (req) => ({
      listing: await owner.deactivate(userIdOf(req), req.params.id),
      message: req.say(
        /*i18n*/ 'The listing is hidden from search. Reservations already made stay as they are.',
      ),
    }),
  );

  app.post('/listing/:id/activate', answersListing(idParamsSchema, noBodySchema), async (req) => ({
    listing: await owner.activate(userIdOf(req), req.params.id),
    message: req.say(/*i18n*/ 'The listing is live again.'),
  }));

  app.get(
    '/listing/personal/list',
    {
      ...owned,
      schema: {
        querystring: personalListQuerySchema,
        response: { 200: personalListSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await owner.personalList(userIdOf(req), req.query)),
  );

  app.get('/listing/:id/manage', answersListing(idParamsSchema), async (req, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ listing: await owner.ownerDetail(userIdOf(req), req.params.id) }),
  );

  app.post('/listing/:id/upload', answersListing(idParamsSchema), async (req) => {
    if (!req.isMultipart())
      throw badRequest(/*i18n*/ 'Send the photos as multipart/form-data.', {
        images: [/*i18n*/ 'Choose at least one photo.'],
      });
    const files: { filename: string; data: Buffer }[] = [];
    for await (const part of req.files({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_IMAGES_PER_LISTING + 1 },
    })) {
      files.push({ filename: part.filename, data: await part.toBuffer() });
    }
    return {
      listing: await owner.uploadImages(userIdOf(req), req.params.id, files),
      message: req.say(/*i18n*/ 'Photos added.'),
    };
  });

  app.delete(
    '/listing/:id/images/:imageId',
    answersListing(listingImageParamsSchema),
    async (req) => ({
      listing: await owner.deleteImage(userIdOf(req), req.params.id, req.params.imageId),
      message: req.say(/*i18n*/ 'Photo removed.'),
    }),
  );

  app.patch(
    '/listing/:id/images/:imageId/cover',
    answersListing(listingImageParamsSchema, noBodySchema),
    async (req) => ({
      listing: await owner.setCover(userIdOf(req), req.params.id, req.params.imageId),
      message: req.say(/*i18n*/ 'Cover photo set.'),
    }),
  );

  app.patch(
    '/listing/:id/images/order',
    answersListing(idParamsSchema, imageOrderSchema),
    async (req) => ({
      listing: await owner.reorderImages(userIdOf(req), req.params.id, req.body.image_ids),
      message: req.say(/*i18n*/ 'Order saved.'),
    }),
  );

  app.post(
    '/listing/:id/blockdate',
    answersListing(idParamsSchema, blockDateInputSchema),
    async (req) => ({
      listing: await owner.blockDates(userIdOf(req), req.params.id, req.body),
      message: req.say(/*i18n*/ 'Dates blocked.'),
    }),
  );

  app.delete(
    '/listing/:id/blockdate/:blockDateId',
    answersListing(blockDateParamsSchema),
    async (req) => ({
      listing: await owner.unblockDates(userIdOf(req), req.params.id, req.params.blockDateId),
      message: req.say(/*i18n*/ 'Dates unblocked.'),
    }),
  );
};
