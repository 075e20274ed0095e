import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';

/** POST /api/email/resend (bearer, empty body) → { message }; 400 if already verified; 429. */
export const resendVerification = () => api.post<MessageResponse>('/email/resend');

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
