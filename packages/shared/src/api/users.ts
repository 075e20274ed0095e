import { z } from 'zod';
import { currentUserSchema, publicUserSchema } from '../auth';

/** Contracts of apps/server/src/modules/users: the signed-in user's account and public profiles. */

/**
 * `{ data }`: the signed-in user (GET /api/user/personal/info, POST /api/user/toggle-tour,
 * PATCH /api/user/locale).
 */
export const currentUserResponseSchema = z.object({ data: currentUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** `{ data, message }`: the signed-in user after a change to the profile or picture. */
export const profileResponseSchema = z.object({ data: currentUserSchema, message: z.string() });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** 200 of GET /api/user/:id. */
export const publicUserResponseSchema = z.object({ data: publicUserSchema });
export type PublicUserResponse = z.infer<typeof publicUserResponseSchema>;

export const referralSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  joinedAt: z.string(),
  verified: z.boolean(),
});
export type Referral = z.infer<typeof referralSchema>;

/** 200 of GET /api/user/referrals. */
export const referralsResponseSchema = z.object({
  referralCode: z.string(),
  referralLink: z.string(),
  referrals: z.array(referralSchema),
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;

/** 200 of GET /api/user/starter: the getting-started checklist. */
export const starterResponseSchema = z.object({
  steps: z.array(z.object({ key: z.string(), done: z.boolean() })),
  completed: z.number().int(),
  total: z.number().int(),
});
export type StarterResponse = z.infer<typeof starterResponseSchema>;
