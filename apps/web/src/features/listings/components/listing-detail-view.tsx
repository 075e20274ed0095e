import {
  lazy,
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { CurrentUser, FulfilmentMethod, ListingDetail } from '@ownless/shared';
import { formatCents } from '@ownless/shared/format';
import {
  CalendarClock,
  Check,
  FileText,
  MapPin,
  Package,
  ShieldCheck,
  Star,
  Truck,
  Undo2,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { ProseText } from '@/components/ui/prose-text';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useListing } from '../api/get-listing';
import { getSaleFrequency } from '../utils/listing-price';
import {
  FULFILMENT_LABELS,
  initialQuoteValues,
  selectedDays,
  type QuoteFormValues,
} from '../utils/quote-form';
import { ListingGallery } from './listing-gallery';
import { LISTING_ARTICLE, LISTING_TITLE, LISTING_TOP } from './listing-layout';
import { ListingPriceTable } from './listing-price-table';
import { QuoteBox } from './quote-box/quote-box';
import { ReviewsPlaceholder } from './reviews-placeholder';

// Below the fold: the calendar and the reviews load as the reader scrolls towards them, not
// with the page (the budget: a listing's first visit ≤ 120 KB of JavaScript).
const AvailabilityCalendar = lazy(async () => ({
  default: (await import('./availability-calendar')).AvailabilityCalendar,
}));
const ListingReviews = lazy(async () => ({
  default: (await import('./listing-reviews')).ListingReviews,
}));

/** The calendar's place while its code loads, of its usual height (400 px, 5 or 6 weeks). */
function CalendarPlaceholder() {
  return (
    <LoadingState label="Loading the calendar">
      <Skeleton className="h-100 w-full" />
    </LoadingState>
  );
}

export type ListingDetailVariant = 'standard' | 'split';

/** What the page adds from other features (features do not import each other). */
export interface ListingDetailSlots {
  /** The favourite heart. */
  renderFavourite?: (listing: ListingDetail) => ReactNode;
  /** The map of the listing's place. */
  renderMap?: (listing: ListingDetail) => ReactNode;
  /** The owner's card, linking to their profile. */
  renderOwner?: (listing: ListingDetail) => ReactNode;
  /** "Message the owner", beside who listed it. */
  renderContact?: (listing: ListingDetail) => ReactNode;
}

function DetailSkeleton({ variant }: { variant: ListingDetailVariant }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading listing" className="space-y-8">
      {variant === 'split' && <Skeleton className="h-72 w-full rounded-3xl sm:h-[26rem]" />}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {variant === 'standard' && <Skeleton className="aspect-[16/10] w-full rounded-2xl" />}
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    </div>
  );
}

function Section({
  id,
  title,
  icon,
  children,
  className,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('space-y-4', className)}>
      <h2
        id={id}
        className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white"
      >
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Header({
  listing,
  favourite,
  contact,
}: {
  listing: ListingDetail;
  favourite?: ReactNode;
  contact?: ReactNode;
}) {
  const forSale = Boolean(getSaleFrequency(listing.frequencies));
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {listing.rental_type && <Badge>{listing.rental_type.name}</Badge>}
        {listing.category && <Badge tone="neutral">{listing.category.name}</Badge>}
        {listing.condition && <Badge tone="neutral">{listing.condition}</Badge>}
        {forSale && <Badge>Also for sale</Badge>}
        {listing.status !== 'Published' && (
          <Badge tone="neutral" className="bg-amber-50 text-amber-900 ring-amber-600/30">
            {listing.status}
          </Badge>
        )}
      </div>
      <div className="flex items-start justify-between gap-4">
        <h1 className={LISTING_TITLE}>
          <bdi>{listing.name}</bdi>
        </h1>
        {favourite && <div className="shrink-0 pt-1">{favourite}</div>}
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
        {listing.short_address && (
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            <bdi>{listing.short_address}</bdi>
          </span>
        )}
        {listing.rating !== null && listing.review_count > 0 && (
          <a
            href="#listing-reviews"
            className="inline-flex items-center gap-1.5 hover:text-slate-900 dark:hover:text-white"
          >
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            {listing.rating.toFixed(1)} ({listing.review_count}{' '}
            {listing.review_count === 1 ? 'review' : 'reviews'})
          </a>
        )}
        <span className="inline-flex items-center gap-1.5">
          Listed by{' '}
          <Link
            to={paths.ownerProfile(listing.owner.id)}
            className="font-semibold text-slate-900 hover:underline dark:text-white"
            data-testid="listing-owner"
          >
            {listing.owner.businessName || listing.owner.firstName}
          </Link>
        </span>
        {contact}
      </div>
    </header>
  );
}

function PricesAndQuote({
  listing,
  user,
  values,
  onValuesChange,
}: {
  listing: ListingDetail;
  user: CurrentUser | undefined;
  values: QuoteFormValues;
  onValuesChange: (values: QuoteFormValues) => void;
}) {
  return (
    <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <section aria-labelledby="listing-prices">
        <h2 id="listing-prices" className="text-lg font-semibold text-slate-900 dark:text-white">
          Prices
        </h2>
        <div className="mt-2">
          <ListingPriceTable frequencies={listing.frequencies} />
        </div>
        {listing.deposit_cents > 0 && (
          <p className="mt-3 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
            <ShieldCheck
              className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
              aria-hidden="true"
            />
            <span>
              Refundable deposit of{' '}
              <strong className="font-semibold">{formatCents(listing.deposit_cents)}</strong>,
              released when the rental is completed.
            </span>
          </p>
        )}
      </section>
      <section
        aria-labelledby="listing-quote"
        className="border-t border-slate-200 pt-5 dark:border-slate-800"
      >
        <h2
          id="listing-quote"
          className="mb-4 text-lg font-semibold text-slate-900 dark:text-white"
        >
          Check the price
        </h2>
        <QuoteBox listing={listing} user={user} values={values} onChange={onValuesChange} />
      </section>
    </div>
  );
}

function Sections({
  listing,
  values,
  onPickDay,
  slots,
}: {
  listing: ListingDetail;
  values: QuoteFormValues;
  onPickDay: (day: string) => void;
  slots: ListingDetailSlots;
}) {
  const included = (listing.included ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const details = [
    ['Condition', listing.condition],
    ['Brand', listing.brand],
    ['Model', listing.model],
    ...listing.attributes.map((a) => [a.key, a.value] as const),
    ['Available', listing.quantity > 1 ? `${listing.quantity} of these` : null],
  ].filter((entry): entry is readonly [string, string] => Boolean(entry[1]));
  const point =
    listing.address.latitude !== null && listing.address.longitude !== null
      ? { lat: listing.address.latitude, lng: listing.address.longitude }
      : null;
  const map = point && slots.renderMap?.(listing);

  return (
    <div className="min-w-0 space-y-12">
      <Section id="listing-description" title="About this listing">
        {listing.description ? (
          <ProseText text={listing.description} dir="auto" />
        ) : (
          <p className="text-slate-600 dark:text-slate-400">
            The owner has not added a description yet.
          </p>
        )}
        {included.length > 0 && (
          <div className="rounded-2xl bg-slate-50 p-5 dark:bg-slate-900">
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
              What’s included
            </h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {included.map((line) => (
                <li
                  key={line}
                  className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300"
                >
                  <Check
                    className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                    aria-hidden="true"
                  />
                  <bdi>{line}</bdi>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>

      {details.length > 0 && (
        <Section id="listing-details" title="Details">
          <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
            {details.map(([term, value]) => (
              <div
                key={term}
                className="flex justify-between gap-4 border-b border-slate-100 pb-2 dark:border-slate-800"
              >
                <dt className="text-sm text-slate-600 dark:text-slate-400">
                  <bdi>{term}</bdi>
                </dt>
                <dd className="text-end text-sm font-medium text-slate-900 dark:text-white">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      <Section id="listing-handover" title="Hand-over and return">
        <ul className="grid gap-3 sm:grid-cols-2">
          {(listing.fulfilment as FulfilmentMethod[]).map((method) => (
            <li
              key={method}
              className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
              data-testid={`fulfilment-${method}`}
            >
              <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                {method === 'pickup' ? (
                  <Package
                    className="size-4 text-brand-700 dark:text-brand-400"
                    aria-hidden="true"
                  />
                ) : (
                  <Truck className="size-4 text-brand-700 dark:text-brand-400" aria-hidden="true" />
                )}
                {FULFILMENT_LABELS[method]}
              </p>
              <div className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
                {method === 'pickup' &&
                  (listing.pickup_notes ? (
                    <bdi className="whitespace-pre-line">{listing.pickup_notes}</bdi>
                  ) : (
                    'Arrange the pickup with the owner once they accept.'
                  ))}
                {method === 'delivery' &&
                  (listing.delivery_radius_km
                    ? `The owner delivers within ${listing.delivery_radius_km} km.`
                    : 'The owner delivers it to you.')}
                {method === 'shipping' && (
                  <ul className="space-y-1">
                    {listing.shipping_options.map((option) => (
                      <li key={option.id} className="flex justify-between gap-3">
                        <bdi>{option.name}</bdi>
                        <span className="tabular-nums">{formatCents(option.price_cents)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
        {(listing.return_notes || listing.advance_notice_hours > 0) && (
          <ul className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
            {listing.advance_notice_hours > 0 && (
              <li className="flex items-start gap-2">
                <CalendarClock
                  className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                  aria-hidden="true"
                />
                Book at least {listing.advance_notice_hours} hours ahead.
              </li>
            )}
            {listing.return_notes && (
              <li className="flex items-start gap-2">
                <Undo2
                  className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
                  aria-hidden="true"
                />
                <span>
                  <span className="font-semibold">Return: </span>
                  <bdi className="whitespace-pre-line">{listing.return_notes}</bdi>
                </span>
              </li>
            )}
          </ul>
        )}
        {listing.house_rules && (
          <div className="rounded-2xl bg-slate-50 p-4 text-sm dark:bg-slate-900">
            <h3 className="font-semibold text-slate-900 dark:text-white">House rules</h3>
            <p dir="auto" className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">
              {listing.house_rules}
            </p>
          </div>
        )}
      </Section>

      <Section id="listing-availability" title="Availability">
        <WhenNearViewport placeholder={<CalendarPlaceholder />}>
          <AvailabilityCalendar
            listing={listing}
            selected={selectedDays(values, listing)}
            onPick={onPickDay}
          />
        </WhenNearViewport>
      </Section>

      {map && (
        <Section id="listing-location" title="Location">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {listing.short_address ?? 'Near the owner'} · the exact address is shared once the owner
            accepts.
          </p>
          {map}
        </Section>
      )}

      <Section
        id="listing-policy"
        title="Cancellation policy"
        icon={<FileText className="size-5 text-brand-700 dark:text-brand-400" aria-hidden="true" />}
      >
        {listing.policy ? (
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">{listing.policy.name}</p>
            <p className="mt-1 text-sm/6 text-slate-700 dark:text-slate-300">
              {listing.policy.description}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The owner has not chosen a policy; ask them before you book.
          </p>
        )}
      </Section>

      <div id="listing-reviews" className="scroll-mt-24">
        <WhenNearViewport placeholder={<ReviewsPlaceholder />}>
          <ListingReviews listingId={listing.id} headingId="listing-reviews-title" />
        </WhenNearViewport>
      </div>

      {slots.renderOwner && (
        <Section id="listing-owner-title" title="Meet the owner">
          {slots.renderOwner(listing)}
        </Section>
      )}
    </div>
  );
}

function ListingDetailContent({
  listing,
  user,
  variant,
  slots,
}: {
  listing: ListingDetail;
  user: CurrentUser | undefined;
  variant: ListingDetailVariant;
  slots: ListingDetailSlots;
}) {
  const [values, setValues] = useState<QuoteFormValues>(() => initialQuoteValues(listing));
  const favourite = slots.renderFavourite?.(listing);
  const onPickDay = (day: string) => {
    setValues((current) => ({ ...current, startDate: day }));
    document.getElementById('listing-quote')?.scrollIntoView({ block: 'nearest' });
  };
  const contact = slots.renderContact?.(listing);
  // The sections under the prices (details, calendar, map, reviews, owner) render in a
  // transition right after the first paint: React then works in slices and yields to the
  // browser, instead of one long task for the whole page (the budget is TBT ≤ 150 ms). They are
  // below the fold; the placeholder keeps the footer out of view meanwhile.
  const [showSections, setShowSections] = useState(false);
  useEffect(() => startTransition(() => setShowSections(true)), []);
  const sections = showSections ? (
    <Sections listing={listing} values={values} onPickDay={onPickDay} slots={slots} />
  ) : (
    <div className="min-h-dvh" aria-hidden="true" />
  );
  const aside = (
    <PricesAndQuote listing={listing} user={user} values={values} onValuesChange={setValues} />
  );

  if (variant === 'split') {
    return (
      <article className="space-y-8" data-testid="listing-detail" data-variant="split">
        <ListingGallery images={listing.images} name={listing.name} variant="mosaic" />
        <Header listing={listing} favourite={favourite} contact={contact} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="lg:order-last">
            <aside aria-label="Prices and booking" className="lg:sticky lg:top-24">
              {aside}
            </aside>
          </div>
          {sections}
        </div>
      </article>
    );
  }

  return (
    // On small screens the prices come right after the title; on large ones they sit beside.
    <article className={LISTING_ARTICLE} data-testid="listing-detail" data-variant="standard">
      <div className={LISTING_TOP}>
        <ListingGallery images={listing.images} name={listing.name} />
        <Header listing={listing} favourite={favourite} contact={contact} />
      </div>
      <aside
        aria-label="Prices and booking"
        className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
      >
        {aside}
      </aside>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">{sections}</div>
    </article>
  );
}

/**
 * A listing's page (/listing-detail/{id}, /property-detail-two/{id}): photos with a
 * full-screen viewer, prices, the live quote with Add to cart and Request reservation,
 * details, hand-over, availability, place, policy, reviews and the owner. An unknown or
 * unpublished id shows a clear not-found page.
 */
export function ListingDetailView({
  id,
  user: userProp,
  variant = 'standard',
  ...slots
}: {
  id: string;
  /** Defaults to the signed-in user. */
  user?: CurrentUser;
  variant?: ListingDetailVariant;
} & ListingDetailSlots) {
  const currentUser = useCurrentUser();
  const user = userProp ?? currentUser;
  const { data, isPending, isError, error, refetch } = useListing(id);
  // The page renders from the listing in a background render that React slices, instead of
  // one long task when the data arrives (TBT ≤ 150 ms); the skeleton stays meanwhile.
  const listing = useDeferredValue(data);
  const skeleton = (
    <>
      <PageTitle title="Listing" />
      <DetailSkeleton variant={variant} />
    </>
  );

  if (isPending) return skeleton;

  if (isError) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <>
          <PageTitle title="Listing not found" />
          <EmptyState
            headingLevel={1}
            title="Listing not found"
            message="This listing does not exist or is no longer available. It may have been rented out for good or taken down by its owner."
            action={
              <div className="flex flex-col gap-3 sm:flex-row">
                <Link to={paths.gridSidebar} className={buttonClass('primary')}>
                  Browse listings
                </Link>
                <Link to={paths.home} className={buttonClass('outline')}>
                  Go home
                </Link>
              </div>
            }
            className="py-16"
          />
        </>
      );
    }
    return (
      <>
        <PageTitle title="Listing" />
        <ErrorState
          headingLevel={1}
          title="We couldn't load this listing"
          message={errorMessage(error)}
          onRetry={() => void refetch()}
        />
      </>
    );
  }

  if (!listing) return skeleton;

  return (
    <>
      <PageTitle title={listing.name} />
      <ListingDetailContent
        key={listing.id}
        listing={listing}
        user={user}
        variant={variant}
        slots={slots}
      />
    </>
  );
}
