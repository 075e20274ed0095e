import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DataExportArchive,
  DataExportRequestResponse,
  DataExportStatusResponse,
  DeletionCheckResponse,
  MessageResponse,
} from '@ownless/shared';
import { api } from '@/lib/api-client';

/** While a copy is being prepared, its state is asked again this often. */
const PREPARING_POLL_MS = 5_000;

export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy', 'data-export'],
    queryFn: ({ signal }) =>
      api.get<DataExportStatusResponse>('/user/data-export', { signal }).then((body) => body.data),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? PREPARING_POLL_MS : false,
  });

/** GET /api/user/data-export → the latest request for a copy of my data, or null. */
export const useDataExport = () => useQuery(dataExportQueryOptions());

/** POST /api/user/data-export → 202 { data, message }: queued (or the one under way). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DataExportRequestResponse>('/user/data-export'),
    onSuccess: ({ data }) => queryClient.setQueryData(dataExportQueryOptions().queryKey, data),
  });
}

/**
 * POST /api/user/data-export/download { token } → the archive, saved as a JSON file. The
 * token comes from the e-mailed link; the server answers only its own account's archive.
 */
export function useDownloadDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const archive = await api.post<DataExportArchive>('/user/data-export/download', { token });
      const blob = new Blob([JSON.stringify(archive, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `ownless-data-${archive.generated_at.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the browser has taken the file.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return archive;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportQueryOptions().queryKey }),
  });
}

export const deletionCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy', 'deletion-check'],
    queryFn: ({ signal }) => api.get<DeletionCheckResponse>('/user/deletion-check', { signal }),
  });

/** GET /api/user/deletion-check → whether the account can go now, and what blocks it. */
export const useDeletionCheck = () => useQuery(deletionCheckQueryOptions());

/**
 * POST /api/user/delete { password } → { message }; 422 errors.password for a wrong one,
 * 409 errors.reservations while some are still open.
 */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: { password: string }) => api.post<MessageResponse>('/user/delete', input),
  });
