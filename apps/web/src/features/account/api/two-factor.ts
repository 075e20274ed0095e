import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorToggleResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/**
 * POST /api/user/two-factor { enabled, password } → { user, message }; 422 errors.password
 * for a wrong password, 422 errors.enabled while the e-mail is unconfirmed.
 */
export const setTwoFactor = (input: { enabled: boolean; password: string }) =>
  api.post<TwoFactorToggleResponse>('/user/two-factor', input);

export const useSetTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactor,
    onSuccess: ({ user }) => queryClient.setQueryData(userQueryKey, user),
  });
};
