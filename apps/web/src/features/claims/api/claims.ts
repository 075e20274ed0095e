import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reservationsKey } from '@/lib/query-keys';
import type { ClaimReservationResponse, ConditionReportsAnswer } from '../types';

/** What the owner sends to open a claim: the amount in dollars, as every money input. */
export interface OpenClaimInput {
  reservationId: number;
  amount: string;
  reason: string;
  photos: File[];
  conditionReportIds: number[];
}

/** What the renter sends to dispute a claim. */
export interface DisputeClaimInput {
  claimId: number;
  reason: string;
  photos: File[];
}

function withPhotos(form: FormData, photos: File[]) {
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

/**
 * Every claim step changes the reservation (its deposit, claim, actions, ledger and events):
 * all reservation queries refresh, the detail page included.
 */
function useClaimMutation<T>(send: (input: T) => Promise<ClaimReservationResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsKey }),
  });
}

/** POST /api/reservation/:id/claims (multipart): the owner claims part of the deposit. */
export const useOpenClaim = () =>
  useClaimMutation(
    ({ reservationId, amount, reason, photos, conditionReportIds }: OpenClaimInput) => {
      const form = new FormData();
      form.append('amount', amount);
      form.append('reason', reason);
      for (const id of conditionReportIds) form.append('condition_report_ids', String(id));
      return api.post<ClaimReservationResponse>(
        `/reservation/${reservationId}/claims`,
        withPhotos(form, photos),
      );
    },
  );

/** POST /api/claims/:id/accept: the renter accepts; the amount is taken, the rest released. */
export const useAcceptClaim = () =>
  useClaimMutation((claimId: number) =>
    api.post<ClaimReservationResponse>(`/claims/${claimId}/accept`),
  );

/** POST /api/claims/:id/dispute (multipart): the renter disputes; OwnLess support decides. */
export const useDisputeClaim = () =>
  useClaimMutation(({ claimId, reason, photos }: DisputeClaimInput) => {
    const form = new FormData();
    form.append('reason', reason);
    return api.post<ClaimReservationResponse>(
      `/claims/${claimId}/dispute`,
      withPhotos(form, photos),
    );
  });

/**
 * GET /api/reservation/:id/condition-reports: the reports the owner may point a claim at.
 * Optional evidence: a failure or an empty list only hides the choice.
 */
export const useConditionReports = (reservationId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...reservationsKey, 'condition-reports', reservationId],
    queryFn: ({ signal }) =>
      api.get<ConditionReportsAnswer>(`/reservation/${reservationId}/condition-reports`, {
        signal,
      }),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
