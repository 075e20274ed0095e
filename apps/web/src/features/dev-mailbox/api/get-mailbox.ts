import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mail } from '@ownless/shared';
import { api, isApiError } from '@/lib/api-client';

export type MailboxMessage = Mail;

/**
 * GET /api/dev/mailbox?to= → the outbox, newest first. The route exists only while the
 * server has no SMTP; a 404 means mail really goes out.
 */
export const getMailbox = (to: string | undefined, signal?: AbortSignal) =>
  api.get<MailboxMessage[]>('/dev/mailbox', { params: { to }, signal });

export const isMailboxDisabled = (error: unknown) => isApiError(error) && error.status === 404;

export const MAILBOX_REFRESH_MS = 5000;

export const getMailboxQueryOptions = (to?: string) =>
  queryOptions({
    queryKey: ['dev-mailbox', to?.trim().toLowerCase() ?? ''],
    queryFn: ({ signal }) => getMailbox(to?.trim() || undefined, signal),
    staleTime: 0,
  });

/** The mailbox, refreshed every 5 s while the page is open (not once SMTP is known). */
export const useMailbox = (to?: string) =>
  useQuery({
    ...getMailboxQueryOptions(to),
    refetchInterval: (query) => (isMailboxDisabled(query.state.error) ? false : MAILBOX_REFRESH_MS),
    refetchIntervalInBackground: false,
  });

/** Whether this server keeps mail in the development mailbox (asked once). */
export const useMailboxAvailable = (to?: string) => {
  const query = useQuery({ ...getMailboxQueryOptions(to), staleTime: 60_000, retry: false });
  return query.isSuccess;
};
