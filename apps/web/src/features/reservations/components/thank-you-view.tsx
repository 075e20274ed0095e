import type { ReservationView } from '@ownless/shared/rental';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CheckCircle2, Search } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useReservation } from '../api/get-reservation';
import { formatCents } from '@/lib/i18n';
import { formatPeriod } from '../utils/period';
import { actionLabel } from '../utils/reservation-actions';
import { ListingCover } from '@/components/ui/listing-cover';

/** The steps after payment, by how the item changes hands. */
export function nextSteps(fulfilment: string | undefined): { title: string; text: string }[] {
  // The renter's button on a shipped rental, as it reads on the reservation.
  const arrived = actionLabel({ label: 'It arrived: start rental' });
  const handOver =
    fulfilment === 'shipping'
      ? {
          title: t`The owner ships it`,
          text: t`You will see the tracking number on the reservation. When it arrives, tap “${arrived}”.`,
        }
      : fulfilment === 'delivery'
        ? {
            title: t`The owner brings it to you`,
            text: t`Agree on a time in chat. At hand-over, either of you starts the rental.`,
          }
        : {
            title: t`Pick it up`,
            text: t`Agree on a time with the owner in chat. At hand-over, either of you starts the rental.`,
          };
  return [
    {
      title: t`The owner is notified`,
      text: t`We e-mailed you a receipt and told the owner you paid.`,
    },
    handOver,
    {
      title: t`Give it back`,
      text: t`When the period ends, return it and mark it returned. The owner checks it and completes the rental.`,
    },
    {
      title: t`Deposit back, then review`,
      text: t`Your deposit is released after the item is back, unless the owner claims for damage. Then you can review each other.`,
    },
  ];
}

function Summary({ reservation }: { reservation: ReservationView }) {
  const paid = formatCents(reservation.total_cents);
  const code = reservation.code;
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <ListingCover src={reservation.listing.cover} className="size-16" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900 dark:text-white">
          <bdi>{reservation.listing.name}</bdi>
        </p>
        <p className="text-slate-700 dark:text-slate-300">
          <bdi>{formatPeriod(reservation)}</bdi>
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          <Trans>
            Paid <bdi>{paid}</bdi> · <bdi className="font-mono">{code}</bdi>
          </Trans>
        </p>
      </div>
    </div>
  );
}

/** /admin/thankyou: the payment went through; what happens next and where to go. */
export function ThankYouView({ reservationId }: { reservationId: number | null }) {
  const { t } = useLingui();
  const query = useReservation(reservationId ?? 0);
  const reservation = query.data;
  const steps = nextSteps(reservation?.fulfilment);
  return (
    <AdminPage
      title={t`Thank you! Your reservation is confirmed`}
      documentTitle={t`Thank you`}
      width="narrow"
    >
      <div className="space-y-8" data-testid="thank-you">
        <div className="flex items-start gap-4 rounded-3xl border border-brand-200 bg-brand-50 p-5 text-brand-950 dark:border-brand-800 dark:bg-brand-950/40 dark:text-brand-50">
          <CheckCircle2
            className="size-7 shrink-0 text-brand-700 dark:text-brand-400"
            aria-hidden="true"
          />
          <p>
            <Trans>
              Your payment went through. The owner has been told, and your deposit comes back after
              you return the item, unless the owner claims for damage.
            </Trans>
          </p>
        </div>
        {reservationId !== null && query.isPending && <Skeleton className="h-24 rounded-2xl" />}
        {reservation && <Summary reservation={reservation} />}
        <section aria-labelledby="next-title">
          <h2 id="next-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            <Trans>What happens next</Trans>
          </h2>
          <ol className="mt-4 space-y-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white dark:bg-white dark:text-slate-900"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900 dark:text-white">{step.title}</h3>
                  <p className="text-sm text-slate-700 dark:text-slate-300">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to={
              reservationId !== null ? paths.rentals.request(reservationId) : paths.rentals.approved
            }
            className={buttonClass('primary', 'lg')}
            data-testid="thank-you-reservation"
          >
            {reservationId !== null ? t`View your reservation` : t`My rentals`}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
          <Link to={paths.home} className={buttonClass('outline', 'lg')}>
            <Search className="size-4" aria-hidden="true" />
            <Trans>Keep browsing</Trans>
          </Link>
        </div>
      </div>
    </AdminPage>
  );
}
