import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CurrentUser,
  OperatorSellerApplication,
  SellerDecisionResponse,
  SellerStatus,
} from '@ownless/shared';
import { api, isApiError } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/** One owner application as the operators see it (GET /admin/seller-applications), with the account that applied. */
export type OperatorApplication = OperatorSellerApplication;

export const sellerApplicationKeys = {
  all: ['operator', 'seller-applications'] as const,
  list: (status: SellerStatus) => [...sellerApplicationKeys.all, status] as const,
};

/** GET /admin/seller-applications?status=… → the newest 200 of that status (403 for non-admins). */
export const sellerApplicationsQueryOptions = (status: SellerStatus) =>
  queryOptions({
    queryKey: sellerApplicationKeys.list(status),
    queryFn: ({ signal }) =>
      api.get<OperatorApplication[]>('/admin/seller-applications', { params: { status }, signal }),
    // Other operators decide too: a list that is shown again asks the server again.
    staleTime: 15_000,
  });

export const useSellerApplications = (status: SellerStatus) =>
  useQuery(sellerApplicationsQueryOptions(status));

export type Decision = 'approve' | 'reject';

export interface DecisionInput {
  application: OperatorApplication;
  decision: Decision;
  /** Optional for approve; the reason the applicant reads for reject. */
  note?: string;
}

export type DecisionResult = SellerDecisionResponse;

/** An application that someone decided meanwhile: the server answers 409. */
export const isAlreadyDecided = (error: unknown) => isApiError(error) && error.status === 409;

/**
 * POST /admin/seller-applications/:id/approve|reject with `{ note? }` → { application,
 * user, message }. The application leaves the Pending list at once; every list is then
 * asked again (also after a 409, when another operator was quicker).
 */
export function useDecideSellerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ application, decision, note }: DecisionInput) =>
      api.post<DecisionResult>(
        `/admin/seller-applications/${application.id}/${decision}`,
        note?.trim() ? { note: note.trim() } : {},
      ),
    onSuccess: (result) => {
      queryClient.setQueryData<OperatorApplication[]>(
        sellerApplicationKeys.list('Pending'),
        (list) => list?.filter((item) => item.id !== result.application.id),
      );
      // An operator who decided on their own application: the guards and sidebar follow.
      const me = queryClient.getQueryData<CurrentUser>(userQueryKey);
      if (me && me.id === result.user.id) queryClient.setQueryData(userQueryKey, result.user);
      void queryClient.invalidateQueries({ queryKey: sellerApplicationKeys.all });
    },
    onError: (error) => {
      if (isAlreadyDecided(error)) {
        void queryClient.invalidateQueries({ queryKey: sellerApplicationKeys.all });
      }
    },
  });
}
