import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import { ArrowRight, CalendarClock, CircleCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isActiveSeller } from '@/lib/access';
import { errorMessage } from '@/lib/api-client';
import { formatCents, formatDate } from '@/lib/i18n';
import { useEarnings } from '../api/get-earnings';
import { useRentalOverviewList } from '../api/get-rental-overview';
import {
  ownerActionItems,
  renterActionItems,
  upcomingRentals,
  type ActionItem,
  type UpcomingRental,
} from '../utils/rental-overview';

const card =
  'rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

function ActionList({ items }: { items: ActionItem[] }) {
  if (items.length === 0) {
    return (
      <p
        className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300"
        data-testid="no-reservation-actions"
      >
        <CircleCheck
          className="size-5 shrink-0 text-brand-700 dark:text-brand-400"
          aria-hidden="true"
        />
        <Trans>Nothing waits for you. New requests and payments will show up here.</Trans>
      </p>
    );
  }
  return (
    <ul
      className="divide-y divide-slate-200 dark:divide-slate-800"
      data-testid="reservation-actions-list"
    >
      {items.map((item) => (
        <li
          key={`${item.role}-${item.reservation.id}`}
          className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-slate-900 dark:text-white">{item.title}</p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">
              <bdi>{item.reservation.listing.name}</bdi> ·{' '}
              <bdi>{formatDate(new Date(item.reservation.start_at))}</bdi> ·{' '}
              <bdi>
                {item.role === 'owner'
                  ? item.reservation.renter.fullName
                  : item.reservation.listing.owner.fullName}
              </bdi>
            </p>
          </div>
          <Link
            to={item.to}
            className="inline-flex shrink-0 items-center gap-1 self-start rounded-xl px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-900/10 hover:bg-slate-50 sm:self-center dark:text-brand-300 dark:ring-white/10 dark:hover:bg-slate-800"
          >
            {item.action}
            <span className="sr-only">
              : <bdi>{item.reservation.listing.name}</bdi>
            </span>
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function UpcomingList({ items }: { items: UpcomingRental[] }) {
  const { t } = useLingui();
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          No confirmed rentals coming up.{' '}
          <Link
            to={paths.home}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            Find something to rent
          </Link>
        </Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-3" data-testid="upcoming-rentals">
      {items.map(({ reservation, role, to }) => {
        const renter = reservation.renter.fullName;
        return (
          <li key={`${role}-${reservation.id}`}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-2xl p-2 -m-2 hover:bg-slate-50 dark:hover:bg-slate-800/60"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
                <CalendarClock className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
                  <bdi>{reservation.listing.name}</bdi>
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  <bdi>{formatDate(new Date(reservation.start_at))}</bdi> ·{' '}
                  {role === 'owner' ? (
                    <Trans>
                      renting to <bdi>{renter}</bdi>
                    </Trans>
                  ) : (
                    t`you rent`
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** One line of the earnings card's breakdown: a label and the server's amount. */
function Figure({ label, cents, testId }: { label: ReactNode; cents: number; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums dark:text-white" data-testid={testId}>
        <bdi>{formatCents(cents)}</bdi>
      </dd>
    </div>
  );
}

/**
 * The owner's earnings, every figure the server's: everything paid to them (the big number),
 * from how many completed bookings and, when a damage claim kept part of a deposit, the rent
 * payouts and the kept deposits as their own lines.
 */
function EarningsCard({ query }: { query: ReturnType<typeof useEarnings> }) {
  const data = query.data;
  const completedCount = data?.completed_count ?? 0;
  return (
    <section aria-labelledby="earnings-title" className={card} data-testid="earnings">
      <h3
        id="earnings-title"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <Wallet className="size-5 text-brand-700 dark:text-brand-400" aria-hidden="true" />
        <Trans>Earnings</Trans>
      </h3>
      {query.isPending ? (
        <Skeleton className="mt-3 h-9 w-32" />
      ) : query.isError || !data ? (
        <p className="mt-3 text-sm text-red-700 dark:text-red-400" role="alert">
          {errorMessage(query.error)}
        </p>
      ) : (
        <>
          <p
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums rtl:tracking-normal dark:text-white"
            data-testid="earnings-total"
          >
            {formatCents(data.earned_cents)}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Plural
              value={completedCount}
              one="Paid out from # completed booking."
              other="Paid out from # completed bookings."
            />{' '}
            <Link
              to={paths.bookings.completed}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
            >
              <Trans>See them</Trans>
            </Link>
          </p>
          {data.deposits_kept_cents > 0 && (
            <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
              <Figure label={<Trans>Rent payouts</Trans>} cents={data.paid_out_cents} />
              <Figure
                label={<Trans>Kept from deposits</Trans>}
                cents={data.deposits_kept_cents}
                testId="earnings-deposits-kept"
              />
            </dl>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The dashboard's rentals part: what needs the user's action (owner: requests, paid to hand
 * over, returned; renter: accepted to pay, shipped to confirm), upcoming rentals and, for
 * owners, their earnings as the server sums them.
 */
export function RentalsOverview({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const owner = isActiveSeller(user);
  const renterOpen = useRentalOverviewList('renter', 'approved-rentals');
  const ownerPending = useRentalOverviewList('owner', 'for-confirmations', owner);
  const ownerOpen = useRentalOverviewList('owner', 'confirmed-bookings', owner);
  const earnings = useEarnings(owner);

  const queries = owner ? [renterOpen, ownerPending, ownerOpen] : [renterOpen];
  const loading = queries.some((q) => q.isPending);
  const failed = queries.find((q) => q.isError);

  if (loading) {
    return (
      <LoadingState label={t`Loading your rentals`} className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-48 rounded-3xl lg:col-span-2" />
        <Skeleton className="h-48 rounded-3xl" />
      </LoadingState>
    );
  }
  if (failed) {
    return (
      <ErrorState
        title={t`Your rentals could not be loaded`}
        message={errorMessage(failed.error)}
        onRetry={() => queries.forEach((q) => void q.refetch())}
      />
    );
  }

  const actions = [
    ...(owner ? ownerActionItems([...(ownerPending.data ?? []), ...(ownerOpen.data ?? [])]) : []),
    ...renterActionItems(renterOpen.data ?? []),
  ];
  const upcoming = upcomingRentals(renterOpen.data ?? [], owner ? (ownerOpen.data ?? []) : []);

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <section aria-labelledby="reservation-actions-title" className={`${card} lg:col-span-2`}>
        <h3 id="reservation-actions-title" className="font-semibold text-slate-900 dark:text-white">
          <Trans>Needs your action</Trans>
          {actions.length > 0 && (
            <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
              {actions.length}
            </span>
          )}
        </h3>
        <div className="mt-4">
          <ActionList items={actions} />
        </div>
      </section>
      <div className="space-y-4">
        {owner && <EarningsCard query={earnings} />}
        <section aria-labelledby="upcoming-title" className={card}>
          <h3 id="upcoming-title" className="font-semibold text-slate-900 dark:text-white">
            <Trans>Coming up</Trans>
          </h3>
          <div className="mt-4">
            <UpcomingList items={upcoming} />
          </div>
        </section>
      </div>
    </div>
  );
}
