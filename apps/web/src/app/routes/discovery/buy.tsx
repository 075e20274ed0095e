import { SearchPage } from './search-page';

/** /buy: listings that can also be bought (a `sale` price), with the filter sidebar. */
export default function BuyRoute() {
  return (
    <SearchPage
      layout="grid"
      aside="sidebar"
      eyebrow="Buy"
      title="Buy it for keeps"
      description="Some owners also sell what they rent out: pre-loved tools, gear and goods, checked and cared for."
      sale
      showViewSwitch={false}
    />
  );
}
