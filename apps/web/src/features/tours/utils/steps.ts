import { t } from '@lingui/core/macro';
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

/** The home tour: search, pick an item, the dashboard (texts in the page's language). */
export const homeTourSteps = (): TourStep[] => [
  {
    id: 'search',
    target: '[data-tour="home-search"]',
    title: t`Step 1: Search for an item`,
    description: t`Type what you need, choose a category and a place near you, then press Search.`,
    side: 'bottom',
  },
  {
    id: 'select',
    target: '[data-tour="home-first-listing"]',
    title: t`Step 2: Select an item`,
    description: t`Open a listing to add it to your cart, or request a reservation from the owner straight away.`,
    side: 'right',
  },
  {
    id: 'dashboard',
    target: '[data-tour="home-dashboard"]',
    title: t`Step 3: Go to your dashboard`,
    description: t`Manage your rental requests and your profile from the dashboard.`,
    side: 'bottom',
  },
];

/** The seller tour: a welcome by full name, Listings, Owner information. */
export const sellerTourSteps = (user: Pick<CurrentUser, 'fullName'>): TourStep[] => {
  const name = user.fullName;
  return [
    {
      id: 'welcome',
      title: t`Welcome, ${name}!`,
      description: t`Here is a quick tour of the places you will use most as an owner.`,
    },
    {
      id: 'listings',
      target: '[data-testid="sidebar-group-listings"]',
      title: t`Listings`,
      description: t`Add a new listing, or edit, publish and pause the ones you have.`,
      side: 'right',
    },
    {
      id: 'owner-information',
      target: '[data-testid="sidebar-group-account"]',
      title: t`Owner information`,
      description: t`Your owner details and your payout account live under Account Management. Keep them up to date so renters trust you and payouts arrive.`,
      side: 'right',
    },
  ];
};

/** The renter tour: reservation requests, account profile, owner information, be an owner. */
export const renterTourSteps = (): TourStep[] => [
  {
    id: 'reservation-requests',
    target: '[data-testid="sidebar-group-rentals"]',
    title: t`Reservation Requests`,
    description: t`Follow your requests here: waiting for the owner, approved and ready to pay, ongoing and completed rentals.`,
    side: 'right',
  },
  {
    id: 'account-profile',
    target: '[data-testid="account-menu-button"]',
    title: t`Account Profile`,
    description: t`Your photo, your details and your security settings.`,
    side: 'right',
  },
  {
    id: 'owner-information',
    target: '[data-testid="sidebar-group-account"]',
    title: t`Owner information`,
    description: t`Everything about your account, and your owner details once you list things.`,
    side: 'right',
  },
  {
    id: 'be-an-owner',
    target: '#main-content',
    title: t`Be an Owner`,
    description: t`Have things you rarely use? Apply to become an owner and post your first listing: you set the price and approve every request.`,
    side: 'top',
    offset: -300,
    link: { href: '/admin/seller-information', label: t`Apply to become an owner` },
  },
];

const MIRRORED_SIDES: Record<StepSide, StepSide> = {
  top: 'top',
  bottom: 'bottom',
  left: 'right',
  right: 'left',
};

/**
 * Where a step's popover goes on this page: the steps name the sides of a left-to-right page,
 * and a right-to-left page (Arabic) mirrors them, so a popover "on the right" of a sidebar
 * link opens on its left, towards the page, and one aligned with a target's start edge aligns
 * with its right edge.
 */
export function placementFor(
  step: Pick<TourStep, 'side' | 'target'>,
  rightToLeft = document.documentElement.dir === 'rtl' || document.dir === 'rtl',
): { side?: StepSide; align: 'start' | 'center' | 'end' } {
  if (!step.target) return { side: step.side, align: 'center' };
  if (!rightToLeft) return { side: step.side, align: 'start' };
  const side = step.side && MIRRORED_SIDES[step.side];
  // Beside a target (left or right), "start" is its top edge in either direction.
  const across = side === 'left' || side === 'right';
  return { side, align: across ? 'start' : 'end' };
}

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
