import { z } from 'zod';
import {
  authSuccessSchema,
  currentUserSchema,
  type messageSchema,
  twoFactorChallengeSchema,
} from '../auth';
import { textSchema } from '../input';

/**
 * Contracts of apps/server/src/modules/auth. The request bodies
 * (registerSchema, loginSchema …) and the user shapes live in ../auth.ts.
 */

/** 201 of POST /api/register: the session token and what to do next. */
export const registerResponseSchema = z.object({ token: z.string(), message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** 200 of POST /api/login: signed in, or a two-factor challenge to answer first. */
export const loginResponseSchema = z.union([authSuccessSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The link in the verification e-mail (GET /api/email/verify). */
export const emailVerifyQuerySchema = z.object({ token: textSchema().max(200).default('') });

/** 200 of POST /api/user/two-factor. */
export const twoFactorToggleResponseSchema = z.object({
  user: currentUserSchema,
  message: z.string(),
});
export type TwoFactorToggleResponse = z.infer<typeof twoFactorToggleResponseSchema>;

/** One signed-in device (decision 0004). */
export const sessionSchema = z.object({
  id: z.number().int(),
  /** "Firefox on Windows", from the browser's User-Agent. */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** 200 of GET /api/sessions. */
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/** `{ message }`: the answer of an action whose only news is a sentence for the user. */
export type MessageResponse = z.infer<typeof messageSchema>;
/** 200 of POST /api/2fa/verify (and the signed-in branch of /api/login). */
export type AuthSuccess = z.infer<typeof authSuccessSchema>;
