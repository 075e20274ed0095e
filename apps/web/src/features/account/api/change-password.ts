import { useMutation } from '@tanstack/react-query';
import type { passwordChangeSchema } from '@ownless/shared/auth';
import type { z } from 'zod';
import type { MessageResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';

export type PasswordChangePayload = z.output<typeof passwordChangeSchema>;

/**
 * POST /api/user/password → { message }; 422 errors.current_password. The server signs
 * out the other devices; this one keeps its token.
 */
export const changePassword = (input: PasswordChangePayload) =>
  api.post<MessageResponse>('/user/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
