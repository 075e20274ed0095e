import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { watchSession } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  // A 401 while signed in ends the session (spec §8 "User fetch fails after start").
  useEffect(() => watchSession(queryClient), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
