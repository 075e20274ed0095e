import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowRight,
  BadgeCheck,
  Camera,
  Handshake,
  MessageCircle,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { groupDigits } from '@/lib/i18n';
import { useAppConfig } from '@/lib/app-config';
import { useRentalTypeStats } from '@/features/discovery/api/get-rental-types';
import { pageFor } from '@/features/discovery/components/view-switch';
import { FeeOverview } from '@/features/marketing/components/fee-overview';

/**
 * Built when shown, in the page's language. The hours an owner has to answer are the server's
 * (GET /api/config): left out until known.
 */
const steps = (
  answerHours: number | undefined,
): { title: string; text: string; icon: LucideIcon }[] => [
  {
    title: t`List it in minutes`,
    text: t`Photos, a description, and your hourly, daily, weekly or monthly price. Add a deposit if you like.`,
    icon: Camera,
  },
  {
    title: t`You approve every request`,
    text: answerHours
      ? plural(answerHours, {
          one: 'Renters ask for dates; you have # hour to say yes or no. Chat with them first if you want.',
          other:
            'Renters ask for dates; you have # hours to say yes or no. Chat with them first if you want.',
        })
      : t`Renters ask for dates; you say yes or no. Chat with them first if you want.`,
    icon: MessageCircle,
  },
  {
    title: t`Hand it over your way`,
    text: t`Pickup at your door, delivery within your radius, or shipping with the options you choose.`,
    icon: Handshake,
  },
  {
    title: t`Get paid when it comes back`,
    text: t`Renters pay up front. Your payout is released to your connected account when the rental is completed.`,
    icon: Wallet,
  },
];

const promises = () => [
  {
    title: t`Deposits held`,
    text: t`A deposit is held until the item is back in your hands.`,
    icon: ShieldCheck,
  },
  {
    title: t`Verified renters`,
    text: t`Every renter confirms their e-mail; profiles and reviews show who you deal with.`,
    icon: BadgeCheck,
  },
  {
    title: t`Your rules`,
    text: t`Advance notice, minimum and maximum rental length, cancellation policy: you decide.`,
    icon: Wallet,
  },
];

/** "12 listings". */
function ListingCount({ count }: { count: number }) {
  return plural(count, { one: '# listing', other: '# listings' });
}

function WhatPeopleList() {
  const stats = useRentalTypeStats();
  if (stats.isError) return null;
  return (
    <section aria-labelledby="sell-categories" className="py-16">
      <Container>
        <h2
          id="sell-categories"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl rtl:tracking-normal dark:text-white"
        >
          <Trans>What owners list</Trans>
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          <Trans>
            Listings on OwnLess today, by category. See what your neighbours charge before you set a
            price.
          </Trans>
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {stats.isPending
            ? Array.from({ length: 5 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-24 rounded-2xl" />
                </li>
              ))
            : stats.data.rentalTypes.map((type) => (
                <li key={type.id}>
                  <Link
                    to={`${pageFor('grid', 'sidebar')}?rental_type=${type.id}`}
                    className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-400"
                  >
                    <span className="font-semibold text-slate-900 dark:text-white">
                      {type.name}
                    </span>
                    <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                      <ListingCount count={type.listings_count} />
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      </Container>
    </section>
  );
}

/** /sell: the owners' landing page — earn from what you own, how it works, fees, Add Listing. */
export default function SellRoute() {
  const { t } = useLingui();
  const answerHours = useAppConfig().data?.rules.requestExpiryHours;
  return (
    <>
      <PageTitle title={t`Earn from what you own`} />
      <section
        aria-labelledby="sell-title"
        className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50/80 to-white dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 end-[-8rem] size-[26rem] rounded-full bg-brand-200/50 blur-3xl dark:bg-brand-700/20"
        />
        <Container className="relative py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase rtl:tracking-normal dark:text-brand-400">
            <Trans>For owners</Trans>
          </p>
          <h1
            id="sell-title"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 rtl:tracking-normal sm:text-5xl dark:text-white"
          >
            <Trans>Earn from what you own</Trans>
          </h1>
          <p className="mt-6 max-w-2xl text-lg/8 text-slate-700 dark:text-slate-300">
            <Trans>
              The drill you used twice, the tent that waits for summer, the camera between trips:
              list them on OwnLess and let your neighbours rent them. Free to list, and you approve
              every request.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={paths.addListing}
              className={buttonClass('primary', 'lg')}
              data-testid="sell-add-listing"
            >
              <Trans>Add a listing</Trans>
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
            <Link to={paths.pricing} className={buttonClass('outline', 'lg')}>
              <Trans>See all fees</Trans>
            </Link>
          </div>
          <ul className="mt-12 grid gap-4 sm:grid-cols-3">
            {promises().map(({ title, text, icon: Icon }, index) => (
              <li key={index} className="flex gap-3">
                <Icon
                  className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-400"
                  aria-hidden="true"
                />
                <div>
                  <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="sell-how" className="py-16">
        <Container>
          <h2
            id="sell-how"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl rtl:tracking-normal dark:text-white"
          >
            <Trans>How it works</Trans>
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps(answerHours).map(({ title, text, icon: Icon }, index) => (
              <li
                key={index}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="relative flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
                  <Icon className="size-5" aria-hidden="true" />
                  <span className="absolute -end-1.5 -top-1.5 flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white ring-2 ring-white dark:ring-slate-900">
                    {groupDigits(index + 1)}
                  </span>
                </span>
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-1 text-sm/6 text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section
        aria-labelledby="sell-fees"
        className="border-y border-slate-200 bg-slate-50/60 py-16 dark:border-slate-800 dark:bg-slate-900/30"
      >
        <Container>
          <h2
            id="sell-fees"
            className="mb-8 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl rtl:tracking-normal dark:text-white"
          >
            <Trans>What it costs</Trans>
          </h2>
          <FeeOverview />
        </Container>
      </section>

      <WhatPeopleList />

      <Container className="pb-20">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between dark:bg-brand-900">
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl rtl:tracking-normal">
              <Trans>Ready to list your first item?</Trans>
            </h2>
            <p className="mt-2 text-brand-50">
              <Trans>It takes a few minutes. You can save a draft and finish later.</Trans>
            </p>
          </div>
          <Link
            to={paths.addListing}
            className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-xl bg-white px-6 font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
          >
            <Trans>Add Listing</Trans>
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      </Container>
    </>
  );
}
