import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@ownless/shared';
import type { registerSchema } from '@ownless/shared/auth';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type RegisterPayload = z.output<typeof registerSchema>;

/** POST /api/register → 201 { token, user, message }; 422 errors.email when taken. */
export const register = (input: RegisterPayload) =>
  api.post<{ token: string; user: CurrentUser; message: string }>('/register', input);

export const useRegister = () => useMutation({ mutationFn: register });
