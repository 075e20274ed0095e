import { CalendarClock, MapPin, Package, ShieldCheck, Star, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { centsToDollars, formatMoney } from '@ownless/shared/format';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { ProseText } from '@/components/ui/prose-text';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useListing } from '../api/get-listing';
import { ListingGallery } from './listing-gallery';
import { ListingPriceTable } from './listing-price-table';

function DetailSkeleton() {
  return (
    <div
      className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-busy="true"
      aria-label="Loading listing"
    >
      <div className="space-y-6">
        <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

export function ListingDetailView({ id }: { id: string }) {
  const { data: listing, isPending, isError, error, refetch } = useListing(id);

  if (isPending) {
    return (
      <>
        <PageTitle title="Listing" />
        <DetailSkeleton />
      </>
    );
  }

  if (isError) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <>
          <PageTitle title="Listing not found" />
          <EmptyState
            headingLevel={1}
            title="Listing not found"
            message="This listing does not exist or is no longer available."
            action={
              <Link to={paths.home} className={buttonClass('primary')}>
                Browse listings
              </Link>
            }
          />
        </>
      );
    }
    return (
      <ErrorState
        headingLevel={1}
        title="We couldn't load this listing"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }

  const hasDeposit = listing.deposit_cents > 0;

  return (
    // On small screens the prices come right after the title; on large ones they sit beside.
    <article
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10"
      data-testid="listing-detail"
    >
      <PageTitle title={listing.name} />
      <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
        <ListingGallery images={listing.images} name={listing.name} />

        <header className="space-y-3">
          <div className="flex flex-wrap gap-2">
            {listing.rental_type && <Badge>{listing.rental_type.name}</Badge>}
            {listing.category && <Badge tone="neutral">{listing.category.name}</Badge>}
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            {listing.name}
          </h1>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            {listing.short_address && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {listing.short_address}
              </span>
            )}
            {listing.rating !== null && listing.review_count > 0 && (
              <span className="inline-flex items-center gap-1.5">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                {listing.rating.toFixed(1)} ({listing.review_count}{' '}
                {listing.review_count === 1 ? 'review' : 'reviews'})
              </span>
            )}
          </div>
        </header>
      </div>

      <aside
        className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        aria-label="Prices and owner"
      >
        <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <section aria-labelledby="listing-prices">
            <h2
              id="listing-prices"
              className="text-lg font-semibold text-slate-900 dark:text-white"
            >
              Prices
            </h2>
            <div className="mt-2">
              <ListingPriceTable frequencies={listing.frequencies} />
            </div>
          </section>

          <ul className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
            {hasDeposit && (
              <li className="flex items-start gap-3">
                <ShieldCheck
                  className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                  aria-hidden="true"
                />
                <span>
                  Refundable deposit of{' '}
                  <strong className="font-semibold">
                    {formatMoney(centsToDollars(listing.deposit_cents))}
                  </strong>
                  , released when the rental is completed.
                </span>
              </li>
            )}
            {listing.quantity > 1 && (
              <li className="flex items-start gap-3">
                <Package
                  className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                  aria-hidden="true"
                />
                <span>{listing.quantity} available</span>
              </li>
            )}
            {listing.advance_notice_hours > 0 && (
              <li className="flex items-start gap-3">
                <CalendarClock
                  className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                  aria-hidden="true"
                />
                <span>Book at least {listing.advance_notice_hours} hours ahead</span>
              </li>
            )}
          </ul>

          <div className="flex items-center gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
            <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-800 dark:bg-brand-400/10 dark:text-brand-300">
              <UserRound className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm text-slate-600 dark:text-slate-400">Listed by</p>
              <p
                className="font-semibold text-slate-900 dark:text-white"
                data-testid="listing-owner"
              >
                {listing.owner.firstName}
              </p>
            </div>
          </div>

          <Link to={paths.login} className={buttonClass('primary', 'lg', 'w-full')}>
            Sign in to rent
          </Link>
        </div>
      </aside>

      <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-2">
        <section aria-labelledby="listing-description" className="space-y-3">
          <h2
            id="listing-description"
            className="text-xl font-semibold text-slate-900 dark:text-white"
          >
            About this listing
          </h2>
          {listing.description ? (
            <ProseText text={listing.description} />
          ) : (
            <p className="text-slate-600 dark:text-slate-400">
              The owner has not added a description yet.
            </p>
          )}
        </section>

        {(listing.condition || listing.brand || listing.model || listing.attributes.length > 0) && (
          <section aria-labelledby="listing-details" className="space-y-3">
            <h2
              id="listing-details"
              className="text-xl font-semibold text-slate-900 dark:text-white"
            >
              Details
            </h2>
            <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
              {[
                ['Condition', listing.condition],
                ['Brand', listing.brand],
                ['Model', listing.model],
                ...listing.attributes.map((a) => [a.key, a.value] as const),
              ]
                .filter((entry): entry is readonly [string, string] => Boolean(entry[1]))
                .map(([term, value]) => (
                  <div
                    key={term}
                    className="flex justify-between gap-4 border-b border-slate-100 pb-2 dark:border-slate-800"
                  >
                    <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
                    <dd className="text-sm font-medium text-slate-900 dark:text-white">{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
        )}
      </div>
    </article>
  );
}
