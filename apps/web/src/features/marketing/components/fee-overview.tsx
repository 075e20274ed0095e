import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Percent, Receipt, RotateCcw, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { FeeRates } from '@ownless/shared/pricing';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { formatCents } from '@/lib/i18n';
import { feeExample, percent } from '../utils/fee-example';

interface FeeCard {
  id: string;
  title: string;
  value: string;
  text: string;
  icon: LucideIcon;
}

/** The example of the worked example: 4 days at $25.00, with a $50.00 deposit. */
const EXAMPLE = { days: 4, dayPriceCents: 2_500, depositCents: 5_000 };

/** Built when shown, in the page's language. */
const cards = (fees: FeeRates, claimHours: number): FeeCard[] => [
  {
    id: 'service-fee',
    title: t`Renter service fee`,
    value: percent(fees.renterServiceFeePercent),
    text: t`Added to the rental subtotal at checkout. It pays for secure payments, support and protection.`,
    icon: Receipt,
  },
  {
    id: 'commission',
    title: t`Owner commission`,
    value: percent(fees.ownerCommissionPercent),
    text: t`Taken from the rental subtotal when the owner is paid. Listing is free; you only pay when you earn.`,
    icon: Percent,
  },
  {
    id: 'deposits',
    title: t`Deposits`,
    value: t`Held`,
    text: t`A deposit set by the owner is held on the renter’s card when the rental is soon; otherwise it is charged and refunded. It goes back ${claimHours} hours after the item comes back, unless the owner claims for damage; OwnLess support decides a disputed claim.`,
    icon: ShieldCheck,
  },
  {
    id: 'refunds',
    title: t`Refunds`,
    value: t`By policy`,
    text: t`Cancellations are refunded according to the listing’s policy. If the owner cancels, you get everything back.`,
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
            key={index}
            className={
              index === rows.length
                ? 'flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-slate-900 dark:border-slate-700 dark:text-white'
                : 'flex justify-between gap-4 text-slate-700 dark:text-slate-300'
            }
          >
            <dt>{term}</dt>
            <dd className="tabular-nums">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The fees as the server applies them (GET /api/config), and an example worked out with them. */
export function FeeOverview() {
  const { t } = useLingui();
  const config = useAppConfig();
  if (config.isPending) {
    return (
      <LoadingState
        label={t`Loading the fees`}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-48 w-full rounded-2xl" />
        ))}
      </LoadingState>
    );
  }
  if (config.isError) {
    return (
      <ErrorState
        title={t`We couldn't load the fees`}
        message={errorMessage(config.error)}
        onRetry={() => void config.refetch()}
      />
    );
  }
  const { fees, rules } = config.data;
  const example = feeExample(EXAMPLE.days * EXAMPLE.dayPriceCents, EXAMPLE.depositCents, fees);
  const days = EXAMPLE.days;
  const dayPrice = formatCents(EXAMPLE.dayPriceCents);
  const deposit = formatCents(EXAMPLE.depositCents);
  const serviceFee = percent(fees.renterServiceFeePercent);
  const commission = percent(fees.ownerCommissionPercent);
  return (
    <div className="space-y-12">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards(fees, rules.claimWindowHours).map(({ id, title, value, text, icon: Icon }) => (
          <li
            key={id}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <Icon className="size-6 text-brand-700 dark:text-brand-400" aria-hidden="true" />
            <h2 className="mt-4 text-sm font-semibold text-slate-600 dark:text-slate-400">
              {title}
            </h2>
            <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white">
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
            className="text-2xl font-bold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white"
          >
            <Trans>A worked example</Trans>
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            {plural(days, {
              one: `A camera rented for # day at ${dayPrice} a day, with a ${deposit} deposit. The exact amounts are always shown before you confirm.`,
              other: `A camera rented for # days at ${dayPrice} a day, with a ${deposit} deposit. The exact amounts are always shown before you confirm.`,
            })}
          </p>
        </div>
        <div className="grid gap-8 sm:grid-cols-2">
          <Breakdown
            title={t`The renter pays`}
            rows={[
              [t`Rental subtotal`, formatCents(example.subtotal)],
              [t`Service fee (${serviceFee})`, formatCents(example.serviceFee)],
              [t`Deposit (released later)`, formatCents(example.deposit)],
            ]}
            total={[t`Charged at checkout`, formatCents(example.renterCharged)]}
          />
          <Breakdown
            title={t`The owner receives`}
            rows={[
              [t`Rental subtotal`, formatCents(example.subtotal)],
              [t`Commission (${commission})`, `−${formatCents(example.commission)}`],
            ]}
            total={[t`Payout at completion`, formatCents(example.ownerPayout)]}
          />
        </div>
      </section>
    </div>
  );
}
