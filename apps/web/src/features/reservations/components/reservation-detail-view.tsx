import { useRef, useState, type ReactNode } from 'react';
import type { ReservationView } from '@ownless/shared/rental';
import { OWNER_LISTS, RENTER_LISTS } from '@ownless/shared/reservation-machine';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage, AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { formatDate } from '@/lib/i18n';
import { useReservation } from '../api/get-reservation';
import { describeLength, formatPeriod, fulfilmentLabel } from '../utils/period';
import { policyName } from '../utils/policy';
import { findList, type ReservationRole } from '../utils/reservation-lists';
import { statusSummary } from '../utils/reservation-status';
import { LedgerList } from './ledger-list';
import { ListingCover } from '@/components/ui/listing-cover';
import { PriceBreakdown } from './price-breakdown';
import { ReservationActions } from './reservation-actions';
import { ReservationTimeline } from './reservation-timeline';
import { ReviewForm } from './review-form';
import { StatusBadge } from './status-badge';

/** The list a reservation in this status belongs to, for the way back. */
function listOf(reservation: ReservationView) {
  const role = reservation.viewer_role;
  const lists: Record<string, readonly string[]> = role === 'owner' ? OWNER_LISTS : RENTER_LISTS;
  const key = Object.keys(lists).find((k) => lists[k]?.includes(reservation.status));
  return findList(role, key);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-slate-900 sm:col-span-2 sm:mt-0 dark:text-white">
        {children}
      </dd>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className="space-y-6"
      aria-busy="true"
      aria-label={t`Loading the reservation`}
    >
      <Skeleton className="h-28 rounded-3xl" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-3xl lg:col-span-2" />
        <Skeleton className="h-80 rounded-3xl" />
      </div>
    </div>
  );
}

/**
 * What the page adds from other features: the button that opens the chat with the other
 * party (features do not import each other).
 */
export type RenderMessageButton = (
  reservation: ReservationView,
  otherParty: { id: number; role: 'renter' | 'owner' },
) => ReactNode;

/** The rental's condition reports (features/condition-reports), placed by the app layer. */
export type RenderConditions = (reservation: ReservationView) => ReactNode;

/** The deposit and its damage claim (features/claims), placed by the app layer. */
export type RenderDeposit = (reservation: ReservationView) => ReactNode;

function Details({
  reservation,
  renderMessage,
  renderConditions,
  renderDeposit,
}: {
  reservation: ReservationView;
  renderMessage?: RenderMessageButton;
  renderDeposit?: RenderDeposit;
  renderConditions?: RenderConditions;
}) {
  const { t } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  const rules = useAppConfig().data?.rules;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After an action the buttons change (or go): the focus moves to the new state.
  const onDone = (text: string) => {
    setMessage(text);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const owner = reservation.viewer_role === 'owner';
  const other = owner ? reservation.renter : reservation.listing.owner;
  const expiresOn = formatDate(reservation.expires_at);
  const expiring =
    reservation.expires_at &&
    (reservation.status === 'pending' || reservation.status === 'approved');
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="next-step-title"
        className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        data-testid="next-step"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2
            id="next-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
          >
            <Trans>Where things stand</Trans>
          </h2>
          <StatusBadge status={reservation.status} />
        </div>
        <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="status-summary">
          {statusSummary(reservation, reservation.viewer_role, rules)}
        </p>
        {expiring && (
          <p className="mt-2 flex items-center gap-2 text-sm text-amber-800 dark:text-amber-300">
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            <span>
              <Trans>
                Expires <bdi>{expiresOn}</bdi> if nothing happens.
              </Trans>
            </span>
          </p>
        )}
        {message && (
          <Alert tone="success" className="mt-4" data-testid="action-message">
            {message}
          </Alert>
        )}
        <ReservationActions reservation={reservation} onDone={onDone} className="mt-5" />
      </section>

      {renderConditions?.(reservation)}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {renderDeposit?.(reservation)}
          <AdminSection title={t`Rental details`}>
            <div className="flex gap-4">
              <ListingCover src={reservation.listing.cover} className="size-20 sm:size-24" />
              <div className="min-w-0">
                <Link
                  to={paths.listingDetail(reservation.listing.id)}
                  className="font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-400"
                >
                  <bdi>{reservation.listing.name}</bdi>
                </Link>
                {reservation.listing.short_address && (
                  <p className="mt-1 flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                    <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    <bdi>{reservation.listing.short_address}</bdi>
                  </p>
                )}
              </div>
            </div>
            <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
              <Fact label={reservation.type === 'sale' ? t`Date` : t`Dates`}>
                <bdi data-testid="reservation-period">{formatPeriod(reservation)}</bdi>
              </Fact>
              <Fact label={t`Length`}>{describeLength(reservation)}</Fact>
              <Fact label={t`Hand-over`}>
                {fulfilmentLabel(reservation.fulfilment)}
                {reservation.shipping_option && (
                  <>
                    {' · '}
                    <bdi>{reservation.shipping_option.name}</bdi>
                  </>
                )}
              </Fact>
              {reservation.tracking_number && (
                <Fact label={t`Tracking number`}>
                  <bdi className="font-mono">{reservation.tracking_number}</bdi>
                </Fact>
              )}
              <Fact label={t`Cancellation policy`}>{policyName(reservation.policy)}</Fact>
              <Fact label={t`Reference`}>
                <bdi className="font-mono">{reservation.code}</bdi>
              </Fact>
              {reservation.renter_note && (
                <Fact label={owner ? t`Message from the renter` : t`Your message`}>
                  <span dir="auto" className="block whitespace-pre-line">
                    {reservation.renter_note}
                  </span>
                </Fact>
              )}
              {reservation.cancel_reason && (
                <Fact
                  label={
                    reservation.status === 'rejected'
                      ? t`Reason for declining`
                      : t`Reason for cancelling`
                  }
                >
                  <span dir="auto" className="block whitespace-pre-line">
                    {reservation.cancel_reason}
                  </span>
                </Fact>
              )}
            </dl>
          </AdminSection>

          {reservation.status === 'completed' && (
            <AdminSection
              id="review"
              title={t`Your review`}
              description={t`Reviews help the community rent with confidence.`}
            >
              <ReviewForm reservation={reservation} />
            </AdminSection>
          )}

          <AdminSection title={t`Activity`}>
            <ReservationTimeline events={reservation.events ?? []} />
          </AdminSection>
        </div>

        <div className="space-y-6">
          <AdminSection title={owner ? t`Your earnings` : t`Price`}>
            <PriceBreakdown reservation={reservation} />
          </AdminSection>
          <AdminSection title={t`Payments`}>
            <LedgerList reservationId={reservation.id} viewer={reservation.viewer_role} />
          </AdminSection>
          <AdminSection title={owner ? t`Renter` : t`Owner`}>
            <div className="flex items-center gap-3">
              <Avatar src={other.profilePicture} className="size-12!" />
              <p
                className="min-w-0 truncate font-semibold text-slate-900 dark:text-white"
                data-testid="other-party"
              >
                <bdi>{other.fullName}</bdi>
              </p>
            </div>
            {renderMessage && (
              <div className="mt-4">
                {renderMessage(reservation, { id: other.id, role: owner ? 'renter' : 'owner' })}
              </div>
            )}
          </AdminSection>
        </div>
      </div>
    </div>
  );
}

/**
 * One reservation for its renter or owner: where it stands and what the viewer can do now,
 * the details, the price (renter: what they pay; owner: payout after commission and what a
 * damage claim kept of the deposit), the activity, the ledger and, once completed, the review.
 */
export function ReservationDetailView({
  reservationId,
  role,
  renderMessage,
  renderConditions,
  renderDeposit,
}: {
  reservationId: number;
  role: ReservationRole;
  renderMessage?: RenderMessageButton;
  renderDeposit?: RenderDeposit;
  renderConditions?: RenderConditions;
}) {
  const { t, i18n } = useLingui();
  const query = useReservation(reservationId);
  const fallbackList = role === 'owner' ? paths.bookings.ongoing : paths.rentals.ongoing;

  if (query.isPending) {
    return (
      <AdminPage title={t`Reservation`} width="wide">
        <DetailSkeleton />
      </AdminPage>
    );
  }
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    const title =
      status === 404
        ? t`This reservation does not exist`
        : status === 403
          ? t`This reservation is not yours`
          : t`The reservation could not be loaded`;
    return (
      <AdminPage title={t`Reservation`} width="narrow">
        <ErrorState
          title={title}
          message={errorMessage(query.error)}
          onRetry={status === 404 || status === 403 ? undefined : () => void query.refetch()}
        />
        <Link to={fallbackList} className={buttonClass('outline', 'md', 'mt-6')}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Back to the list</Trans>
        </Link>
      </AdminPage>
    );
  }

  const reservation = query.data;
  const list = listOf(reservation);
  const code = reservation.code;
  const requestedOn = formatDate(reservation.created_at);
  return (
    <AdminPage
      width="wide"
      documentTitle={`${reservation.listing.name} · ${reservation.code}`}
      title={<bdi>{reservation.listing.name}</bdi>}
      actions={
        <Link to={list?.to ?? fallbackList} className={buttonClass('outline', 'sm')}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {list ? i18n._(list.label) : t`Back`}
        </Link>
      }
      description={
        <Trans>
          Reservation <bdi>{code}</bdi> · requested <bdi>{requestedOn}</bdi>
        </Trans>
      }
    >
      <Details
        reservation={reservation}
        renderMessage={renderMessage}
        renderDeposit={renderDeposit}
        renderConditions={renderConditions}
      />
    </AdminPage>
  );
}
