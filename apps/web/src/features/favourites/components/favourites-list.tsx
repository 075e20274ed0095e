import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingSummary } from '@ownless/shared';
import { Heart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useFavouriteIds, useFavourites } from '../api/favourites';
import { useToggleFavourite } from '../api/toggle-favourite';

export const FAVOURITES_PER_PAGE = 12;

function RemoveButton({ listing }: { listing: ListingSummary }) {
  const { t } = useLingui();
  const toggle = useToggleFavourite();
  const name = listing.name;
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative z-10">
      <button
        type="button"
        disabled={toggle.isPending}
        onClick={() => {
          setFailed(false);
          toggle.mutate(
            { listingId: listing.id, favourite: false },
            { onError: () => setFailed(true) },
          );
        }}
        className="inline-flex h-9 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 disabled:cursor-wait disabled:opacity-60 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300"
        data-testid="remove-favourite"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {toggle.isPending ? (
          <Trans>
            Removing…<span className="sr-only"> {name} from favourites</span>
          </Trans>
        ) : (
          <Trans>
            Remove<span className="sr-only"> {name} from favourites</span>
          </Trans>
        )}
      </button>
      <p
        role="status"
        className={cn('text-sm text-red-700 dark:text-red-400', !failed && 'sr-only')}
      >
        {failed ? t`Could not remove it. Try again.` : ''}
      </p>
    </div>
  );
}

/**
 * /admin/favorite-property: the saved listings, newest first, each removable. A listing
 * its owner took down stays in the list, marked as unavailable.
 */
export function FavouritesList({
  renderCard,
}: {
  renderCard: (listing: ListingSummary, footer: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const favourites = useFavourites(page, FAVOURITES_PER_PAGE);
  const ids = useFavouriteIds();

  if (favourites.isPending) {
    return (
      <ul
        className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
        aria-busy="true"
        aria-label={t`Loading favourites`}
      >
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton className="h-80 rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (favourites.isError && !favourites.data) {
    return <QueryError query={favourites} title={t`We couldn’t load your favourites`} />;
  }
  // Removed ones leave at once (the heart is optimistic), before the list refreshes.
  const items = favourites.data.items.filter(
    (listing) => !ids.data || ids.data.includes(listing.id),
  );
  if (favourites.data.total === 0 || (items.length === 0 && page === 1)) {
    return (
      <EmptyState
        icon={<Heart className="size-6" aria-hidden="true" />}
        title={t`No favourites yet`}
        message={t`Tap the heart on any listing to keep it here for later.`}
        action={
          <Link to={paths.gridSidebar} className={buttonClass('primary')}>
            <Trans>Browse listings</Trans>
          </Link>
        }
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title={t`This page is empty`}
        action={
          <Button onClick={() => setPage(1)}>
            <Trans>Go to first page</Trans>
          </Button>
        }
      />
    );
  }

  return (
    <div className="space-y-8">
      <ul
        className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
        aria-label={t`Favourites`}
        data-testid="favourites-list"
      >
        {items.map((listing) => (
          <li key={listing.id}>
            {renderCard(
              listing,
              <div className="relative z-10 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
                {listing.status !== 'Published' ? (
                  <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">
                    <Trans>No longer available</Trans>
                  </span>
                ) : (
                  <span />
                )}
                <RemoveButton listing={listing} />
              </div>,
            )}
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        perPage={FAVOURITES_PER_PAGE}
        total={favourites.data.total}
        onPageChange={setPage}
      />
    </div>
  );
}
