import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationPage, ReservationView } from '@ownless/shared';
import { reservationsKey } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

const PER_PAGE = 100;
/** Enough for the dashboard; more than this many in one list is paged in the list itself. */
const MAX_PAGES = 10;

/** Every reservation of one list (GET /reservation/:listKey?role=…), page by page. */
export async function getWholeList(
  role: 'renter' | 'owner',
  listKey: string,
  signal?: AbortSignal,
) {
  const items: ReservationView[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await api.get<ReservationPage>(`/reservation/${listKey}`, {
      params: { role, page, per_page: PER_PAGE },
      signal,
    });
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) break;
  }
  return items;
}

/**
 * Under ['reservations'], so every reservation action refreshes the dashboard too (the
 * reservations feature invalidates that prefix).
 */
export const getRentalOverviewQueryOptions = (role: 'renter' | 'owner', listKey: string) =>
  queryOptions({
    queryKey: [...reservationsKey, 'overview', role, listKey],
    queryFn: ({ signal }) => getWholeList(role, listKey, signal),
    staleTime: 30_000,
  });

export const useRentalOverviewList = (role: 'renter' | 'owner', listKey: string, enabled = true) =>
  useQuery({ ...getRentalOverviewQueryOptions(role, listKey), enabled });
