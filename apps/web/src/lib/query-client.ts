import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

const queryConfig = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // A 4xx will not change by asking again; network errors and 5xx get two more tries.
    retry: (failureCount, error) => {
      if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
      return failureCount < 2;
    },
  },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });

export const queryClient = createQueryClient();
