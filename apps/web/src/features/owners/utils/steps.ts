import type { ListingDetail } from '@ownless/shared';
import { WIZARD_STEPS, type WizardStepKey } from '../config';

/**
 * What a step needs before the listing can be published (mirrors the server's publish
 * check). Steps with nothing required answer null.
 */
export function stepRequirementsMet(key: WizardStepKey, listing: ListingDetail): boolean | null {
  switch (key) {
    case 'basics':
      return listing.name.trim().length >= 3 && !!listing.rental_type && !!listing.category;
    case 'location':
      return (
        listing.address.latitude !== null &&
        listing.address.longitude !== null &&
        listing.fulfilment.length > 0 &&
        (!listing.fulfilment.includes('delivery') || !!listing.delivery_radius_km)
      );
    case 'photos':
      return listing.images.length > 0;
    case 'pricing':
      return listing.frequencies.some((f) => f.type === 'rent');
    case 'fulfilment':
      return listing.fulfilment.includes('shipping') ? listing.shipping_options.length > 0 : null;
    case 'policies':
      return !!listing.policy && listing.terms_accepted;
    case 'preview':
      return listing.status !== 'Draft';
    default:
      return null;
  }
}

export interface StepState {
  key: WizardStepKey;
  index: number;
  /** Shown with a tick. */
  complete: boolean;
  /** The step indicator links to it. */
  reachable: boolean;
}

/**
 * The state of every step. `furthest` is the index of the furthest step the owner saved
 * (remembered per listing); data that is already there counts too, so a listing made
 * elsewhere opens with its progress. A step is complete when its requirements are met and
 * the owner got that far; it is reachable when complete or next after the furthest one.
 */
export function wizardProgress(
  listing: ListingDetail,
  { furthest = 0 }: { furthest?: number } = {},
): StepState[] {
  const met = WIZARD_STEPS.map((step) => stepRequirementsMet(step.key, listing));
  let reached = Math.max(0, furthest);
  met.forEach((value, index) => {
    if (value === true && WIZARD_STEPS[index]!.key !== 'preview')
      reached = Math.max(reached, index);
  });
  if (listing.status !== 'Draft') reached = WIZARD_STEPS.length - 1;
  return WIZARD_STEPS.map((step, index) => {
    const requirement = met[index];
    const complete =
      step.key === 'preview' ? requirement === true : index <= reached && requirement !== false;
    return { key: step.key, index, complete, reachable: complete || index <= reached + 1 };
  });
}

/** Where each publish problem (422 errors key) is fixed. */
export type ProblemTarget =
  { kind: 'step'; step: WizardStepKey } | { kind: 'page'; page: 'seller' | 'payouts' };

const PROBLEM_TARGETS: Record<string, ProblemTarget> = {
  name: { kind: 'step', step: 'basics' },
  rental_type_id: { kind: 'step', step: 'basics' },
  category_id: { kind: 'step', step: 'basics' },
  description: { kind: 'step', step: 'basics' },
  location: { kind: 'step', step: 'location' },
  fulfilment: { kind: 'step', step: 'location' },
  delivery_radius_km: { kind: 'step', step: 'location' },
  images: { kind: 'step', step: 'photos' },
  frequencies: { kind: 'step', step: 'pricing' },
  sale_price: { kind: 'step', step: 'pricing' },
  deposit: { kind: 'step', step: 'pricing' },
  min_units: { kind: 'step', step: 'pricing' },
  max_units: { kind: 'step', step: 'pricing' },
  quantity: { kind: 'step', step: 'availability' },
  notice_hours: { kind: 'step', step: 'availability' },
  preparation_hours: { kind: 'step', step: 'availability' },
  booking_window_days: { kind: 'step', step: 'availability' },
  instant_booking: { kind: 'step', step: 'availability' },
  shipping_option_ids: { kind: 'step', step: 'fulfilment' },
  policy_id: { kind: 'step', step: 'policies' },
  accept_terms: { kind: 'step', step: 'policies' },
  seller: { kind: 'page', page: 'seller' },
  payouts: { kind: 'page', page: 'payouts' },
};

export const problemTarget = (field: string): ProblemTarget =>
  PROBLEM_TARGETS[field] ?? { kind: 'step', step: 'basics' };

export interface PublishProblem {
  field: string;
  messages: string[];
  target: ProblemTarget;
}

/** The 422 errors object as a checklist, in wizard order (account problems last). */
export function publishChecklist(errors: Record<string, string[]> | undefined): PublishProblem[] {
  if (!errors) return [];
  const order = (target: ProblemTarget) =>
    target.kind === 'page'
      ? WIZARD_STEPS.length + (target.page === 'seller' ? 0 : 1)
      : WIZARD_STEPS.findIndex((s) => s.key === target.step);
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => ({ field, messages, target: problemTarget(field) }))
    .sort((a, b) => order(a.target) - order(b.target));
}
