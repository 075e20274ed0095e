import { useId } from 'react';
import { AUDIT_SUBJECT_TYPES, type AuditEntry } from '@ownless/shared';
import { ScrollText } from 'lucide-react';
import { useAuditLog } from '../api/console';
import {
  ConsoleTable,
  ShowingOnly,
  HeaderCells,
  SearchBox,
  SelectFilter,
  formatWhen,
  tdClass,
} from './console-ui';
import { DateRangeFilter } from './date-range-filter';
import { useUrlState } from './use-url-state';

const ACTION_LABELS: Record<string, string> = {
  'user.suspend': 'Suspended a user',
  'user.restore': 'Restored a user',
  'user.delete': 'Deleted their own account',
  'listing.unpublish': 'Unpublished a listing',
  'listing.restore': 'Restored a listing',
  'seller_application.approve': 'Approved an owner application',
  'seller_application.reject': 'Rejected an owner application',
  'maintenance.on': 'Turned maintenance on',
  'maintenance.off': 'Turned maintenance off',
  'contact_message.read': 'Read a contact message',
  'contact_message.unread': 'Marked a contact message unread',
  'contact_message.reply': 'Replied to a contact message',
  'mail.retry': 'Retried a failed e-mail',
  'reservation.cancel': 'Cancelled a reservation',
  'review.hide': 'Hid a review',
  'review.unhide': 'Showed a hidden review again',
  'blog_post.create': 'Wrote a blog post',
  'blog_post.update': 'Edited a blog post',
  'blog_post.publish': 'Published a blog post',
  'blog_post.unpublish': 'Unpublished a blog post',
  'blog_post.delete': 'Deleted a blog post',
  'blog_post.cover': 'Changed a blog cover',
  'blog_post.cover_remove': 'Removed a blog cover',
  'faq.create': 'Added a question',
  'faq.update': 'Edited a question',
  'faq.delete': 'Deleted a question',
  'faq.move': 'Reordered a question',
  'category.create': 'Added a category',
  'category.update': 'Edited a category',
  'category.delete': 'Deleted a category',
  'category.move': 'Reordered a category',
  'rental_type.create': 'Added a rental type',
  'rental_type.update': 'Edited a rental type',
  'rental_type.delete': 'Deleted a rental type',
  'rental_type.move': 'Reordered a rental type',
  'policy.update': 'Published a policy version',
  'terms.update': 'Published a terms version',
  'shipping_option.create': 'Added a shipping option',
  'shipping_option.update': 'Edited a shipping option',
  'shipping_option.activate': 'Activated a shipping option',
  'shipping_option.deactivate': 'Deactivated a shipping option',
};

const SUBJECT_LABELS: Record<(typeof AUDIT_SUBJECT_TYPES)[number], string> = {
  user: 'Users',
  listing: 'Listings',
  reservation: 'Reservations',
  seller_application: 'Owner applications',
  setting: 'Settings',
  contact_message: 'Contact messages',
  mail: 'Outgoing mail',
  review: 'Reviews',
  blog_post: 'Blog posts',
  faq: 'FAQs',
  category: 'Categories',
  rental_type: 'Rental types',
  policy: 'Policies',
  terms: 'Terms',
  shipping_option: 'Shipping options',
};

const KEYS = ['q', 'action', 'subject_type', 'subject_id', 'from', 'to'] as const;

function Changes({ entry }: { entry: AuditEntry }) {
  if (!entry.before && !entry.after) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs font-semibold text-brand-700 dark:text-brand-400">
        Before and after
      </summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(['before', 'after'] as const).map((side) => (
          <div key={side}>
            <p className="text-xs font-semibold text-slate-600 dark:text-slate-400">
              {side === 'before' ? 'Before' : 'After'}
            </p>
            <pre
              dir="ltr"
              className="mt-1 max-h-48 overflow-auto rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all text-slate-800 dark:bg-slate-950 dark:text-slate-200"
            >
              {JSON.stringify(entry[side], null, 2) ?? '—'}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

/**
 * The audit log (GET /admin/audit-log): every operator action, newest first, searchable
 * and filtered on the server, with the filters and page in the URL. Read-only by design.
 */
export function AuditLogView() {
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useAuditLog({ ...values, page });

  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <SearchBox
            id={`${id}-q`}
            label="Search"
            value={values.q}
            placeholder="Operator, target, action or reason"
            onSearch={(q) => set({ q })}
          />
        </div>
        <SelectFilter
          id={`${id}-type`}
          label="Target"
          value={values.subject_type}
          options={[
            ['', 'Everything'],
            ...AUDIT_SUBJECT_TYPES.map((type) => [type, SUBJECT_LABELS[type]] as const),
          ]}
          onChange={(subject_type) => set({ subject_type, subject_id: '' })}
        />
        <SelectFilter
          id={`${id}-action`}
          label="Action"
          value={values.action}
          options={[['', 'Any action'], ...Object.entries(ACTION_LABELS)]}
          onChange={(action) => set({ action })}
        />
        <DateRangeFilter id={id} from={values.from} to={values.to} onChange={set} />
      </div>
      {values.subject_id && (
        <ShowingOnly onShowAll={() => set({ subject_id: '' })}>
          {values.subject_type || 'target'} #{values.subject_id}
        </ShowingOnly>
      )}
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label="Operator actions"
        headers={<HeaderCells labels={['When', 'Who', 'What', 'Target']} />}
        errorTitle="The audit log could not be loaded"
        empty={{
          icon: <ScrollText className="size-6" aria-hidden="true" />,
          title: 'No actions match',
          message: Object.values(values).some(Boolean)
            ? 'Try fewer filters or another search.'
            : 'Operator actions appear here as they happen.',
        }}
        renderRows={(items) =>
          items.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </td>
              <td className={tdClass}>
                <bdi className="break-words">{entry.actor ?? 'A deleted account'}</bdi>
              </td>
              <td className={tdClass}>
                <p className="font-semibold text-slate-900 dark:text-white">
                  {ACTION_LABELS[entry.action] ?? entry.action}
                </p>
                {entry.reason && (
                  <p className="mt-1 text-slate-700 dark:text-slate-300">
                    Reason: <bdi className="break-words">{entry.reason}</bdi>
                  </p>
                )}
                <Changes entry={entry} />
              </td>
              <td className={tdClass}>
                <bdi className="break-words">{entry.subject ?? '—'}</bdi>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {entry.subject_type}
                  {entry.subject_id ? ` #${entry.subject_id}` : ''}
                </p>
              </td>
            </tr>
          ))
        }
      />
    </div>
  );
}
