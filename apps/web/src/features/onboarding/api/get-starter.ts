import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StarterResponse } from '@ownless/shared';
import { accountKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const STARTER_STEP_KEYS = [
  'verify-email',
  'complete-profile',
  'apply-as-owner',
  'connect-payouts',
  'publish-listing',
] as const;
export type StarterStepKey = (typeof STARTER_STEP_KEYS)[number];

/** Step keys are strings; the web knows the five in STARTER_STEP_KEYS. */
export type StarterChecklist = StarterResponse;

/** GET /api/user/starter → the getting-started checklist, computed from the account. */
export const getStarter = (signal?: AbortSignal) =>
  api.get<StarterChecklist>('/user/starter', { signal });

export const getStarterQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.starter, queryFn: ({ signal }) => getStarter(signal) });

export const useStarter = () => useQuery(getStarterQueryOptions());
