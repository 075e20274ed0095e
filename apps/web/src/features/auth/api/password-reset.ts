import { useMutation } from '@tanstack/react-query';
import type { passwordResetSchema } from '@ownless/shared/auth';
import type { z } from 'zod';
import type { MessageResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';

/** POST /api/password/email → { message } (the same answer whether the account exists). */
export const requestPasswordReset = (input: { email: string }) =>
  api.post<MessageResponse>('/password/email', input);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export type PasswordResetPayload = z.output<typeof passwordResetSchema>;

/** POST /api/password/reset → { message }; 400 errors.token for an invalid or used link. */
export const resetPassword = (input: PasswordResetPayload) =>
  api.post<MessageResponse>('/password/reset', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
