import { SearchPage } from './search-page';

export default function SearchRoute() {
  return (
    <SearchPage
      layout="list"
      aside="map"
      title="Listings on the map"
      description="See what is for rent around you, and where."
    />
  );
}
