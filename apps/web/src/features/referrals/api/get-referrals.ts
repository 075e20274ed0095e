import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralsResponse } from '@ownless/shared';
import { accountKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export type { Referral, ReferralsResponse } from '@ownless/shared';

/** GET /api/user/referrals → the user's code, link and the people who signed up with it. */
export const getReferrals = (signal?: AbortSignal) =>
  api.get<ReferralsResponse>('/user/referrals', { signal });

export const getReferralsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.referrals, queryFn: ({ signal }) => getReferrals(signal) });

export const useReferrals = () => useQuery(getReferralsQueryOptions());
