import { useMutation } from '@tanstack/react-query';
import type { AuthSuccess, MessageResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/2fa/verify → { data: { token, user } }. 422 errors.code for a wrong code (with
 * the tries left), 400 when the challenge expired, 429 when locked.
 */
export const verifyTwoFactor = (input: { challenge_token: string; code: string }) =>
  api.post<AuthSuccess>('/2fa/verify', input);

export const useVerifyTwoFactor = () => useMutation({ mutationFn: verifyTwoFactor });

/** POST /api/2fa/send-code-via-email → { message }. */
export const resendTwoFactorCode = (challengeToken: string) =>
  api.post<MessageResponse>('/2fa/send-code-via-email', { challenge_token: challengeToken });

export const useResendTwoFactorCode = () => useMutation({ mutationFn: resendTwoFactorCode });
