import { useEffect, useId, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Inbox, Mail, RefreshCw, Search, Server } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { inputClass } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { dateTimeFormat } from '@/lib/i18n';
import { isMailboxDisabled, useMailbox, type MailboxMessage } from '../api/get-mailbox';
import { linkify } from '../utils/linkify';

const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

function MailText({ text }: { text: string }) {
  return (
    <pre className="font-sans text-sm/6 break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
      {linkify(text).map((part, index) =>
        part.type === 'link' ? (
          <a
            key={index}
            href={part.value}
            className="font-semibold break-all text-brand-700 underline dark:text-brand-400"
          >
            {part.value}
          </a>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </pre>
  );
}

function MailDetail({ mail }: { mail: MailboxMessage }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [mail.id]);
  return (
    <article
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby={`mail-${mail.id}-subject`}
      data-testid="mail-detail"
    >
      <h2
        id={`mail-${mail.id}-subject`}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold break-words text-slate-900 focus:outline-none dark:text-white"
      >
        {mail.subject}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">
          <Trans context="e-mail recipient">To</Trans>
        </dt>
        <dd className="break-all text-slate-800 dark:text-slate-200">
          <bdi>{mail.to}</bdi>
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">
          <Trans>Sent</Trans>
        </dt>
        <dd className="text-slate-800 dark:text-slate-200">{formatTime(mail.created_at)}</dd>
        <dt className="text-slate-500 dark:text-slate-400">
          <Trans>Status</Trans>
        </dt>
        <dd>
          <Badge tone="neutral">{mail.status}</Badge>
        </dd>
      </dl>
      {mail.links.length > 0 && (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
            <Trans>Links in this e-mail</Trans>
          </h3>
          <ul className="mt-2 space-y-2">
            {mail.links.map((link) => (
              <li key={link}>
                <a
                  href={link}
                  data-testid="mail-link"
                  className="inline-flex max-w-full items-center gap-2 rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">
                    <Trans>Follow link</Trans>
                  </span>
                  <span className="sr-only">: {link}</span>
                </a>
                <p className="mt-1 text-xs break-all text-slate-500 dark:text-slate-400">{link}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-800">
        <MailText text={mail.text} />
      </div>
    </article>
  );
}

/**
 * The development mailbox (/dev/mailbox): while the server has no SMTP, every e-mail is kept
 * in its outbox; this page lists them (newest first, refreshed every 5 s), filters by
 * recipient and shows one with clickable links — how a developer follows verification and
 * reset links.
 */
export function MailboxView({
  to,
  onToChange,
  selectedId,
  onSelect,
}: {
  to: string;
  onToChange: (to: string) => void;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(to);
  const query = useMailbox(to);

  // Follow the URL when it changes from outside (Back, a link with ?to=).
  const [lastTo, setLastTo] = useState(to);
  if (lastTo !== to) {
    setLastTo(to);
    setDraft(to);
  }

  // Filter as the user types, without a request per keystroke.
  useEffect(() => {
    if (draft.trim() === to.trim()) return;
    const timer = setTimeout(() => onToChange(draft.trim()), 300);
    return () => clearTimeout(timer);
  }, [draft, to, onToChange]);

  if (query.isError && isMailboxDisabled(query.error)) {
    return (
      <EmptyState
        icon={<Server className="size-6" aria-hidden="true" />}
        title={t`This server has no development mailbox`}
        message={t`Its e-mail goes to real inboxes, or stays private to the people who run it. Look for our message in your own inbox.`}
      />
    );
  }

  const mails = query.data ?? [];
  const count = mails.length;
  const selected = mails.find((mail) => mail.id === selectedId) ?? null;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          role="search"
          className="min-w-0 flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            onToChange(draft.trim());
          }}
        >
          <label
            htmlFor={`${id}-to`}
            className="block text-sm font-semibold text-slate-900 dark:text-white"
          >
            <Trans>Recipient</Trans>
          </label>
          <div className="relative mt-2">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id={`${id}-to`}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t`Filter by e-mail address`}
              autoCapitalize="none"
              className={inputClass(false, 'ps-10')}
            />
          </div>
        </form>
        <Button
          variant="outline"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="h-[3.125rem]"
        >
          <RefreshCw
            className={cn('size-4', query.isFetching && 'animate-spin')}
            aria-hidden="true"
          />
          <Trans>Refresh</Trans>
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {query.isSuccess &&
          (to ? (
            <Plural
              value={count}
              one={`# e-mail to “${to}” · refreshes every 5 seconds`}
              other={`# e-mails to “${to}” · refreshes every 5 seconds`}
            />
          ) : (
            <Plural
              value={count}
              one="# e-mail · refreshes every 5 seconds"
              other="# e-mails · refreshes every 5 seconds"
            />
          ))}
      </p>

      {query.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-16 rounded-2xl" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : mails.length === 0 ? (
        <EmptyState
          icon={<Inbox className="size-6" aria-hidden="true" />}
          title={to ? t`No e-mails to “${to}”` : t`The mailbox is empty`}
          message={t`Sign up, ask for a password reset or sign in with two-factor on: the e-mails show up here within 5 seconds.`}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <ul
            className="min-w-0 space-y-2"
            aria-label={t`E-mails, newest first`}
            data-testid="mail-list"
          >
            {mails.map((mail) => {
              const active = mail.id === selected?.id;
              return (
                <li key={mail.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(mail.id)}
                    aria-current={active ? 'true' : undefined}
                    data-testid="mail-item"
                    className={cn(
                      'flex w-full min-w-0 gap-3 rounded-2xl border px-4 py-3 text-start transition-colors',
                      active
                        ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-400/10'
                        : 'border-slate-200 bg-white hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800',
                    )}
                  >
                    <Mail className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-slate-900 dark:text-white">
                        {mail.subject}
                      </span>
                      <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                        <bdi>{mail.to}</bdi>
                      </span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {formatTime(mail.created_at)}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="min-w-0">
            {selected ? (
              <MailDetail mail={selected} />
            ) : (
              <Alert tone="info">
                <Trans>Choose an e-mail to read it and follow its links.</Trans>
              </Alert>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
