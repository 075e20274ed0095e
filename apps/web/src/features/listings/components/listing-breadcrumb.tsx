import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';

/** Back to the listings, above a listing's page. */
export function ListingBreadcrumb() {
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <BackLink to={paths.gridSidebar}>All listings</BackLink>
    </nav>
  );
}
