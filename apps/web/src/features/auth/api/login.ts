import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '@ownless/shared';
import { api } from '@/lib/api-client';

export type LoginResponse =
  | { data: { token: string; user: CurrentUser } }
  | { data: { twoFactor: true; challenge_token: string; message: string } };

/**
 * POST /api/login → the token and user, or a two-factor challenge (a code was e-mailed).
 * 422 errors.email for wrong credentials, 403 suspended, 429 too many attempts.
 */
export const login = (input: LoginInput) => api.post<LoginResponse>('/login', input);

export const useLogin = () => useMutation({ mutationFn: login });
