import { z } from 'zod';

/** The one error shape every API failure leaves in. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
