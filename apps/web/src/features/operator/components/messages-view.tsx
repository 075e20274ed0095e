import { Link, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { useContactInbox } from '../api/messages';
import { ContactInbox } from './messages-inbox';
import { MailOutbox } from './messages-outbox';

const TABS = [
  { key: 'inbox', label: 'Inbox' },
  { key: 'outbox', label: 'Mail outbox' },
] as const;

/**
 * /admin/operator/messages: the contact form inbox and the mail outbox, one at a time
 * (`?tab=outbox`), each with its filters and page in the URL.
 */
export function MessagesView() {
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'outbox' ? 'outbox' : 'inbox';
  const unread = useContactInbox({ status: 'unread', per_page: 1 }).data?.unread;

  return (
    <div className="space-y-5">
      <nav aria-label="Messages">
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
                {label}
                {key === 'inbox' && unread ? (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white dark:bg-brand-500">
                    {unread}
                    <span className="sr-only"> unread</span>
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
