import {
  authSuccessSchema,
  currentUserSchema,
  errorResponseSchema,
  loginSchema,
  messageSchema,
  noBodySchema,
  passwordChangeSchema,
  passwordEmailSchema,
  passwordResetSchema,
  registerSchema,
  textSchema,
  twoFactorChallengeSchema,
  twoFactorResendSchema,
  twoFactorToggleSchema,
  twoFactorVerifySchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userIdOf } from '../../plugins/auth';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };
const limit = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

/** Spec §7 "Auth and user": sign-up, login with two-factor, logout, verification, password reset. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;

  app.post(
    '/register',
    {
      config: limit(10, '10 minutes'),
      schema: {
        body: registerSchema,
        response: { 201: z.object({ token: z.string(), user: currentUserSchema, message: z.string() }), ...errors },
      },
    },
    async (req, reply) => {
      const result = await auth.register(req.body);
      return reply.status(201).send({
        ...result,
        message: 'Welcome to OwnLess! We sent you an e-mail to confirm your address.',
      });
    },
  );

  app.post(
    '/login',
    {
      config: limit(10, '1 minute'),
      schema: { body: loginSchema, response: { 200: z.union([authSuccessSchema, twoFactorChallengeSchema]), ...errors } },
    },
    async (req) => {
      const result = await auth.login(req.body.email, req.body.password);
      if (result.kind === 'two_factor') {
        return {
          data: {
            twoFactor: true as const,
            challenge_token: result.challengeToken,
            message: 'We e-mailed you a 6-digit code. Enter it to finish signing in.',
          },
        };
      }
      return { data: { token: result.token, user: result.user } };
    },
  );

  app.post(
    '/2fa/send-code-via-email',
    { config: limit(3, '10 minutes'), schema: { body: twoFactorResendSchema, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      await auth.resendTwoFactorCode(req.body.challenge_token);
      return { message: 'We sent you a new code.' };
    },
  );

  app.post(
    '/2fa/verify',
    { config: limit(10, '1 minute'), schema: { body: twoFactorVerifySchema, response: { 200: authSuccessSchema, ...errors } } },
    async (req) => ({ data: await auth.verifyTwoFactor(req.body.challenge_token, req.body.code) }),
  );

  app.post(
    '/logout',
    { preHandler: requireUser, schema: { body: noBodySchema, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      if (req.authTokenId !== null) await auth.logout(req.authTokenId);
      return { message: 'You are signed out.' };
    },
  );

  app.post(
    '/email/resend',
    { preHandler: requireUser, config: limit(3, '10 minutes'), schema: { body: noBodySchema, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      await auth.resendVerification(userIdOf(req));
      return { message: 'We sent you a new confirmation link.' };
    },
  );

  // The link in the verification e-mail: verifies, then sends the browser into the app.
  app.get(
    '/email/verify',
    { schema: { querystring: z.object({ token: textSchema().max(200).default('') }) } },
    async (req, reply) => reply.redirect(await auth.verifyEmail(req.query.token), 302),
  );

  app.post(
    '/password/email',
    { config: limit(5, '15 minutes'), schema: { body: passwordEmailSchema, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      await auth.requestPasswordReset(req.body.email);
      return { message: 'If an account exists for that e-mail, we sent a link to reset the password. It works for 60 minutes.' };
    },
  );

  app.post(
    '/password/reset',
    { config: limit(10, '15 minutes'), schema: { body: passwordResetSchema, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      await auth.resetPassword(req.body);
      return { message: 'Your password was changed. Please sign in with the new one.' };
    },
  );

  app.post(
    '/user/password',
    { preHandler: requireUser, config: limit(10, '15 minutes'), schema: { body: passwordChangeSchema, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      await auth.changePassword(userIdOf(req), req.authTokenId, req.body);
      return { message: 'Your password was changed. Other devices were signed out.' };
    },
  );

  app.post(
    '/user/two-factor',
    { preHandler: requireUser, config: limit(10, '15 minutes'), schema: { body: twoFactorToggleSchema, response: { 200: z.object({ user: currentUserSchema, message: z.string() }), ...errors } } },
    async (req) => {
      const user = await auth.setTwoFactor(userIdOf(req), req.body);
      return {
        user,
        message: user.twoFAEnabled
          ? 'Two-factor sign-in is on: we will e-mail you a code each time you sign in.'
          : 'Two-factor sign-in is off.',
      };
    },
  );
};
