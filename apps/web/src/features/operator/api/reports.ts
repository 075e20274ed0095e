import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorReportsPage, ResolveReport, ResolveReportResponse } from '@ownless/shared';
import { api, type QueryParams } from '@/lib/api-client';

/** GET /api/operator/reports: the operators' queue of reports, open ones first. */
export const useOperatorReports = (params: QueryParams) =>
  useQuery({
    queryKey: ['operator', 'reports', params],
    queryFn: ({ signal }) => api.get<OperatorReportsPage>('/operator/reports', { params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/**
 * POST /api/operator/reports/:id/resolve. Every console list may change (a listing
 * unpublished, an account suspended, the audit log), so all of them refresh.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveReport & { id: number }) =>
      api.post<ResolveReportResponse>(`/operator/reports/${id}/resolve`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operator'] }),
  });
}
