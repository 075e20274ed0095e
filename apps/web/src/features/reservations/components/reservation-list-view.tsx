import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarX2, Search } from 'lucide-react';
import { Link, NavLink, useSearchParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { readPageParam, withParams } from '@/lib/search-params';
import { useReservations } from '../api/get-reservations';
import { RESERVATION_LISTS, type ReservationListDefinition } from '../utils/reservation-lists';
import { DateRangeFilter, readDay } from './date-range-filter';
import { ReservationRow } from './reservation-row';

export const RESERVATIONS_PER_PAGE = 10;

/** The sibling lists of one side, as tabs that are links (each list has its own URL). */
function ListTabs({ current }: { current: ReservationListDefinition }) {
  const { t, i18n } = useLingui();
  return (
    <nav
      aria-label={current.role === 'owner' ? t`Bookings` : t`My Rentals`}
      className="-mx-1 overflow-x-auto pb-1"
    >
      <ul className="flex min-w-max gap-1 px-1">
        {RESERVATION_LISTS[current.role].map((list) => (
          <li key={list.key}>
            <NavLink
              to={list.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'
                    : 'text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-100 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800',
                )
              }
            >
              {i18n._(list.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RowsSkeleton() {
  return (
    <ul className="space-y-3" aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <li
          key={n}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <Skeleton className="size-20 rounded-xl" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * One reservation list (RENTER_LISTS / OWNER_LISTS) with its label, a from/to filter and the
 * page in the URL, loading, empty and error states, and each row's next actions.
 */
export function ReservationListView({ list }: { list: ReservationListDefinition }) {
  const { t, i18n } = useLingui();
  const label = i18n._(list.label);
  const [searchParams, setSearchParams] = useSearchParams();
  const from = readDay(searchParams.get('from'));
  const to = readDay(searchParams.get('to'));
  const page = readPageParam(searchParams);
  const [message, setMessage] = useState<string | null>(null);
  const query = useReservations(list.role, list.key, {
    from,
    to,
    page,
    per_page: RESERVATIONS_PER_PAGE,
  });

  const update = (changes: Record<string, string | undefined>) =>
    setSearchParams((current) => withParams(current, changes), { preventScrollReset: true });

  const filtered = Boolean(from || to);
  const data = query.data;
  const total = data?.total ?? 0;

  let content;
  if (query.isPending) {
    content = <RowsSkeleton />;
  } else if (query.isError) {
    content = <QueryError query={query} title={t`This list could not be loaded`} />;
  } else if (data && data.items.length === 0) {
    content = filtered ? (
      <EmptyState
        icon={<CalendarX2 className="size-6" aria-hidden="true" />}
        title={t`Nothing in these dates`}
        message={t`No reservations in this list overlap the dates you chose.`}
        action={
          <button
            type="button"
            className={buttonClass('outline', 'md')}
            onClick={() => update({ from: undefined, to: undefined, page: undefined })}
          >
            <Trans>Clear the dates</Trans>
          </button>
        }
      />
    ) : (
      <EmptyState
        title={i18n._(list.emptyTitle)}
        message={i18n._(list.empty)}
        action={
          list.role === 'renter' ? (
            <Link to={paths.home} className={buttonClass('primary', 'md')}>
              <Search className="size-4" aria-hidden="true" />
              <Trans>Find something to rent</Trans>
            </Link>
          ) : undefined
        }
      />
    );
  } else if (data) {
    content = (
      <>
        <ul
          className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')}
          data-testid="reservation-list"
        >
          {data.items.map((reservation) => (
            <ReservationRow
              key={reservation.id}
              reservation={reservation}
              onActionDone={setMessage}
            />
          ))}
        </ul>
        {data.total > data.per_page && (
          <Pagination
            className="mt-6"
            page={page}
            perPage={data.per_page}
            total={data.total}
            label={t`${label} pages`}
            onPageChange={(next) => {
              update({ page: next > 1 ? String(next) : undefined });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </>
    );
  }

  return (
    <AdminPage
      title={label}
      description={
        list.role === 'owner'
          ? t`Requests and bookings of your listings, from request to payout.`
          : t`Everything you rent, from request to return.`
      }
    >
      <div className="space-y-5">
        <ListTabs current={list} />
        <DateRangeFilter
          from={from}
          to={to}
          onApply={(range) => update({ from: range.from, to: range.to, page: undefined })}
        />
        <div aria-live="polite">
          {message && (
            <Alert tone="success" data-testid="action-message">
              {message}
            </Alert>
          )}
        </div>
        {data && !query.isPending && data.total > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="list-total">
            {filtered ? (
              <Plural
                value={total}
                one="# reservation in these dates"
                other="# reservations in these dates"
              />
            ) : (
              <Plural value={total} one="# reservation" other="# reservations" />
            )}
          </p>
        )}
        {content}
      </div>
    </AdminPage>
  );
}
