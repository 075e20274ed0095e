import { useQuery } from '@tanstack/react-query';
import type {
  ContactMessageDetail,
  ContactMessageSummary,
  ContactReply,
  OutboxMail,
} from '@ownless/shared';
import { api, type QueryParams } from '@/lib/api-client';
import { consoleKeys, listOptions, useConsoleMutation } from './console';

const messageKeys = {
  inbox: (params: QueryParams) => [...consoleKeys.all, 'contact-messages', params] as const,
  message: (id: number) => [...consoleKeys.all, 'contact-message', id] as const,
  outbox: (params: QueryParams) => [...consoleKeys.all, 'mail-outbox', params] as const,
};

/** The contact inbox, with the number of unread messages in all of it. */
export const useContactInbox = (params: QueryParams) =>
  useQuery(
    listOptions<ContactMessageSummary, { unread: number }>(
      messageKeys.inbox(params),
      '/admin/contact-messages',
      params,
    ),
  );

export const useContactMessage = (id: number | null) =>
  useQuery({
    queryKey: messageKeys.message(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<ContactMessageDetail>(`/admin/contact-messages/${id}`, { signal }),
    enabled: id !== null,
  });

type ReadState = { id: number; read_at: string | null; message: string };

export const useMarkRead = () =>
  useConsoleMutation(({ id, read }: { id: number; read: boolean }) =>
    api.post<ReadState>(`/admin/contact-messages/${id}/${read ? 'read' : 'unread'}`, {}),
  );

export const useReplyToMessage = () =>
  useConsoleMutation(({ id, body }: { id: number; body: string }) =>
    api.post<{ reply: ContactReply; message: string }>(`/admin/contact-messages/${id}/reply`, {
      body,
    }),
  );

/** The mail outbox, with the number of messages per status in all of it. */
export const useMailOutbox = (params: QueryParams) =>
  useQuery(
    listOptions<OutboxMail, { counts: Record<string, number> }>(
      messageKeys.outbox(params),
      '/admin/mail-outbox',
      params,
    ),
  );

export const useRetryMail = () =>
  useConsoleMutation((id: number) =>
    api.post<{ mail: OutboxMail; message: string }>(`/admin/mail-outbox/${id}/retry`, {}),
  );
