import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../lib/errors';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';

/** PostgreSQL error codes that mean "the request broke a rule", not "the server broke". */
const DATABASE_RULE_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'That already exists.' },
  '23503': { status: 400, message: 'That refers to something that does not exist.' },
  '23514': { status: 400, message: 'Some values are not allowed.' },
  '22P02': { status: 400, message: 'Some values have the wrong format.' },
  '22003': { status: 400, message: 'A number is out of range.' },
  '22007': { status: 400, message: 'A date is not valid.' },
  '22008': { status: 400, message: 'A date is out of range.' },
};

function fieldName(instancePath: string, context: string | undefined) {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || (context === 'body' ? 'body' : (context ?? 'request'));
}

/**
 * One error shape for every failure: `{ message, errors? }`. Validation problems become
 * 400 with a message per field; nothing internal (stack, SQL) ever reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext);
        const message =
          field === 'body' && issue.message === 'This field is required.'
            ? 'The request needs a JSON body.'
            : (issue.message ?? 'Not valid.');
        (errors[field] ??= []).push(message);
      }
      const first = Object.values(errors)[0]?.[0];
      const message =
        Object.keys(errors).length === 1 && first ? first : 'Please correct the highlighted fields.';
      return reply.status(400).send({ message, errors });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: GENERIC_SERVER_ERROR });
    }

    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code in DATABASE_RULE_ERRORS) {
      const rule = DATABASE_RULE_ERRORS[code]!;
      request.log.warn({ err: error }, 'database rule rejected the request');
      return reply.status(rule.status).send({ message: rule.message });
    }

    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_SERVER_ERROR });
  });
}
