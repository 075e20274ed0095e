import { SearchPage } from './search-page';

export default function SearchRoute() {
  return (
    <SearchPage
      layout="grid"
      aside="none"
      title="Browse listings"
      description="Tools, gear, goods, services and places from owners near you."
    />
  );
}
