import {
  authSuccessSchema,
  emailVerifyQuerySchema,
  errorResponses,
  idParamsSchema,
  loginResponseSchema,
  loginSchema,
  messageSchema,
  noBodySchema,
  passwordChangeSchema,
  passwordEmailSchema,
  passwordResetSchema,
  redirectResponseSchema,
  registerResponseSchema,
  registerSchema,
  sessionListSchema,
  twoFactorResendSchema,
  twoFactorToggleResponseSchema,
  twoFactorToggleSchema,
  twoFactorVerifySchema,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { requireUser, userIdOf } from '../../plugins/auth';
import { accountLimit, waitMessage } from './account-limits';
import { userAgentOf } from './user-agent';

const errors = errorResponses(400, 401, 403, 404, 422, 429);

/** Counts the attempt against the account when the credentials (password or code) were wrong. */
async function countingFailures<T>(
  count: () => Promise<void>,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422) await count();
    throw error;
  }
}
const limit = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

/** The auth and user API: sign-up, login with two-factor, logout, verification, password reset. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  app.addHook('onClose', async () => auth.settled());

  // Per account, on top of the per-IP limits below (decision 0004). Failed logins and wrong
  // codes count, so the owner who types the right password is not locked out by volume alone.
  const loginFailures = accountLimit(app, {
    name: 'login-failures',
    max: 10,
    timeWindow: '15 minutes',
    key: (req) => (req.body as { email?: string } | undefined)?.email ?? null,
    message: waitMessage(/*i18n*/ 'Too many failed sign-ins for this account.'),
  });
  const twoFactorFailures = accountLimit(app, {
    name: '2fa-failures',
    max: 10,
    timeWindow: '15 minutes',
    key: async (req) => {
      const challenge = (req.body as { challenge_token?: string } | undefined)?.challenge_token;
      return challenge ? ((await auth.challengeOwner(challenge)) ?? null) : null;
    },
    message: waitMessage(/*i18n*/ 'Too many wrong codes for this account.'),
  });
  const resetRequests = accountLimit(app, {
    name: 'password-email',
    max: 3,
    timeWindow: '1 hour',
    key: (req) => (req.body as { email?: string } | undefined)?.email ?? null,
    message: waitMessage(/*i18n*/ 'We already sent several reset links to this address.'),
  });

  app.post(
    '/register',
    {
      config: limit(10, '10 minutes'),
      schema: {
        body: registerSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const userAgent = userAgentOf(req.headers['user-agent']);
      const result = await auth.register(req.body, userAgent, req.locale);
      return reply.status(201).send({
        ...result,
        message: req.say(
          /*i18n*/ 'Almost there! Open the link we e-mailed you to confirm the address and finish signing up.',
        ),
      });
    },
  );

  app.post(
    '/login',
    {
      config: limit(10, '1 minute'),
      schema: { body: loginSchema, response: { 200: loginResponseSchema, ...errors } },
      preHandler: (req, reply) => loginFailures.check(req, reply),
    },
    async (req) => {
      const result = await countingFailures(
        () => loginFailures.count(req),
        () => auth.login(req.body.email, req.body.password, userAgentOf(req.headers['user-agent'])),
      );
      if (result.kind === 'two_factor') {
        return {
          data: {
            twoFactor: true as const,
            challenge_token: result.challengeToken,
            message: req.say(
              /*i18n*/ 'We e-mailed you a 6-digit code. Enter it to finish signing in.',
            ),
          },
        };
      }
      return { data: { token: result.token, user: result.user } };
    },
  );

  app.post(
    '/2fa/send-code-via-email',
    {
      config: limit(3, '10 minutes'),
      schema: { body: twoFactorResendSchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => {
      await auth.resendTwoFactorCode(req.body.challenge_token);
      return { message: req.say(/*i18n*/ 'We sent you a new code.') };
    },
  );

  app.post(
    '/2fa/verify',
    {
      config: limit(10, '1 minute'),
      schema: { body: twoFactorVerifySchema, response: { 200: authSuccessSchema, ...errors } },
      preHandler: (req, reply) => twoFactorFailures.check(req, reply),
    },
    async (req) => ({
      data: await countingFailures(
        () => twoFactorFailures.count(req),
        () =>
          auth.verifyTwoFactor(
            req.body.challenge_token,
            req.body.code,
            userAgentOf(req.headers['user-agent']),
          ),
      ),
    }),
  );

  app.post(
    '/logout',
    {
      preHandler: requireUser,
      schema: { body: noBodySchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => {
      if (req.authTokenId !== null && req.userId !== null)
        await auth.logout(req.userId, req.authTokenId);
      return { message: req.say(/*i18n*/ 'You are signed out.') };
    },
  );

  app.post(
    '/email/resend',
    {
      preHandler: requireUser,
      config: limit(3, '10 minutes'),
      schema: { body: noBodySchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => {
      await auth.resendVerification(userIdOf(req));
      return { message: req.say(/*i18n*/ 'We sent you a new confirmation link.') };
    },
  );

  // The link in the verification e-mail: verifies, then sends the browser into the app.
  app.get(
    '/email/verify',
    {
      schema: {
        querystring: emailVerifyQuerySchema,
        response: { 302: redirectResponseSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => reply.redirect(await auth.verifyEmail(req.query.token), 302),
  );

  app.post(
    '/password/email',
    {
      config: limit(5, '15 minutes'),
      schema: { body: passwordEmailSchema, response: { 200: messageSchema, ...errors } },
      preHandler: (req, reply) => resetRequests.take(req, reply),
    },
    async (req) => {
      auth.requestPasswordReset(req.body.email);
      return {
        message: req.say(
          /*i18n*/ 'If an account exists for that e-mail, we sent a link to reset the password. It works for 60 minutes.',
        ),
      };
    },
  );

  app.post(
    '/password/reset',
    {
      config: limit(10, '15 minutes'),
      schema: { body: passwordResetSchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => {
      await auth.resetPassword(req.body);
      return {
        message: req.say(/*i18n*/ 'Your password was changed. Please sign in with the new one.'),
      };
    },
  );

  app.post(
    '/user/password',
    {
      preHandler: requireUser,
      config: limit(10, '15 minutes'),
      schema: { body: passwordChangeSchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => {
      await auth.changePassword(userIdOf(req), req.authTokenId, req.body);
      return {
        message: req.say(/*i18n*/ 'Your password was changed. Other devices were signed out.'),
      };
    },
  );

  app.post(
    '/user/two-factor',
    {
      preHandler: requireUser,
      config: limit(10, '15 minutes'),
      schema: {
        body: twoFactorToggleSchema,
        response: { 200: twoFactorToggleResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = await auth.setTwoFactor(userIdOf(req), req.body);
      return {
        user,
        message: req.say(
          user.twoFAEnabled
            ? /*i18n*/ 'Two-factor sign-in is on: we will e-mail you a code each time you sign in.'
            : /*i18n*/ 'Two-factor sign-in is off.',
        ),
      };
    },
  );

  // Active sessions (decision 0004): the signed-in user's devices, one signed out, or all others.
  app.get(
    '/sessions',
    { preHandler: requireUser, schema: { response: { 200: sessionListSchema, ...errors } } },
    async (req) => ({ sessions: await auth.listSessions(userIdOf(req), req.authTokenId) }),
  );

  app.delete(
    '/sessions/:id',
    {
      preHandler: requireUser,
      schema: { params: idParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => {
      await auth.revokeSession(userIdOf(req), req.params.id);
      return {
        message:
          req.params.id === req.authTokenId
            ? req.say(/*i18n*/ 'You are signed out.')
            : req.say(/*i18n*/ 'That device was signed out.'),
      };
    },
  );

  app.post(
    '/sessions/revoke-all',
    {
      preHandler: requireUser,
      schema: { body: noBodySchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => {
      await auth.revokeOtherSessions(userIdOf(req), req.authTokenId);
      return { message: req.say(/*i18n*/ 'Every other device was signed out.') };
    },
  );
};
