import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Back to the listings, above a listing's page. */
export function ListingBreadcrumb() {
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <Link
        to={paths.gridSidebar}
        className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-400"
      >
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        All listings
      </Link>
    </nav>
  );
}
