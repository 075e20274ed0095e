import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OperatorReportDetail,
  OperatorReportsPage,
  ResolveReport,
  ResolveReportResponse,
} from '@ownless/shared';
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
 * GET /api/operator/reports/:id: one report with its evidence (a message's conversation, the
 * reservations between the reporter and the person reported, the other open reports).
 */
export const useOperatorReport = (id: number) =>
  useQuery({
    queryKey: ['operator', 'report', id],
    queryFn: ({ signal }) => api.get<OperatorReportDetail>(`/operator/reports/${id}`, { signal }),
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
