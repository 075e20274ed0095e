import { createContext, useContext } from 'react';
import type { ListingDetail } from '@ownless/shared';
import type { WizardStepKey } from '../../config';

export interface WizardContextValue {
  mode: 'wizard' | 'edit';
  step: WizardStepKey;
  /** Null only on step 1 of a new listing. */
  listing: ListingDetail | null;
  /** Where Back goes (null: no Back button). */
  backTo: string | null;
  /** After a successful save: the next step (wizard) or a "Saved" note (edit). */
  onSaved: (listing: ListingDetail) => void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard is used outside a listing editor.');
  return value;
}

/** The listing of a step after step 1 (always loaded there). */
export function useWizardListing(): ListingDetail {
  const { listing } = useWizard();
  if (!listing) throw new Error('This step needs a saved listing.');
  return listing;
}
