import type { CurrentUser, Tour } from '@ownless/shared';

export type StepSide = 'top' | 'right' | 'bottom' | 'left';

/** One step of a guided tour. No `target`: a centred popover (the seller's welcome). */
export interface TourStep {
  id: string;
  target?: string;
  title: string;
  description: string;
  side?: StepSide;
  /** Distance between popover and target; negative pulls the popover over the target. */
  offset?: number;
  /** A link under the description (a full page load: the popover is outside React). */
  link?: { href: string; label: string };
}

/** The home tour: search, pick an item, the dashboard. */
export const homeTourSteps = (): TourStep[] => [
  {
    id: 'search',
    target: '[data-tour="home-search"]',
    title: 'Step 1: Search for an item',
    description: 'Type what you need, choose a category and a place near you, then press Search.',
    side: 'bottom',
  },
  {
    id: 'select',
    target: '[data-tour="home-first-listing"]',
    title: 'Step 2: Select an item',
    description:
      'Open a listing to add it to your cart, or request a reservation from the owner straight away.',
    side: 'right',
  },
  {
    id: 'dashboard',
    target: '[data-tour="home-dashboard"]',
    title: 'Step 3: Go to your dashboard',
    description: 'Manage your rental requests and your profile from the dashboard.',
    side: 'bottom',
  },
];

/** The seller tour: a welcome by full name, Listings, Owner information. */
export const sellerTourSteps = (user: Pick<CurrentUser, 'fullName'>): TourStep[] => [
  {
    id: 'welcome',
    title: `Welcome, ${user.fullName}!`,
    description: 'Here is a quick tour of the places you will use most as an owner.',
  },
  {
    id: 'listings',
    target: '[data-testid="sidebar-group-listings"]',
    title: 'Listings',
    description: 'Add a new listing, or edit, publish and pause the ones you have.',
    side: 'right',
  },
  {
    id: 'owner-information',
    target: '[data-testid="sidebar-group-account"]',
    title: 'Owner information',
    description:
      'Your owner details and your payout account live under Account Management. Keep them up to date so renters trust you and payouts arrive.',
    side: 'right',
  },
];

/** The renter tour: reservation requests, account profile, owner information, be an owner. */
export const renterTourSteps = (): TourStep[] => [
  {
    id: 'reservation-requests',
    target: '[data-testid="sidebar-group-rentals"]',
    title: 'Reservation Requests',
    description:
      'Follow your requests here: waiting for the owner, approved and ready to pay, ongoing and completed rentals.',
    side: 'right',
  },
  {
    id: 'account-profile',
    target: '[data-testid="account-menu-button"]',
    title: 'Account Profile',
    description: 'Your photo, your details and your security settings.',
    side: 'right',
  },
  {
    id: 'owner-information',
    target: '[data-testid="sidebar-group-account"]',
    title: 'Owner information',
    description: 'Everything about your account, and your owner details once you list things.',
    side: 'right',
  },
  {
    id: 'be-an-owner',
    target: '#main-content',
    title: 'Be an Owner',
    description:
      'Have things you rarely use? Apply to become an owner and post your first listing: you set the price and approve every request.',
    side: 'top',
    offset: -300,
    link: { href: '/admin/seller-information', label: 'Apply to become an owner' },
  },
];

export function stepsFor(tour: Tour, user: Pick<CurrentUser, 'fullName'>): TourStep[] {
  if (tour === 'home') return homeTourSteps();
  if (tour === 'seller') return sellerTourSteps(user);
  return renterTourSteps();
}

/** A target counts only if it is in the page and shown (a collapsed group's links are not). */
export function isTargetPresent(selector: string, root: ParentNode = document): boolean {
  const element = root.querySelector(selector);
  if (!(element instanceof HTMLElement)) return false;
  return element.getClientRects().length > 0 || element.offsetWidth > 0 || element.offsetHeight > 0;
}

/** Steps whose target element is missing are dropped. */
export function presentSteps(
  steps: readonly TourStep[],
  isPresent: (selector: string) => boolean = isTargetPresent,
): TourStep[] {
  return steps.filter((step) => !step.target || isPresent(step.target));
}
