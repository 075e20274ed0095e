import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CurrentUser } from '@ownless/shared';
import {
  CalendarCheck,
  KeyRound,
  LayoutDashboard,
  List,
  MessageCircle,
  ShieldCheck,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { isActiveSeller, isAdmin } from '@/lib/access';
import type { SidebarCounts, SidebarGroup } from '@/stores/sidebar-reducer';

export interface SidebarLink {
  label: MessageDescriptor;
  to: string;
  /** Other paths that light this link up (e.g. profile settings for User Profile). */
  alsoActiveOn?: string[];
}

export interface SidebarGroupConfig {
  id: SidebarGroup;
  label: MessageDescriptor;
  icon: LucideIcon;
  links: SidebarLink[];
  /**
   * Path prefixes that belong to the group: entering one opens and highlights it. A prefix
   * ending in "/" matches only the pages below it (e.g. "/admin/listing-detail/" is the owner's
   * view of a listing, while "/admin/listing-detail" alone is the featured public listing).
   */
  prefixes: string[];
  countKey?: keyof SidebarCounts;
  visible: (user: CurrentUser) => boolean;
}

/** The admin sidebar; the owner's groups show only to a seller with payouts connected. */
export const SIDEBAR_GROUPS_CONFIG: SidebarGroupConfig[] = [
  {
    id: 'listings',
    label: msg`Listings`,
    icon: List,
    links: [
      { label: msg`Add Listing`, to: paths.addListing, alsoActiveOn: ['/admin/add-listing'] },
      {
        label: msg`My Listings`,
        to: paths.exploreListings,
        alsoActiveOn: ['/admin/listings', '/admin/listing-detail/'],
      },
    ],
    prefixes: [
      '/admin/add-listing',
      '/admin/explore-listings',
      '/admin/listings',
      '/admin/listing-detail/',
    ],
    visible: isActiveSeller,
  },
  {
    id: 'bookings',
    label: msg`Bookings`,
    icon: CalendarCheck,
    countKey: 'bookingOngoingCount',
    links: [
      { label: msg`Ongoing Bookings`, to: paths.bookings.ongoing },
      { label: msg`Confirmed Bookings`, to: paths.bookings.confirmed },
      { label: msg`Completed Bookings`, to: paths.bookings.completed },
      { label: msg`Cancelled Bookings`, to: paths.bookings.cancelled },
      { label: msg`Calendar`, to: paths.ownerCalendar },
    ],
    prefixes: ['/admin/bookings', paths.ownerCalendar],
    visible: isActiveSeller,
  },
  {
    id: 'rentals',
    label: msg`My Rentals`,
    icon: KeyRound,
    countKey: 'renterOngoingCount',
    links: [
      { label: msg`Ongoing Rentals`, to: paths.rentals.ongoing },
      { label: msg`Approved Rentals`, to: paths.rentals.approved },
      { label: msg`Rejected Rentals`, to: paths.rentals.rejected },
      { label: msg`Completed Rentals`, to: paths.rentals.completed },
      { label: msg`Cancelled Rentals`, to: paths.rentals.cancelled },
    ],
    prefixes: ['/admin/my-rentals'],
    visible: () => true,
  },
  {
    id: 'account',
    label: msg`Account Management`,
    icon: UserCog,
    links: [
      { label: msg`User Profile`, to: paths.profile, alsoActiveOn: [paths.profileSettings] },
      { label: msg`Owner Information`, to: paths.sellerInformation },
      { label: msg`Payment Method`, to: paths.paymentMethod },
      { label: msg`My Referrals`, to: paths.referrals },
    ],
    // /admin/my-referrals highlights Account Management.
    prefixes: [
      paths.profile,
      paths.profileSettings,
      paths.sellerInformation,
      paths.paymentMethod,
      paths.referrals,
    ],
    visible: () => true,
  },
  {
    id: 'operator',
    label: msg`Operator`,
    icon: ShieldCheck,
    links: [
      { label: msg`Overview`, to: paths.operator.overview },
      { label: msg`Users`, to: paths.operator.users },
      { label: msg`Listings`, to: paths.operator.listings },
      { label: msg`Reservations`, to: paths.operator.reservations },
      { label: msg`Reviews`, to: paths.operator.reviews },
      { label: msg`Reports`, to: paths.operator.reports },
      { label: msg`Claims`, to: paths.operator.claims },
      { label: msg`Owner Applications`, to: paths.operator.sellerApplications },
      { label: msg`Messages`, to: paths.operator.messages },
      { label: msg`Content`, to: paths.operator.content() },
      { label: msg`Audit Log`, to: paths.operator.auditLog },
      { label: msg`Maintenance`, to: paths.adminMaintenance },
    ],
    prefixes: [paths.operator.home, paths.adminMaintenance],
    visible: isAdmin,
  },
];

export const DASHBOARD_LINK = { label: msg`Dashboard`, to: paths.dashboard, icon: LayoutDashboard };
export const CHAT_LINK = { label: msg`Chat`, to: paths.chat, icon: MessageCircle };

const within = (pathname: string, prefix: string) =>
  prefix.endsWith('/')
    ? pathname.startsWith(prefix) && pathname.length > prefix.length
    : pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The group a page belongs to, if any. */
export function groupForPath(pathname: string): SidebarGroup | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return (
    SIDEBAR_GROUPS_CONFIG.find((group) => group.prefixes.some((p) => within(clean, p)))?.id ?? null
  );
}

/** Whether a sidebar link is the current page. */
export function isLinkActive(link: SidebarLink, pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return [link.to, ...(link.alsoActiveOn ?? [])].some((to) => within(clean, to));
}
