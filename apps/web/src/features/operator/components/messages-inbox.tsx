import { useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactMessageSummary } from '@ownless/shared';
import { Inbox, Mail, MailOpen, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  useContactInbox,
  useContactMessage,
  useMarkRead,
  useReplyToMessage,
} from '../api/messages';
import { ConsoleTable, HeaderCells, StatusPill, formatWhen, tdClass } from './console-ui';
import { MessagesFilters } from './messages-filters';
import { useUrlState } from './use-url-state';

const KEYS = ['tab', 'q', 'status', 'open'] as const;

const MAIL_STATUS: Record<string, MessageDescriptor> = {
  stored: msg`Kept in the outbox (mail is not configured)`,
  pending: msg`Sending`,
  sent: msg({ message: 'Sent', context: 'e-mail status' }),
  failed: msg`Could not be delivered`,
};

/** One message, its replies and its actions; opening an unread message marks it read. */
function MessagePanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const query = useContactMessage(id);
  const mark = useMarkRead();
  const reply = useReplyToMessage();
  const [replying, setReplying] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const marked = useRef<number | null>(null);
  const message = query.data;

  useEffect(() => {
    if (message && message.read_at === null && marked.current !== message.id) {
      marked.current = message.id;
      mark.mutate({ id: message.id, read: true });
    }
  }, [message, mark]);
  useEffect(() => {
    if (message) heading.current?.focus();
  }, [message?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  let content;
  if (query.isPending) content = <Skeleton className="h-48" />;
  else if (query.isError)
    content = <QueryError query={query} title={t`This message could not be loaded`} />;
  else {
    const m = query.data;
    const name = m.name;
    const email = m.email;
    const subject = m.subject;
    const received = formatWhen(m.created_at);
    const replyCount = m.replies.length;
    content = (
      <>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2
              ref={heading}
              tabIndex={-1}
              className="text-lg font-bold break-words text-slate-900 outline-none dark:text-white"
            >
              <bdi>{m.subject}</bdi>
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <Trans>
                From <bdi className="font-semibold text-slate-800 dark:text-slate-200">{name}</bdi>
              </Trans>{' '}
              &lt;<bdi className="break-all">{email}</bdi>&gt; ·{' '}
              <time dateTime={m.created_at}>{received}</time>
            </p>
          </div>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={t`Close the message`}>
            <X className="size-5" aria-hidden="true" />
          </Button>
        </div>
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm whitespace-pre-wrap break-words text-slate-800 dark:bg-slate-950 dark:text-slate-200">
          <bdi>{m.message}</bdi>
        </p>
        {m.replies.length > 0 && (
          <div className="mt-5">
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
              <Trans>Replies ({replyCount})</Trans>
            </h3>
            <ol className="mt-2 space-y-3">
              {m.replies.map((r) => (
                <li
                  key={r.id}
                  data-testid="contact-reply"
                  className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
                >
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    <bdi>{r.author ?? t`A deleted account`}</bdi> ·{' '}
                    <time dateTime={r.created_at}>{formatWhen(r.created_at)}</time> ·{' '}
                    {mailStatus(r.mail_status, (label) => i18n._(label)) ?? t`E-mail removed`}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">
                    <bdi>{r.body}</bdi>
                  </p>
                </li>
              ))}
            </ol>
          </div>
        )}
        {notice && (
          <p
            role="status"
            className="mt-4 text-sm font-semibold text-emerald-700 dark:text-emerald-300"
          >
            {notice}
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-2">
          <Button
            onClick={() => setReplying(true)}
            className="gap-2"
            data-testid="contact-reply-open"
          >
            <Mail className="size-4" aria-hidden="true" />
            <Trans>Reply by e-mail</Trans>
          </Button>
          <Button
            variant="outline"
            className="gap-2"
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: m.id, read: false }, { onSuccess: () => onClose() })}
          >
            <MailOpen className="size-4" aria-hidden="true" />
            <Trans>Mark unread</Trans>
          </Button>
        </div>
        <ConfirmDialog
          open={replying}
          title={t`Reply to ${name}`}
          confirmLabel={t`Send reply`}
          testId="contact-reply-dialog"
          reason={{
            label: t`Your reply`,
            required: true,
            minLength: 2,
            maxLength: 5000,
            rows: 8,
            missingMessage: t`Write a reply.`,
            hint: t`E-mailed to ${email} from OwnLess with the subject “Re: ${subject}”, quoting their message. Kept with this message and in the audit log.`,
          }}
          busy={reply.isPending}
          error={reply.isError ? errorMessage(reply.error) : null}
          onConfirm={(body) =>
            reply.mutate(
              { id: m.id, body },
              {
                onSuccess: (result) => {
                  setReplying(false);
                  setNotice(result.message);
                },
              },
            )
          }
          onClose={() => {
            setReplying(false);
            reply.reset();
          }}
        >
          <p>
            <Trans>
              One e-mail goes to <bdi className="font-semibold">{name}</bdi> at{' '}
              <bdi className="break-all">{email}</bdi>. It cannot be called back once sent.
            </Trans>
          </p>
        </ConfirmDialog>
      </>
    );
  }
  return (
    <section
      aria-label={t`Message`}
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      {content}
    </section>
  );
}

const statusOf = (m: ContactMessageSummary) =>
  m.replied_at ? (
    <StatusPill tone="good">
      <Trans>Replied</Trans>
    </StatusPill>
  ) : m.read_at ? (
    <StatusPill tone="neutral">
      <Trans>Read</Trans>
    </StatusPill>
  ) : (
    <StatusPill tone="warn">
      <Trans>Unread</Trans>
    </StatusPill>
  );

/** A reply's e-mail state in words (none when its e-mail is gone). */
function mailStatus(status: string | null, translate: (descriptor: MessageDescriptor) => string) {
  const descriptor = status ? MAIL_STATUS[status] : undefined;
  return descriptor && translate(descriptor);
}

/**
 * The contact form inbox (GET /admin/contact-messages): newest first, search and a
 * read/replied filter kept in the URL; a message opens above the list (`?open=id`).
 */
export function ContactInbox() {
  const { t } = useLingui();
  const { values, page, set } = useUrlState(KEYS);
  const query = useContactInbox({ q: values.q, status: values.status, page });
  const open = /^\d+$/.test(values.open) ? Number(values.open) : null;

  return (
    <div className="space-y-5">
      {open !== null && (
        <MessagePanel key={open} id={open} onClose={() => set({ open: '', page })} />
      )}
      <MessagesFilters
        search={{ label: t`Search messages`, placeholder: t`Name, e-mail, subject or text` }}
        status={{
          label: t`Show`,
          options: [
            ['', t`All messages`],
            ['unread', t`Unread`],
            ['read', t`Read`],
            ['unanswered', t`Not replied`],
            ['replied', t`Replied`],
          ],
        }}
        values={values}
        onChange={set}
      />
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label={t`Contact messages`}
        headers={<HeaderCells labels={[t`From`, t`Message`, t`Received`, t`Status`]} />}
        errorTitle={t`The inbox could not be loaded`}
        empty={{
          icon: <Inbox className="size-6" aria-hidden="true" />,
          title: values.q || values.status ? t`No messages match` : t`The inbox is empty`,
          message:
            values.q || values.status
              ? t`Try another search or filter.`
              : t`Messages sent through the contact form appear here.`,
        }}
        renderRows={(items) =>
          items.map((m) => (
            <tr
              key={m.id}
              data-testid="contact-message-row"
              className={cn(open === m.id && 'bg-brand-50/60 dark:bg-brand-400/5')}
            >
              <td className={tdClass}>
                <bdi className={cn('break-words', !m.read_at && 'font-bold')}>{m.name}</bdi>
                <p className="text-xs break-all text-slate-600 dark:text-slate-400">
                  <bdi>{m.email}</bdi>
                </p>
              </td>
              <td className={cn(tdClass, 'max-w-md')}>
                <button
                  type="button"
                  onClick={() => set({ open: String(m.id), page })}
                  aria-current={open === m.id ? 'true' : undefined}
                  className={cn(
                    'text-start break-words text-brand-700 hover:underline dark:text-brand-400',
                    m.read_at ? 'font-semibold' : 'font-bold',
                  )}
                >
                  <bdi>{m.subject}</bdi>
                  {!m.read_at && (
                    <span className="sr-only">
                      {' '}
                      <Trans>(unread)</Trans>
                    </span>
                  )}
                </button>
                <p className="mt-1 line-clamp-2 text-slate-600 dark:text-slate-400">
                  <bdi>{m.excerpt}</bdi>
                </p>
              </td>
              <td className={cn(tdClass, 'whitespace-nowrap')}>
                <time dateTime={m.created_at}>{formatWhen(m.created_at)}</time>
              </td>
              <td className={tdClass}>{statusOf(m)}</td>
            </tr>
          ))
        }
      />
    </div>
  );
}
