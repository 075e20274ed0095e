import { ListingPage } from './listing-page';

/** The alternative listing layout: a photo mosaic on top, details and booking below. */
export default function PropertyDetailTwoRoute() {
  return <ListingPage variant="split" />;
}
