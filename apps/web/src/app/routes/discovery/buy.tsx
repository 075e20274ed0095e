import { FilterSidebar } from '@/features/discovery/components/filter-sidebar';
import { SearchPage } from './search-page';
import { SEARCH_PAGES } from './search-pages';

/** /buy: listings that can also be bought (a `sale` price), with the filter sidebar. */
export default function BuyRoute() {
  return <SearchPage {...SEARCH_PAGES.buy} sidebar={FilterSidebar} />;
}
