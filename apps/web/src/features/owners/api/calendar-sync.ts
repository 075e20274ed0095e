import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddCalendarFeed,
  CalendarFeedResponse,
  CalendarSync,
  IcalSecretResponse,
} from '@ownless/shared';
import { api } from '@/lib/api-client';
import { ownerListingQueryKey } from './owner-listing';

export const calendarSyncQueryKey = (listingId: number) => ['calendar-sync', listingId] as const;

/** GET /listing/:id/calendar-feeds → the export links and the imported calendars. */
export const calendarSyncQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: calendarSyncQueryKey(listingId),
    queryFn: ({ signal }) =>
      api.get<CalendarSync>(`/listing/${listingId}/calendar-feeds`, { signal }),
  });

export const useCalendarSync = (listingId: number) => useQuery(calendarSyncQueryOptions(listingId));

const namesOf = (sync: CalendarSync): ReadonlyMap<number, string> =>
  new Map(sync.feeds.map((feed) => [feed.id, feed.name]));

/**
 * The names the owner gave their imported calendars, by feed id, from the same request as
 * Calendar sync; undefined while it loads or when it failed. The listing itself does not
 * carry them: they are the owner's, and its detail is public.
 */
export const useCalendarFeedNames = (listingId: number) =>
  useQuery({ ...calendarSyncQueryOptions(listingId), select: namesOf }).data;

/** A feed's change also changes the listing's blocked days: both are read again. */
function useRefresh(listingId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarSyncQueryKey(listingId) }),
      queryClient.invalidateQueries({ queryKey: ownerListingQueryKey(listingId) }),
    ]);
}

/** POST /listing/:id/calendar-feeds: adds the calendar and imports it at once. */
export function useAddCalendarFeed(listingId: number) {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: (input: AddCalendarFeed) =>
      api.post<CalendarFeedResponse>(`/listing/${listingId}/calendar-feeds`, input),
    onSuccess: refresh,
  });
}

/** POST /listing/:id/calendar-feeds/:feedId/sync */
export function useSyncCalendarFeed(listingId: number) {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: (feedId: number) =>
      api.post<CalendarFeedResponse>(`/listing/${listingId}/calendar-feeds/${feedId}/sync`, {}),
    onSuccess: refresh,
  });
}

/** DELETE /listing/:id/calendar-feeds/:feedId: the calendar and the days it blocked. */
export function useRemoveCalendarFeed(listingId: number) {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: (feedId: number) =>
      api.delete<{ message: string }>(`/listing/${listingId}/calendar-feeds/${feedId}`),
    onSuccess: refresh,
  });
}

/** POST /listing/:id/ical-secret or /user/ical-secret: a new export link; the old one stops. */
export function useRotateCalendarLink(listingId: number, scope: 'listing' | 'owner') {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: () =>
      api.post<IcalSecretResponse>(
        scope === 'listing' ? `/listing/${listingId}/ical-secret` : '/user/ical-secret',
        {},
      ),
    onSuccess: refresh,
  });
}
