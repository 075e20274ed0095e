import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { ListingDetailView } from '@/features/listings/components/listing-detail-view';

export default function ListingDetailRoute() {
  const { id = '' } = useParams();
  return (
    <Container className="py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="mb-6">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-400"
        >
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          All listings
        </Link>
      </nav>
      <ListingDetailView key={id} id={id} />
    </Container>
  );
}
