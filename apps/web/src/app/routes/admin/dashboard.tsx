import type { ComponentType, SVGProps } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import {
  ArrowRight,
  CalendarCheck,
  Gift,
  KeyRound,
  List,
  ListChecks,
  MessageCircle,
  Plus,
  Search,
  UserRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { paths } from '@/config/paths';
import { RentalsOverview } from '@/features/dashboard/components/rentals-overview';
import { AttentionList } from '@/features/onboarding/components/attention-list';
import { isActiveSeller } from '@/lib/access';
import { useCurrentUser } from '@/lib/auth';

interface QuickLink {
  label: string;
  description: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Built when shown, in the page's language. */
function quickLinks(user: CurrentUser): QuickLink[] {
  const owner: QuickLink[] = isActiveSeller(user)
    ? [
        {
          label: t`Add a listing`,
          description: t`Photos, price, availability`,
          to: paths.addListing,
          icon: Plus,
        },
        {
          label: t`My listings`,
          description: t`Edit, publish, pause`,
          to: paths.exploreListings,
          icon: List,
        },
        {
          label: t`Bookings`,
          description: t`Requests for your things`,
          to: paths.bookings.ongoing,
          icon: CalendarCheck,
        },
      ]
    : [];
  return [
    ...owner,
    {
      label: t`Find something to rent`,
      description: t`Tools, gear, goods, services`,
      to: paths.home,
      icon: Search,
    },
    {
      label: t`My rentals`,
      description: t`Requests and ongoing rentals`,
      to: paths.rentals.ongoing,
      icon: KeyRound,
    },
    {
      label: t`Messages`,
      description: t`Chat with owners and renters`,
      to: paths.chat,
      icon: MessageCircle,
    },
    {
      label: t`Profile`,
      description: t`Photo, details, security`,
      to: paths.profile,
      icon: UserRound,
    },
    {
      label: t`Getting started`,
      description: t`Your checklist`,
      to: paths.starter,
      icon: ListChecks,
    },
    {
      label: t`Invite friends`,
      description: t`Your referral link`,
      to: paths.referrals,
      icon: Gift,
    },
  ];
}

/** "Good morning, Ana": the greeting of the hour, with the first name. */
function greeting(firstName: string, date = new Date()) {
  const hour = date.getHours();
  if (hour < 5) return t`Hello, ${firstName}`;
  if (hour < 12) return t`Good morning, ${firstName}`;
  if (hour < 18) return t`Good afternoon, ${firstName}`;
  return t`Good evening, ${firstName}`;
}

export default function DashboardRoute() {
  const { t } = useLingui();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <AdminPage
      title={greeting(user.firstName)}
      documentTitle={t`Dashboard`}
      description={t`Here is what needs your attention and where to go next.`}
    >
      <div className="space-y-10">
        <section aria-labelledby="attention-title">
          <h2 id="attention-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            <Trans>What needs attention</Trans>
          </h2>
          <div className="mt-4">
            <AttentionList user={user} />
          </div>
        </section>
        <section aria-labelledby="rentals-overview-title">
          <h2
            id="rentals-overview-title"
            className="text-lg font-semibold text-slate-900 dark:text-white"
          >
            <Trans>Rentals and bookings</Trans>
          </h2>
          <div className="mt-4">
            <RentalsOverview user={user} />
          </div>
        </section>
        <section aria-labelledby="quick-links-title">
          <h2
            id="quick-links-title"
            className="text-lg font-semibold text-slate-900 dark:text-white"
          >
            <Trans>Quick links</Trans>
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {quickLinks(user).map(({ label, description, to, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-600 hover:shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-400"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-slate-900 dark:text-white">
                      {label}
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {description}
                    </span>
                  </span>
                  <ArrowRight
                    className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </AdminPage>
  );
}
