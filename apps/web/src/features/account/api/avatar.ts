import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@ownless/shared';
import { api, upload } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/**
 * POST /api/user/profile/avatar (multipart field `avatar`) → { data, message }; 400
 * errors.avatar for a file that is not a picture, 413 when it is too big. Sent through
 * XMLHttpRequest for its upload progress.
 */
export const uploadAvatar = (
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) => {
  const body = new FormData();
  body.append('avatar', file);
  return upload<ProfileResponse>('/user/profile/avatar', body, options);
};

export const useUploadAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
      signal,
    }: {
      file: File;
      onProgress?: (fraction: number) => void;
      signal?: AbortSignal;
    }) => uploadAvatar(file, { onProgress, signal }),
    onSuccess: ({ data }) => queryClient.setQueryData(userQueryKey, data),
  });
};

/** DELETE /api/user/profile/avatar → { data, message }. */
export const removeAvatar = () => api.delete<ProfileResponse>('/user/profile/avatar');

export const useRemoveAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: ({ data }) => queryClient.setQueryData(userQueryKey, data),
  });
};
