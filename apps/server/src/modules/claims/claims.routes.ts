import {
  CLAIM_PHOTOS_MAX,
  claimFieldsSchema,
  decideClaimSchema,
  disputeFieldsSchema,
  errorResponses,
  idParamsSchema,
  noBodySchema,
  operatorClaimDetailSchema,
  operatorClaimsPageSchema,
  operatorClaimsQuerySchema,
  reservationActionResponseSchema,
} from '@ownless/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Message } from '../../i18n';
import { AppError, badRequest, type FieldMessages } from '../../lib/errors';
import { MAX_UPLOAD_BYTES } from '../../lib/images';
import { requireUser, userIdOf } from '../../plugins/auth';
import { TOO_MANY_CLAIM_PHOTOS, type UploadedFile } from './claim-photos';

const TOO_LARGE = /*i18n*/ 'Each photo must be under 10 MB.';

/**
 * Reads a multipart claim or dispute: its text fields (a repeated field becomes a list) and
 * its `photos` files (one more than allowed is read, so too many is told apart). Anything
 * wrong answers 400 with the field's message, before a photo is stored.
 */
async function readForm<S extends z.ZodTypeAny>(req: FastifyRequest, schema: S) {
  if (!req.isMultipart())
    throw badRequest(/*i18n*/ 'Send the claim as multipart/form-data.', {
      body: [/*i18n*/ 'Send the claim as multipart/form-data.'],
    });
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: CLAIM_PHOTOS_MAX + 1 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'photos' || part.fieldname === 'photos[]')
          files.push({ filename: part.filename, data });
      } else if (typeof part.value === 'string') {
        const name = part.fieldname.replace(/\[\]$/, '');
        const seen = fields[name];
        fields[name] =
          seen === undefined ? part.value : [...(Array.isArray(seen) ? seen : [seen]), part.value];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, TOO_LARGE, { photos: [TOO_LARGE] });
    if (code === 'FST_FILES_LIMIT')
      throw badRequest(TOO_MANY_CLAIM_PHOTOS, { photos: [TOO_MANY_CLAIM_PHOTOS] });
    throw error;
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const errors: FieldMessages = {};
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message as Message);
    const first = Object.values(errors)[0]![0]!;
    throw badRequest(
      Object.keys(errors).length === 1 ? first : /*i18n*/ 'Please correct the highlighted fields.',
      errors,
    );
  }
  return { form: parsed.data as z.infer<S>, files };
}

const participantErrors = errorResponses(400, 401, 403, 404, 409, 413);
const operatorErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * Damage claims (decision 0027): the owner claims on the deposit, the renter accepts or
 * disputes, the operator decides a disputed claim (role `admin`, 403 for anyone else).
 */
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const claims = app.services.claims;

  app.post(
    '/reservation/:id/claims',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        response: { 201: reservationActionResponseSchema, ...participantErrors },
      },
    },
    async (req, reply) => {
      const { form, files } = await readForm(req, claimFieldsSchema);
      const reservation = await claims.open(
        userIdOf(req),
        req.params.id,
        form,
        files,
        (m: Message) => req.say(m),
      );
      return reply.code(201).send({
        reservation,
        message: req.say(
          /*i18n*/ 'Claim sent. The renter has been told and can accept or dispute it.',
        ),
      });
    },
  );

  app.post(
    '/claims/:id/accept',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: reservationActionResponseSchema, ...participantErrors },
      },
    },
    async (req) => ({
      reservation: await claims.accept(userIdOf(req), req.params.id, (m: Message) => req.say(m)),
      message: req.say(
        /*i18n*/ 'Claim accepted. The amount is taken from your deposit and the rest released.',
      ),
    }),
  );

  app.post(
    '/claims/:id/dispute',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        response: { 200: reservationActionResponseSchema, ...participantErrors },
      },
    },
    async (req) => {
      const { form, files } = await readForm(req, disputeFieldsSchema);
      return {
        reservation: await claims.dispute(
          userIdOf(req),
          req.params.id,
          form.reason,
          files,
          (m: Message) => req.say(m),
        ),
        message: req.say(/*i18n*/ 'Dispute sent. OwnLess support will decide and tell you both.'),
      };
    },
  );

  app.get(
    '/operator/claims',
    {
      preHandler: requireUser,
      schema: {
        querystring: operatorClaimsQuerySchema,
        response: { 200: operatorClaimsPageSchema, ...operatorErrors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return claims.queue(userIdOf(req), req.query);
    },
  );

  app.get(
    '/operator/claims/:id',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        response: { 200: operatorClaimDetailSchema, ...operatorErrors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return claims.detail(userIdOf(req), req.params.id, req.locale);
    },
  );

  app.post(
    '/operator/claims/:id/decide',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: decideClaimSchema,
        response: { 200: operatorClaimDetailSchema, ...operatorErrors },
      },
    },
    async (req) => claims.decide(userIdOf(req), req.params.id, req.body, req.locale),
  );
};
