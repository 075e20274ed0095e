import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@ownless/shared';
import type { profileUpdateSchema } from '@ownless/shared/auth';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

export type ProfilePayload = z.output<typeof profileUpdateSchema>;

/** PATCH /api/user/profile → { data: CurrentUser, message }. */
export const updateProfile = (input: ProfilePayload) =>
  api.patch<ProfileResponse>('/user/profile', input);

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => queryClient.setQueryData(userQueryKey, data),
  });
};
