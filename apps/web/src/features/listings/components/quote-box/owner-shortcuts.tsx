import { PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The owner's own listing: what renters see here, and the way to edit it. */
export function OwnerShortcuts({ listingId }: { listingId: number }) {
  return (
    <div className="space-y-4" data-testid="quote-owner">
      <Alert tone="info" title="This is your listing">
        Renters see the price box here. You can edit the listing, its prices and its blocked dates.
      </Alert>
      <Link to={paths.editListing(listingId)} className={buttonClass('outline', 'md', 'w-full')}>
        <PencilLine className="size-4" aria-hidden="true" />
        Edit listing
      </Link>
    </div>
  );
}
