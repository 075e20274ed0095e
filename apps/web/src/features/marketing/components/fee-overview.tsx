import { Percent, Receipt, RotateCcw, ShieldCheck, type LucideIcon } from 'lucide-react';
import { formatCents } from '@ownless/shared/format';
import type { FeeRates } from '@ownless/shared/pricing';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { feeExample, percent } from '../utils/fee-example';

interface FeeCard {
  title: string;
  value: string;
  text: string;
  icon: LucideIcon;
}

/** The example of the worked example: 4 days at $25.00, with a $50.00 deposit. */
const EXAMPLE = { days: 4, dayPriceCents: 2_500, depositCents: 5_000 };

const cards = (fees: FeeRates): FeeCard[] => [
  {
    title: 'Renter service fee',
    value: percent(fees.renterServiceFeePercent),
    text: 'Added to the rental subtotal at checkout. It pays for secure payments, support and protection.',
    icon: Receipt,
  },
  {
    title: 'Owner commission',
    value: percent(fees.ownerCommissionPercent),
    text: 'Taken from the rental subtotal when the owner is paid. Listing is free; you only pay when you earn.',
    icon: Percent,
  },
  {
    title: 'Deposits',
    value: 'Held',
    text: 'A deposit set by the owner is held during the rental and released to the renter when it is completed.',
    icon: ShieldCheck,
  },
  {
    title: 'Refunds',
    value: 'By policy',
    text: 'Cancellations are refunded according to the listing’s policy. If the owner cancels, you get everything back.',
    icon: RotateCcw,
  },
];

function Breakdown({
  title,
  rows,
  total,
}: {
  title: string;
  rows: [string, string][];
  total: [string, string];
}) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
      <dl className="mt-3 space-y-2 text-sm">
        {[...rows, total].map(([term, value], index) => (
          <div
            key={term}
            className={
              index === rows.length
                ? 'flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-slate-900 dark:border-slate-700 dark:text-white'
                : 'flex justify-between gap-4 text-slate-700 dark:text-slate-300'
            }
          >
            <dt>{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The fees as the server applies them (GET /api/config), and an example worked out with them. */
export function FeeOverview() {
  const config = useAppConfig();
  if (config.isPending) {
    return (
      <LoadingState label="Loading the fees" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-48 w-full rounded-2xl" />
        ))}
      </LoadingState>
    );
  }
  if (config.isError) {
    return (
      <ErrorState
        title="We couldn't load the fees"
        message={errorMessage(config.error)}
        onRetry={() => void config.refetch()}
      />
    );
  }
  const { fees } = config.data;
  const example = feeExample(EXAMPLE.days * EXAMPLE.dayPriceCents, EXAMPLE.depositCents, fees);
  return (
    <div className="space-y-12">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards(fees).map(({ title, value, text, icon: Icon }) => (
          <li
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <Icon className="size-6 text-brand-700 dark:text-brand-400" aria-hidden="true" />
            <h2 className="mt-4 text-sm font-semibold text-slate-600 dark:text-slate-400">
              {title}
            </h2>
            <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
              {value}
            </p>
            <p className="mt-3 text-sm/6 text-slate-600 dark:text-slate-400">{text}</p>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="fee-example"
        className="grid gap-8 rounded-3xl bg-slate-50 p-6 sm:p-8 lg:grid-cols-2 dark:bg-slate-900/60"
      >
        <div>
          <h2
            id="fee-example"
            className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            A worked example
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            A camera rented for {EXAMPLE.days} days at {formatCents(EXAMPLE.dayPriceCents)} a day,
            with a {formatCents(EXAMPLE.depositCents)} deposit. The exact amounts are always shown
            before you confirm.
          </p>
        </div>
        <div className="grid gap-8 sm:grid-cols-2">
          <Breakdown
            title="The renter pays"
            rows={[
              ['Rental subtotal', formatCents(example.subtotal)],
              [
                `Service fee (${percent(fees.renterServiceFeePercent)})`,
                formatCents(example.serviceFee),
              ],
              ['Deposit (released later)', formatCents(example.deposit)],
            ]}
            total={['Charged at checkout', formatCents(example.renterCharged)]}
          />
          <Breakdown
            title="The owner receives"
            rows={[
              ['Rental subtotal', formatCents(example.subtotal)],
              [
                `Commission (${percent(fees.ownerCommissionPercent)})`,
                `−${formatCents(example.commission)}`,
              ],
            ]}
            total={['Payout at completion', formatCents(example.ownerPayout)]}
          />
        </div>
      </section>
    </div>
  );
}
