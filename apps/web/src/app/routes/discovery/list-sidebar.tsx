import { SearchPage } from './search-page';

export default function SearchRoute() {
  return (
    <SearchPage
      layout="list"
      aside="sidebar"
      title="Find what you need"
      description="Narrow it down by category, place, dates and price."
    />
  );
}
