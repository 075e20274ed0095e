import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import type { StarterStepKey } from '../api/get-starter';

export interface StepText {
  title: MessageDescriptor;
  description: MessageDescriptor;
  action: MessageDescriptor;
  to: string;
}

/** Words and destinations of the checklist's steps, on /admin/starter. */
export const STARTER_STEPS: Record<StarterStepKey, StepText> = {
  'verify-email': {
    title: msg`Confirm your e-mail`,
    description: msg`Open the link we e-mailed you, so owners and renters can reach you.`,
    action: msg`Confirm e-mail`,
    to: paths.verifyEmail,
  },
  'complete-profile': {
    title: msg`Complete your profile`,
    description: msg`Add a photo, a phone number and a few words about yourself.`,
    action: msg`Edit profile`,
    to: paths.profileSettings,
  },
  'apply-as-owner': {
    title: msg`Apply to become an owner`,
    description: msg`Tell us who you are to rent out your own things.`,
    action: msg({ message: 'Apply', context: 'owner application' }),
    to: paths.sellerInformation,
  },
  'connect-payouts': {
    title: msg`Connect your payout account`,
    description: msg`Where your earnings go once a rental is completed.`,
    action: msg`Connect payouts`,
    to: paths.paymentMethod,
  },
  'publish-listing': {
    title: msg`Publish your first listing`,
    description: msg`Photos, a price and your availability: renters can then book it.`,
    action: msg`Add a listing`,
    to: paths.addListing,
  },
};

export const stepText = (key: string): StepText | undefined =>
  (STARTER_STEPS as Record<string, StepText | undefined>)[key];
