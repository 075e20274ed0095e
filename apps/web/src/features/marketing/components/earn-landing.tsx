import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowRight,
  BadgeDollarSign,
  CalendarCheck,
  Camera,
  CheckCircle2,
  ShieldCheck,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import { percentOf } from '@ownless/shared/percent';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { formatCents, groupDigits } from '@/lib/i18n';
import { percent } from '../utils/fee-example';

const EXAMPLES = [
  { id: 'drill', item: msg`Cordless drill`, priceCents: 1500, timesPerMonth: 4 },
  { id: 'tent', item: msg`Camping tent`, priceCents: 3000, timesPerMonth: 6 },
  { id: 'camera', item: msg`Mirrorless camera`, priceCents: 4500, timesPerMonth: 5 },
] as const;

/** A month's rent less the commission the server takes (GET /api/config). */
const monthlyEarnings = (priceCents: number, times: number, commissionPercent: number) =>
  formatCents(priceCents * times - percentOf(priceCents * times, commissionPercent));

/** "$15.00 / day · 4 days a month". */
function PricePerMonth({
  priceCents,
  timesPerMonth,
}: {
  priceCents: number;
  timesPerMonth: number;
}) {
  const price = formatCents(priceCents);
  return plural(timesPerMonth, {
    one: `${price} / day · # day a month`,
    other: `${price} / day · # days a month`,
  });
}

function StepLabel({ index }: { index: number }) {
  const step = groupDigits(index + 1);
  return <Trans>Step {step}</Trans>;
}

/** The banner page: a promo landing for new owners. */
export function EarnLanding() {
  const { t, i18n } = useLingui();
  const fees = useAppConfig().data?.fees;
  const commission = fees ? percent(fees.ownerCommissionPercent) : null;
  return (
    <>
      <section
        aria-labelledby="earn-title"
        className="relative overflow-hidden bg-brand-900 text-white dark:bg-brand-950"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -start-24 -bottom-32 size-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <Container className="relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
              <BadgeDollarSign className="size-4" aria-hidden="true" />
              {commission ? (
                <Trans>Free to list · {commission} only when you earn</Trans>
              ) : (
                <Trans>Free to list · pay only when you earn</Trans>
              )}
            </p>
            <h1
              id="earn-title"
              className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl rtl:tracking-normal"
            >
              <Trans>List your first item and earn</Trans>
            </h1>
            <p className="mt-6 max-w-xl text-lg/8 text-brand-50">
              <Trans>
                The drill you use twice a year, the tent in the garage, the camera in a drawer:
                neighbours are looking for them. Put them to work in minutes.
              </Trans>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                to={paths.sell}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-semibold text-brand-900 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white"
              >
                <Trans>Start earning</Trans>
                <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
              <Link
                to={paths.signup}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-white/30 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white"
              >
                <UserPlus className="size-4" aria-hidden="true" />
                <Trans>Create a free account</Trans>
              </Link>
            </div>
          </div>
          <div className="rounded-3xl bg-white p-6 text-slate-900 shadow-2xl sm:p-8 dark:bg-slate-900 dark:text-white">
            <h2 className="text-lg font-semibold">
              <Trans>What owners earn a month</Trans>
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {commission ? (
                <Trans>After the {commission} commission. Examples, not promises.</Trans>
              ) : (
                <Trans>After the commission. Examples, not promises.</Trans>
              )}
            </p>
            <ul className="mt-6 divide-y divide-slate-100 dark:divide-slate-800">
              {EXAMPLES.map(({ id, item, priceCents, timesPerMonth }) => (
                <li key={id} className="flex items-center justify-between gap-4 py-4">
                  <div>
                    <p className="font-semibold">{i18n._(item)}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      <PricePerMonth priceCents={priceCents} timesPerMonth={timesPerMonth} />
                    </p>
                  </div>
                  <p className="text-xl font-bold text-brand-700 tabular-nums dark:text-brand-400">
                    {fees
                      ? monthlyEarnings(priceCents, timesPerMonth, fees.ownerCommissionPercent)
                      : '…'}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <Container className="py-16 sm:py-20">
        <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white">
          <Trans>Three steps to your first rental</Trans>
        </h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {[
            {
              title: t`Snap a few photos`,
              text: t`Add a title, photos and a price per hour, day, week or month.`,
              icon: Camera,
            },
            {
              title: t`Approve who rents`,
              text: t`Every request needs your yes. Chat first if you like.`,
              icon: CalendarCheck,
            },
            {
              title: t`Get paid, stay covered`,
              text: t`Deposits are held until after the item is back, so you can claim for damage; your payout is released at completion.`,
              icon: ShieldCheck,
            },
          ].map(({ title, text, icon: Icon }, index) => (
            <li
              key={index}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-slate-500 dark:text-slate-400">
                  <StepLabel index={index} />
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-sm/6 text-slate-600 dark:text-slate-400">{text}</p>
            </li>
          ))}
        </ol>
        <ul className="mx-auto mt-12 flex max-w-3xl flex-col gap-3 text-slate-700 sm:flex-row sm:justify-center sm:gap-8 dark:text-slate-300">
          {[t`No listing fees`, t`You set the price and rules`, t`Clear cancellation policies`].map(
            (point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckCircle2
                  className="size-5 text-brand-700 dark:text-brand-400"
                  aria-hidden="true"
                />
                {point}
              </li>
            ),
          )}
        </ul>
        <div className="mt-12 flex justify-center">
          <Link to={paths.signup} className={buttonClass('primary', 'lg')}>
            <Trans>Get started for free</Trans>
          </Link>
        </div>
      </Container>
    </>
  );
}
