import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Routes of the owners' tools. */
export const ownerPaths = {
  sellerInformation: '/admin/seller-information',
  paymentMethod: '/admin/payment-method',
  myListings: '/admin/explore-listings',
  addListing: '/admin/add-listing/step-1',
  wizardStep: (listingId: number | string, step: WizardStepKey) =>
    step === 'basics'
      ? `/admin/add-listing/${listingId}/step-1`
      : `/admin/add-listing/${listingId}/${WIZARD_STEPS.find((s) => s.key === step)!.slug}`,
  editListing: (listingId: number | string, step?: WizardStepKey) =>
    `/admin/listings/edit-listing/${listingId}${step && step !== 'basics' ? `?step=${step}` : ''}`,
  ownerListing: (listingId: number | string) => `/admin/listing-detail/${listingId}`,
  publicListing: (listingId: number | string) => `/listing-detail/${listingId}`,
} as const;

export type WizardStepKey =
  | 'basics'
  | 'location'
  | 'photos'
  | 'pricing'
  | 'availability'
  | 'details'
  | 'fulfilment'
  | 'policies'
  | 'preview';

export interface WizardStep {
  key: WizardStepKey;
  /** The last segment of the wizard's URL. */
  slug: string;
  title: MessageDescriptor;
  /** A short line under the title. */
  description: MessageDescriptor;
}

/** The add-listing wizard (docs/decisions/0005-listings-and-owners.md), in order. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { key: 'basics', slug: 'step-1', title: msg`Basics`, description: msg`What you are renting out` },
  {
    key: 'location',
    slug: 'step-2',
    title: msg`Location`,
    description: msg`Where it is and how it gets to renters`,
  },
  { key: 'photos', slug: 'step-3', title: msg`Photos`, description: msg`Show it off` },
  { key: 'pricing', slug: 'step-4', title: msg`Pricing`, description: msg`What renting it costs` },
  {
    key: 'availability',
    slug: 'step-5',
    title: msg`Availability`,
    description: msg`How many, and when`,
  },
  {
    key: 'details',
    slug: 'step-6',
    title: msg`Details`,
    description: msg`Condition, brand and what is included`,
  },
  {
    key: 'fulfilment',
    slug: 'step-7',
    title: msg`Fulfilment`,
    description: msg`Shipping and hand-over`,
  },
  {
    key: 'policies',
    slug: 'policies',
    title: msg`Policies`,
    description: msg`Cancellation and listing terms`,
  },
  { key: 'preview', slug: 'preview', title: msg`Preview`, description: msg`Check it and publish` },
];

export const stepBySlug = (slug: string | undefined) => WIZARD_STEPS.find((s) => s.slug === slug);
export const stepIndex = (key: WizardStepKey) => WIZARD_STEPS.findIndex((s) => s.key === key);

export const MAX_PHOTOS = 12;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MY_LISTINGS_PER_PAGE = 10;
