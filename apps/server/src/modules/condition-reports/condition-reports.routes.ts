import {
  conditionReportFormSchema,
  conditionReportSavedSchema,
  conditionReportsResponseSchema,
  errorResponses,
  idParamsSchema,
  MAX_CONDITION_PHOTOS,
} from '@ownless/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Message } from '../../i18n';
import { AppError, badRequest, type FieldMessages } from '../../lib/errors';
import { MAX_UPLOAD_BYTES } from '../../lib/images';
import { requireUser, userIdOf } from '../../plugins/auth';
import { TOO_MANY_CONDITION_PHOTOS, type UploadedFile } from './condition-photos';

const TOO_LARGE = /*i18n*/ 'Each photo must be under 10 MB.';

/**
 * Reads the multipart form: its text fields, and its `photos` files (at most one more than
 * a report holds, so that too many is told apart from the limit). Size and count limits
 * answer with a message on `photos`.
 */
async function readForm(req: FastifyRequest) {
  if (!req.isMultipart())
    throw badRequest(/*i18n*/ 'Send the report as multipart/form-data.', {
      body: [/*i18n*/ 'Send the report as multipart/form-data.'],
    });
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_CONDITION_PHOTOS + 1 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'photos' || part.fieldname === 'photos[]')
          files.push({ filename: part.filename, data });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, TOO_LARGE, { photos: [TOO_LARGE] });
    if (code === 'FST_FILES_LIMIT')
      throw badRequest(TOO_MANY_CONDITION_PHOTOS, { photos: [TOO_MANY_CONDITION_PHOTOS] });
    throw error;
  }
  const parsed = conditionReportFormSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: FieldMessages = {};
    for (const issue of parsed.error.issues)
      (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message as Message);
    const first = Object.values(errors)[0]![0]!;
    throw badRequest(
      Object.keys(errors).length === 1 ? first : /*i18n*/ 'Please correct the highlighted fields.',
      errors,
    );
  }
  return { form: parsed.data, files };
}

/**
 * Condition reports of a rental: `GET` for its renter, its owner and operators, `POST`
 * (multipart) for its renter and owner while the stage is open.
 */
export const conditionReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const conditions = app.services.conditionReports;

  app.get(
    '/reservation/:id/condition-reports',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        response: { 200: conditionReportsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return conditions.listFor(userIdOf(req), req.params.id);
    },
  );

  app.post(
    '/reservation/:id/condition-reports',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        response: {
          200: conditionReportSavedSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413),
        },
      },
    },
    async (req) => {
      const { form, files } = await readForm(req);
      const report = await conditions.save(userIdOf(req), req.params.id, form, files);
      return { report, message: req.say(/*i18n*/ 'Condition report saved.') };
    },
  );
};
