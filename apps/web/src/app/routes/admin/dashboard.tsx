import type { ComponentType, SVGProps } from 'react';
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

function quickLinks(user: CurrentUser): QuickLink[] {
  const owner: QuickLink[] = isActiveSeller(user)
    ? [
        {
          label: 'Add a listing',
          description: 'Photos, price, availability',
          to: paths.addListing,
          icon: Plus,
        },
        {
          label: 'My listings',
          description: 'Edit, publish, pause',
          to: paths.exploreListings,
          icon: List,
        },
        {
          label: 'Bookings',
          description: 'Requests for your things',
          to: paths.bookings.ongoing,
          icon: CalendarCheck,
        },
      ]
    : [];
  return [
    ...owner,
    {
      label: 'Find something to rent',
      description: 'Tools, gear, goods, services',
      to: paths.home,
      icon: Search,
    },
    {
      label: 'My rentals',
      description: 'Requests and ongoing rentals',
      to: paths.rentals.ongoing,
      icon: KeyRound,
    },
    {
      label: 'Messages',
      description: 'Chat with owners and renters',
      to: paths.chat,
      icon: MessageCircle,
    },
    {
      label: 'Profile',
      description: 'Photo, details, security',
      to: paths.profile,
      icon: UserRound,
    },
    {
      label: 'Getting started',
      description: 'Your checklist',
      to: paths.starter,
      icon: ListChecks,
    },
    { label: 'Invite friends', description: 'Your referral link', to: paths.referrals, icon: Gift },
  ];
}

function greeting(date = new Date()) {
  const hour = date.getHours();
  if (hour < 5) return 'Hello';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export default function DashboardRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <AdminPage
      title={`${greeting()}, ${user.firstName}`}
      documentTitle="Dashboard"
      description="Here is what needs your attention and where to go next."
    >
      <div className="space-y-10">
        <section aria-labelledby="attention-title">
          <h2 id="attention-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            What needs attention
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
            Rentals and bookings
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
            Quick links
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {quickLinks(user).map(({ label, description, to, icon: Icon }) => (
              <li key={label}>
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
