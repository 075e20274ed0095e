import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AuditEntry,
  MaintenanceState,
  OperatorListing,
  OperatorUser,
  OperatorUserDetail,
} from '@ownless/shared';
import { api, type QueryParams } from '@/lib/api-client';

/** A page of an operator list, as every /admin list answers. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

export const consoleKeys = {
  all: ['operator'] as const,
  users: (params: QueryParams) => ['operator', 'users', params] as const,
  user: (id: number) => ['operator', 'user', id] as const,
  listings: (params: QueryParams) => ['operator', 'listings', params] as const,
  audit: (params: QueryParams) => ['operator', 'audit-log', params] as const,
  maintenance: ['operator', 'maintenance'] as const,
};

/** Lists keep the previous page on screen while the next one loads (no jumping layout). */
export const listOptions = <T>(key: readonly unknown[], path: string, params: QueryParams) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<Paged<T>>(path, { params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useOperatorUsers = (params: QueryParams) =>
  useQuery(listOptions<OperatorUser>(consoleKeys.users(params), '/admin/users', params));

export const useOperatorUser = (id: number) =>
  useQuery({
    queryKey: consoleKeys.user(id),
    queryFn: ({ signal }) => api.get<OperatorUserDetail>(`/admin/users/${id}`, { signal }),
  });

export const useOperatorListings = (params: QueryParams) =>
  useQuery(listOptions<OperatorListing>(consoleKeys.listings(params), '/admin/listings', params));

export const useAuditLog = (params: QueryParams) =>
  useQuery(listOptions<AuditEntry>(consoleKeys.audit(params), '/admin/audit-log', params));

export const useMaintenance = () =>
  useQuery({
    queryKey: consoleKeys.maintenance,
    queryFn: ({ signal }) => api.get<MaintenanceState>('/admin/maintenance', { signal }),
  });

/** Every operator write changes what the console lists (and the audit log): ask again. */
export function useConsoleMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export interface SuspendResult {
  user: OperatorUser;
  cancelled_reservations: { id: number; code: string; refunded_cents: number }[];
  listings_hidden: number;
  message: string;
}

export const useSuspendUser = () =>
  useConsoleMutation(({ id, reason }: { id: number; reason: string }) =>
    api.post<SuspendResult>(`/admin/users/${id}/suspend`, { reason }),
  );

export const useRestoreUser = () =>
  useConsoleMutation(({ id, reason }: { id: number; reason?: string }) =>
    api.post<{ user: OperatorUser; listings_restored: number; message: string }>(
      `/admin/users/${id}/restore`,
      reason ? { reason } : {},
    ),
  );

export const useUnpublishListings = () =>
  useConsoleMutation(({ ids, reason }: { ids: number[]; reason: string }) =>
    ids.length === 1
      ? api
          .post<{ id: number; message: string }>(`/admin/listings/${ids[0]}/unpublish`, { reason })
          .then((r) => ({ unpublished: [r.id], skipped: [] as number[], message: r.message }))
      : api.post<{ unpublished: number[]; skipped: number[]; message: string }>(
          '/admin/listings/unpublish',
          { ids, reason },
        ),
  );

export const useRestoreListing = () =>
  useConsoleMutation(({ id, reason }: { id: number; reason?: string }) =>
    api.post<{ id: number; status: string; message: string }>(
      `/admin/listings/${id}/restore`,
      reason ? { reason } : {},
    ),
  );

export const useSetMaintenance = () =>
  useConsoleMutation(({ on, message }: { on: boolean; message?: string }) =>
    api.put<MaintenanceState>('/admin/maintenance', { on, message: message || undefined }),
  );
