import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, CurrentUserResponse, RegisterResponse } from '@ownless/shared';
import type { registerSchema } from '@ownless/shared/auth';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type RegisterPayload = z.output<typeof registerSchema>;

/**
 * POST /api/register → 201 { token, message }, the same for a new or a known e-mail
 * (decision 0004). The token becomes a session once the e-mailed link is followed.
 */
export const register = (input: RegisterPayload) => api.post<RegisterResponse>('/register', input);

export const useRegister = () => useMutation({ mutationFn: register });

const PENDING_KEY = 'pendingSignupToken';

/** Keeps the sign-up's token until the address is confirmed. */
export function rememberPendingSignup(token: string) {
  localStorage.setItem(PENDING_KEY, token);
}

/**
 * After the confirmation link (in this browser): the pending token is a session now.
 * Answers the user it belongs to, or null when there is none or it did not become one.
 */
export async function claimPendingSignup(): Promise<{ token: string; user: CurrentUser } | null> {
  const token = localStorage.getItem(PENDING_KEY);
  if (!token) return null;
  try {
    const { data } = await api.get<CurrentUserResponse>('/user/personal/info', {
      headers: { Authorization: `Bearer ${token}` },
    });
    localStorage.removeItem(PENDING_KEY);
    return { token, user: data };
  } catch {
    return null;
  }
}
