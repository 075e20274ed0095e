import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';

export type { LoginResponse };

/**
 * POST /api/login → the token and user, or a two-factor challenge (a code was e-mailed).
 * 422 errors.email for wrong credentials, 403 suspended, 429 too many attempts.
 */
export const login = (input: LoginInput) => api.post<LoginResponse>('/login', input);

export const useLogin = () => useMutation({ mutationFn: login });
