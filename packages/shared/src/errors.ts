import { z } from 'zod';

/** The one error shape every API failure leaves in. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The error statuses a route may answer with; 500 is added to every route's list. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;

/**
 * The error part of a route's `schema.response`: each status it can answer with, all in
 * the one error shape. Every route can fail on our side, so 500 is always included.
 */
export function errorResponses<const C extends ErrorStatus = never>(
  ...codes: C[]
): Record<C | 500, typeof errorResponseSchema> {
  return Object.fromEntries([...codes, 500].map((code) => [code, errorResponseSchema])) as Record<
    C | 500,
    typeof errorResponseSchema
  >;
}

/** A redirect answers with a `Location` header and no body. */
export const redirectResponseSchema = z
  .null()
  .describe('A redirect: no body, see the Location header.');
