import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders `element` as the route `path` at `entry`, with a fresh query client that does
 * not retry; returns the router so a test can read the URL.
 */
export function renderRoute(path: string, element: ReactNode, entry: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [entry] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
