import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConditionReportSaved,
  ConditionReportsResponse,
  ConditionStage,
} from '@ownless/shared';
import { api } from '@/lib/api-client';
import { reservationsKey } from '@/lib/query-keys';

/**
 * Under the reservations prefix: an action on the reservation (the return, the completion)
 * invalidates it, so the stages open and lock as the rental moves on.
 */
export const conditionReportKeys = {
  of: (reservationId: number) => [...reservationsKey, 'condition-reports', reservationId] as const,
};

/** GET /reservation/:id/condition-reports → the reports and the stages the viewer may add. */
export const conditionReportsQueryOptions = (reservationId: number) =>
  queryOptions({
    queryKey: conditionReportKeys.of(reservationId),
    queryFn: ({ signal }) =>
      api.get<ConditionReportsResponse>(`/reservation/${reservationId}/condition-reports`, {
        signal,
      }),
    staleTime: 10_000,
  });

export const useConditionReports = (reservationId: number) =>
  useQuery({
    ...conditionReportsQueryOptions(reservationId),
    enabled: Number.isSafeInteger(reservationId) && reservationId > 0,
  });

export interface ConditionReportDraft {
  stage: ConditionStage;
  works: boolean;
  damaged: boolean;
  missing_parts: boolean;
  dirty: boolean;
  notes: string;
  photos: File[];
}

/** The multipart body the server reads: the fields as text, each photo as a `photos` part. */
export function conditionReportBody(draft: ConditionReportDraft): FormData {
  const body = new FormData();
  body.append('stage', draft.stage);
  for (const check of ['works', 'damaged', 'missing_parts', 'dirty'] as const)
    body.append(check, String(draft[check]));
  body.append('notes', draft.notes.trim());
  for (const photo of draft.photos) body.append('photos', photo, photo.name);
  return body;
}

/** POST /reservation/:id/condition-reports: adds or replaces the viewer's report of a stage. */
export function useSaveConditionReport(reservationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: ConditionReportDraft) =>
      api.post<ConditionReportSaved>(
        `/reservation/${reservationId}/condition-reports`,
        conditionReportBody(draft),
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: conditionReportKeys.of(reservationId) });
    },
  });
}
