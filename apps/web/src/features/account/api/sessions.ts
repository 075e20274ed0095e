import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, SessionList } from '@ownless/shared';
import { api } from '@/lib/api-client';

/** One signed-in device, as GET /api/sessions lists it (decision 0004). */
export type { Session } from '@ownless/shared';

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['sessions'],
    queryFn: ({ signal }) =>
      api.get<SessionList>('/sessions', { signal }).then((body) => body.sessions),
  });

export const useSessions = () => useQuery(getSessionsQueryOptions());

/** DELETE /api/sessions/{id} → { message }: that device is signed out at once. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/sessions/${id}`),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}

/** POST /api/sessions/revoke-all → { message }: every device but this one is signed out. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/sessions/revoke-all'),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
