import {
  CalendarCheck,
  Heart,
  KeyRound,
  List,
  MessageCircle,
  Star,
  Store,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

export type UpcomingArea =
  'listings' | 'bookings' | 'rentals' | 'chat' | 'owner' | 'payouts' | 'favorites' | 'reviews';

const AREAS: Record<UpcomingArea, { icon: LucideIcon; text: string }> = {
  listings: {
    icon: List,
    text: 'My Listings and the add-listing wizard arrive with the owners’ tools.',
  },
  bookings: {
    icon: CalendarCheck,
    text: 'Bookings arrive with reservations: requests for your listings will be approved, shipped and completed here.',
  },
  rentals: {
    icon: KeyRound,
    text: 'My Rentals arrives with reservations: your requests, approvals and ongoing rentals will be listed here.',
  },
  chat: {
    icon: MessageCircle,
    text: 'Chat arrives with real-time messaging between renters and owners.',
  },
  owner: {
    icon: Store,
    text: 'The owner application arrives with the owners’ tools: you will apply here to rent out your things.',
  },
  payouts: {
    icon: Wallet,
    text: 'Payout setup arrives with the owners’ tools: you will connect the account your earnings go to here.',
  },
  favorites: {
    icon: Heart,
    text: 'Favourites arrive with search: listings you save will be collected here.',
  },
  reviews: {
    icon: Star,
    text: 'Reviews arrive after the first completed rentals: reviews you gave and received will be here.',
  },
};

/**
 * The one interim page of the dashboard: the route is registered (and guarded) already, and
 * this says plainly which part of the product brings the real page.
 */
export function UpcomingPage({ area, title }: { area: UpcomingArea; title: string }) {
  const { icon: Icon, text } = AREAS[area];
  return (
    <AdminPage title={title} width="narrow">
      <div
        className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900"
        data-testid="upcoming-page"
      >
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <p className="mt-5 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">
          Coming next
        </p>
        <p className="mt-2 max-w-md text-lg text-slate-700 dark:text-slate-300">{text}</p>
        <Link to={paths.dashboard} className={buttonClass('outline', 'md', 'mt-8')}>
          Back to the dashboard
        </Link>
      </div>
    </AdminPage>
  );
}
