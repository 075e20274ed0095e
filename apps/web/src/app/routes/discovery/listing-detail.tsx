import { ListingPage } from './listing-page';

export default function ListingDetailRoute() {
  return <ListingPage variant="standard" />;
}
