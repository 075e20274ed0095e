import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { useContactInbox } from '../api/messages';
import { ContactInbox } from './messages-inbox';
import { MailOutbox } from './messages-outbox';

const TABS = [
  { key: 'inbox', label: msg`Inbox` },
  { key: 'outbox', label: msg`Mail outbox` },
] as const;

/**
 * /admin/operator/messages: the contact form inbox and the mail outbox, one at a time
 * (`?tab=outbox`), each with its filters and page in the URL.
 */
export function MessagesView() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'outbox' ? 'outbox' : 'inbox';
  const unread = useContactInbox({ status: 'unread', per_page: 1 }).data?.unread;

  return (
    <div className="space-y-5">
      <nav aria-label={t`Messages`}>
        <ul className="inline-flex max-w-full gap-1 overflow-x-auto rounded-2xl bg-slate-100 p-1 dark:bg-slate-800/70">
          {TABS.map(({ key, label }) => (
            <li key={key}>
              <Link
                to={key === 'inbox' ? '?' : `?tab=${key}`}
                aria-current={tab === key ? 'page' : undefined}
                className={cn(
                  'flex min-h-10 items-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  tab === key
                    ? 'bg-white text-slate-900 shadow-xs dark:bg-slate-900 dark:text-white'
                    : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                )}
              >
                {i18n._(label)}
                {key === 'inbox' && unread ? (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white dark:bg-brand-500">
                    <Trans>
                      {unread}
                      <span className="sr-only"> unread</span>
                    </Trans>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'inbox' ? <ContactInbox /> : <MailOutbox />}
    </div>
  );
}
