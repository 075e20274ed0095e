import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUserResponse, Tour } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/**
 * POST /api/user/toggle-tour { tour }: the flag goes to "toured" (when a tour starts, so a
 * skipped or finished tour never comes back by itself). A failure is only logged.
 */
export async function markTourDone(queryClient: QueryClient, tour: Tour): Promise<void> {
  try {
    const { data } = await api.post<CurrentUserResponse>('/user/toggle-tour', { tour });
    queryClient.setQueryData(userQueryKey, data);
  } catch (error) {
    console.error(`Could not save that the ${tour} tour was seen.`, error);
  }
}
