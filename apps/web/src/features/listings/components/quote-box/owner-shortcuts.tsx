import { Trans, useLingui } from '@lingui/react/macro';
import { PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The owner's own listing: what renters see here, and the way to edit it. */
export function OwnerShortcuts({ listingId }: { listingId: number }) {
  const { t } = useLingui();
  return (
    <div className="space-y-4" data-testid="quote-owner">
      <Alert tone="info" title={t`This is your listing`}>
        <Trans>
          Renters see the price box here. You can edit the listing, its prices and its blocked
          dates.
        </Trans>
      </Alert>
      <Link to={paths.editListing(listingId)} className={buttonClass('outline', 'md', 'w-full')}>
        <PencilLine className="size-4" aria-hidden="true" />
        <Trans>Edit listing</Trans>
      </Link>
    </div>
  );
}
