import type { ReactNode } from 'react';
import type { ListingDetail } from '@ownless/shared';

/** The listing page's two layouts: photos beside the prices, or a mosaic above both. */
export type ListingDetailVariant = 'standard' | 'split';

/** What the page adds from other features (features do not import each other). */
export interface ListingDetailSlots {
  /** The favourite heart. */
  renderFavourite?: (listing: ListingDetail) => ReactNode;
  /** The map of the listing's place. */
  renderMap?: (listing: ListingDetail) => ReactNode;
  /** The owner's card, linking to their profile. */
  renderOwner?: (listing: ListingDetail) => ReactNode;
  /** "Message the owner", beside who listed it. */
  renderContact?: (listing: ListingDetail) => ReactNode;
}
