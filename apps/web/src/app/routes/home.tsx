import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Map as MapIcon, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { HOME_PER_PAGE } from '@ownless/shared/pagination';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { useRentalTypes } from '@/features/discovery/api/get-rental-types';
import { useListingSearch } from '@/features/discovery/api/search-listings';
import { ActiveFilters } from '@/features/discovery/components/active-filters';
import { SearchForm } from '@/features/discovery/components/search-form';
import { SearchMap } from '@/features/discovery/components/search-map';
import { SearchResults } from '@/features/discovery/components/search-results';
import { useSearchFilters } from '@/features/discovery/hooks/use-search-filters';
import { hasActiveFilters, type SearchFilters } from '@/features/discovery/utils/search-filters';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { ListingCard } from '@/features/listings/components/listing-card';
import { Hero } from '@/features/marketing/components/hero';
import { useHomeTour } from '@/features/tours/hooks/use-home-tour';
import { useMediaQuery, usePrefersReducedMotion } from '@/hooks/use-media-query';
import { useCurrentUser } from '@/lib/auth';
import { groupDigits, withCatalogs } from '@/lib/i18n';
import { takeReturnTo } from '@/lib/return-to';
import { useSessionStore } from '@/stores/session-store';

const RESULTS_ID = 'listings';

// The way back to the dashboard is a signed-in visitor's: a guest's first page carries none
// of it. With a session stored it loads with the page, alongside the request for the user.
const loadBackToDashboard = () => import('@/features/discovery/components/back-to-dashboard');
if (useSessionStore.getState().token) void loadBackToDashboard();
const BackToDashboard = lazy(async () => ({
  default: (await withCatalogs(loadBackToDashboard)).BackToDashboard,
}));

// The banner closes the page, under the listings: it loads as the reader scrolls towards it.
const PromoBanner = lazy(async () => ({
  default: (await withCatalogs(() => import('@/features/marketing/components/promo-banner')))
    .PromoBanner,
}));

export default function HomeRoute() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { filters, page, setFilters, setPage, reset, updateFilters } = useSearchFilters();
  const results = useListingSearch(filters, { page, perPage: HOME_PER_PAGE });
  const wide = useMediaQuery('(min-width: 1024px)');
  const reducedMotion = usePrefersReducedMotion();
  const [mapOpen, setMapOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const searching = hasActiveFilters(filters);

  // Back from signing in (asked by a heart or "Sign in to rent"): go where the visitor was.
  useEffect(() => {
    if (!user) return;
    const next = takeReturnTo();
    if (next && next !== '/') void navigate(next, { replace: true });
  }, [user, navigate]);

  // The tour points at the search form and the first card: it waits until both are shown.
  // The cards render through a deferred value (search-results.tsx): deferred here too, the
  // success arrives with them, in the same background render, not before them.
  const rentalTypes = useRentalTypes();
  const cardsShown = useDeferredValue(results.isSuccess);
  useHomeTour(user, cardsShown && !rentalTypes.isPending);

  const search = (next: SearchFilters) => {
    setFilters(next);
    document
      .getElementById(RESULTS_ID)
      ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };

  const showMap = wide || mapOpen;
  const total = results.data?.total;
  const count = groupDigits(total ?? 0);

  return (
    <>
      <PageTitle title={searching ? t`Search results` : undefined} />
      {user && (
        <Suspense fallback={null}>
          <BackToDashboard firstName={user.firstName} />
        </Suspense>
      )}
      <Hero listingsAnchor={`#${RESULTS_ID}`} />

      <section aria-label={t`Search`} className="relative z-10 -mt-8 sm:-mt-10">
        <Container>
          <SearchForm
            key={`${filters.keyword}|${filters.rentalType}|${filters.location?.label}`}
            filters={filters}
            onSearch={search}
          />
        </Container>
      </section>

      <section id={RESULTS_ID} aria-labelledby="listings-title" className="scroll-mt-20">
        <Container className="pt-12 sm:pt-16">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2
                id="listings-title"
                className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl rtl:tracking-normal dark:text-white"
              >
                {searching ? t`Search results` : t`Available near you`}
              </h2>
              <p className="mt-2 text-slate-600 dark:text-slate-400" aria-live="polite">
                {searching
                  ? total === undefined
                    ? t`Searching…`
                    : results.data?.total_is_lower_bound
                      ? t`${count}+ listings match your search.`
                      : plural(total, {
                          one: `${count} listing matches your search.`,
                          other: `${count} listings match your search.`,
                        })
                  : t`Fresh listings from owners in your community.`}
              </p>
            </div>
            {!wide && (
              <Button
                variant="outline"
                onClick={() => setMapOpen((open) => !open)}
                aria-expanded={mapOpen}
                aria-controls="home-map"
                data-testid="toggle-map"
              >
                {mapOpen ? (
                  <X className="size-4" aria-hidden="true" />
                ) : (
                  <MapIcon className="size-4" aria-hidden="true" />
                )}
                {mapOpen ? t`Hide map` : t`Show map`}
              </Button>
            )}
          </div>

          <ActiveFilters
            filters={filters}
            onChange={updateFilters}
            onReset={reset}
            className="mt-5"
          />

          <div
            className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]"
            data-testid="listings-layout"
          >
            <div className="min-w-0">
              <SearchResults
                query={results}
                page={page}
                perPage={HOME_PER_PAGE}
                onPageChange={setPage}
                layout="grid"
                columns={2}
                hasFilters={searching}
                onReset={reset}
                onItemActive={wide ? setActiveId : undefined}
                renderItem={(listing, { index }) => (
                  <ListingCard
                    listing={listing}
                    priority={index < 2}
                    action={<FavouriteButton listingId={listing.id} listingName={listing.name} />}
                  />
                )}
              />
            </div>
            {showMap && (
              <div id="home-map" className="order-first lg:order-none">
                <SearchMap
                  filters={filters}
                  locateVisitor={!searching}
                  activeListingId={activeId}
                  className="h-80 sm:h-96 lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)]"
                />
              </div>
            )}
          </div>
        </Container>
      </section>
      <WhenNearViewport className="min-h-96" placeholder={null}>
        <PromoBanner />
      </WhenNearViewport>
    </>
  );
}
