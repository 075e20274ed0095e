import { FilterSidebar } from '@/features/discovery/components/filter-sidebar';
import { SearchPage } from './search-page';
import { SEARCH_PAGES } from './search-pages';

export default function SearchRoute() {
  return <SearchPage {...SEARCH_PAGES['list-sidebar']} sidebar={FilterSidebar} />;
}
