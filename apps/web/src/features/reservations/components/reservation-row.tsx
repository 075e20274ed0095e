import type { ReservationView } from '@ownless/shared/rental';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { formatCents } from '@/lib/i18n';
import { describeLength, formatPeriod } from '../utils/period';
import { reservationPath } from '../utils/reservation-lists';
import { ListingCover } from '@/components/ui/listing-cover';
import { ReservationActions } from './reservation-actions';
import { StatusBadge } from './status-badge';

/**
 * A deposit claim that waits for the viewer: the renter has a claim to answer, the owner a
 * returned item whose claim window is open. Read from the actions the server lists.
 */
function ClaimBadge({ reservation }: { reservation: ReservationView }) {
  const { t } = useLingui();
  const actions = reservation.claim_actions;
  const label = actions.includes('accept-claim')
    ? t`Claim to answer`
    : actions.includes('claim')
      ? t`Claim window open`
      : null;
  if (!label) return null;
  return (
    <span
      className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30"
      data-testid="claim-badge"
    >
      {label}
    </span>
  );
}

/**
 * One reservation in a list: cover and name, the other party, dates, status, total (the
 * owner sees the payout) and the next action buttons.
 */
export function ReservationRow({
  reservation,
  onActionDone,
}: {
  reservation: ReservationView;
  onActionDone?: (message: string) => void;
}) {
  const { t } = useLingui();
  const owner = reservation.viewer_role === 'owner';
  const other = owner ? reservation.renter : reservation.listing.owner;
  const to = reservationPath(reservation, reservation.viewer_role);
  const name = reservation.listing.name;
  const otherName = other.fullName;
  const code = reservation.code;
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-slate-300 sm:p-5 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700"
      data-testid="reservation-row"
      data-reservation-id={reservation.id}
    >
      <div className="flex gap-4">
        <ListingCover src={reservation.listing.cover} className="size-16 sm:size-20" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <h2 className="min-w-0 font-semibold text-slate-900 dark:text-white">
              <Link
                to={to}
                className="hover:text-brand-700 hover:underline dark:hover:text-brand-400"
              >
                <bdi>{reservation.listing.name}</bdi>
              </Link>
            </h2>
            <span className="flex flex-wrap items-center gap-2">
              <ClaimBadge reservation={reservation} />
              <StatusBadge status={reservation.status} />
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            <bdi>{formatPeriod(reservation)}</bdi>
            <span className="text-slate-500 dark:text-slate-400">
              {' '}
              · <bdi>{describeLength(reservation)}</bdi>
            </span>
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Avatar src={other.profilePicture} className="size-6!" />
            <span className="min-w-0 truncate">
              {owner ? (
                <Trans>
                  Renter:{' '}
                  <span className="font-medium text-slate-900 dark:text-white">
                    <bdi>{otherName}</bdi>
                  </span>
                </Trans>
              ) : (
                <Trans>
                  Owner:{' '}
                  <span className="font-medium text-slate-900 dark:text-white">
                    <bdi>{otherName}</bdi>
                  </span>
                </Trans>
              )}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600 dark:text-slate-400">
          <span>{owner ? t`Payout` : t`Total`}</span>
          <span
            className="text-base font-semibold text-slate-900 tabular-nums dark:text-white"
            data-testid="row-amount"
          >
            {formatCents(owner ? reservation.payout_cents : reservation.total_cents)}
          </span>
          <bdi className="font-mono text-xs text-slate-500 dark:text-slate-400">
            {reservation.code}
          </bdi>
        </p>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <ReservationActions reservation={reservation} compact onDone={onActionDone} />
          <Link
            to={to}
            className={buttonClass('ghost', 'sm')}
            aria-label={t`Details of ${name}, ${code}`}
          >
            <Trans>Details</Trans>
            <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </li>
  );
}
