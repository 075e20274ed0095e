import { SearchPage } from './search-page';

export default function SearchRoute() {
  return (
    <SearchPage
      layout="list"
      aside="none"
      title="Browse listings"
      description="Tools, gear, goods, services and places from owners near you."
    />
  );
}
