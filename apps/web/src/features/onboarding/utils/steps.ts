import { paths } from '@/config/paths';
import type { StarterStepKey } from '../api/get-starter';

export interface StepText {
  title: string;
  description: string;
  action: string;
  to: string;
}

/** Words and destinations of the checklist's steps, on /admin/starter. */
export const STARTER_STEPS: Record<StarterStepKey, StepText> = {
  'verify-email': {
    title: 'Confirm your e-mail',
    description: 'Open the link we e-mailed you, so owners and renters can reach you.',
    action: 'Confirm e-mail',
    to: paths.verifyEmail,
  },
  'complete-profile': {
    title: 'Complete your profile',
    description: 'Add a photo, a phone number and a few words about yourself.',
    action: 'Edit profile',
    to: paths.profileSettings,
  },
  'apply-as-owner': {
    title: 'Apply to become an owner',
    description: 'Tell us who you are to rent out your own things.',
    action: 'Apply',
    to: paths.sellerInformation,
  },
  'connect-payouts': {
    title: 'Connect your payout account',
    description: 'Where your earnings go once a rental is completed.',
    action: 'Connect payouts',
    to: paths.paymentMethod,
  },
  'publish-listing': {
    title: 'Publish your first listing',
    description: 'Photos, a price and your availability: renters can then book it.',
    action: 'Add a listing',
    to: paths.addListing,
  },
};

export const stepText = (key: string): StepText | undefined =>
  (STARTER_STEPS as Record<string, StepText | undefined>)[key];
