import {
  currentUserResponseSchema,
  errorResponses,
  idParamsSchema,
  localeUpdateSchema,
  profileResponseSchema,
  profileUpdateSchema,
  publicUserResponseSchema,
  referralsResponseSchema,
  starterResponseSchema,
  toggleTourSchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { MAX_UPLOAD_BYTES } from '../../lib/images';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 404, 413, 422);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.users;

  // The current user; the client's token check (at start-up and in the route guard).
  app.get(
    '/user/personal/info',
    {
      preHandler: requireUser,
      schema: { response: { 200: currentUserResponseSchema, ...errors } },
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send({ data: await users.me(userIdOf(req)) }),
  );

  app.get(
    '/user/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: publicUserResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await users.publicProfile(req.params.id) }),
  );

  app.post(
    '/user/toggle-tour',
    {
      preHandler: requireUser,
      schema: { body: toggleTourSchema, response: { 200: currentUserResponseSchema, ...errors } },
    },
    async (req) => ({ data: await users.markTourDone(userIdOf(req), req.body.tour) }),
  );

  app.patch(
    '/user/profile',
    {
      preHandler: requireUser,
      schema: { body: profileUpdateSchema, response: { 200: profileResponseSchema, ...errors } },
    },
    async (req) => ({
      data: await users.updateProfile(userIdOf(req), req.body),
      message: req.say(/*i18n*/ 'Your profile was saved.'),
    }),
  );

  // The language of the app and of the e-mails the user receives (the language menu).
  app.patch(
    '/user/locale',
    {
      preHandler: requireUser,
      schema: { body: localeUpdateSchema, response: { 200: currentUserResponseSchema, ...errors } },
    },
    async (req) => ({ data: await users.setLocale(userIdOf(req), req.body.locale) }),
  );

  app.post(
    '/user/profile/avatar',
    { preHandler: requireUser, schema: { response: { 200: profileResponseSchema, ...errors } } },
    async (req) => {
      if (!req.isMultipart())
        throw badRequest(/*i18n*/ 'Send the picture as multipart/form-data.', {
          avatar: [/*i18n*/ 'Choose a picture.'],
        });
      const file = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!file)
        throw badRequest(/*i18n*/ 'Choose a picture.', { avatar: [/*i18n*/ 'Choose a picture.'] });
      const buffer = await file.toBuffer();
      return {
        data: await users.uploadAvatar(userIdOf(req), buffer),
        message: req.say(/*i18n*/ 'Your picture was updated.'),
      };
    },
  );

  app.delete(
    '/user/profile/avatar',
    { preHandler: requireUser, schema: { response: { 200: profileResponseSchema, ...errors } } },
    async (req) => ({
      data: await users.removeAvatar(userIdOf(req)),
      message: req.say(/*i18n*/ 'Your picture was removed.'),
    }),
  );

  app.get(
    '/user/referrals',
    {
      preHandler: requireUser,
      schema: {
        response: {
          200: referralsResponseSchema,
          ...errors,
        },
      },
    },
    async (req) => users.referrals(userIdOf(req)),
  );

  app.get(
    '/user/starter',
    {
      preHandler: requireUser,
      schema: {
        response: {
          200: starterResponseSchema,
          ...errors,
        },
      },
    },
    async (req) => users.starter(userIdOf(req)),
  );
};
