import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { ListingSummary, PublicUser } from '@ownless/shared';
import { Building2, CalendarDays, MapPin, Package, UserRoundX } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReviewList } from '@/components/ui/review-list';
import { ErrorState, QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  useOwner,
  useOwnerListings,
  useOwnerReviews,
  useOwners,
  type OwnerKind,
} from '../api/owners';
import { memberSince, OwnerRating } from './owner-rating';

export const OWNER_LISTINGS_PER_PAGE = 6;

function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading the profile`} className="space-y-8">
      <div className="flex items-center gap-5">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-24 w-full" />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      {icon}
      {children}
    </li>
  );
}

function OwnerListings({
  owner,
  renderListing,
}: {
  owner: PublicUser;
  renderListing: (listing: ListingSummary) => ReactNode;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const listings = useOwnerListings(owner.id, page, OWNER_LISTINGS_PER_PAGE);
  const ownerName = owner.businessName || owner.firstName;
  const firstName = owner.firstName;
  return (
    <section aria-labelledby="owner-listings" className="space-y-5">
      <h2 id="owner-listings" className="text-xl font-semibold text-slate-900 dark:text-white">
        <Trans>
          Listings by <bdi>{ownerName}</bdi>
        </Trans>
      </h2>
      {listings.isPending ? (
        <LoadingState
          label={t`Loading listings`}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 rounded-2xl" />
          ))}
        </LoadingState>
      ) : listings.isError && !listings.data ? (
        <QueryError query={listings} title={t`We couldn't load the listings`} />
      ) : listings.data.total === 0 ? (
        <EmptyState
          icon={<Package className="size-6" aria-hidden="true" />}
          title={t`Nothing listed right now`}
          message={t`${firstName} has no published listings at the moment.`}
        />
      ) : (
        <div className="space-y-6">
          <ul
            className={cn(
              'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 transition-opacity',
              listings.isPlaceholderData && listings.isFetching && 'opacity-60',
            )}
            aria-label={t`Listings by ${firstName}`}
          >
            {listings.data.items.map((listing) => (
              <li key={listing.id}>{renderListing(listing)}</li>
            ))}
          </ul>
          {listings.data.total > OWNER_LISTINGS_PER_PAGE && (
            <Pagination
              page={page}
              perPage={OWNER_LISTINGS_PER_PAGE}
              total={listings.data.total}
              onPageChange={setPage}
              label={t`Listings pages`}
            />
          )}
        </div>
      )}
    </section>
  );
}

function OwnerReviews({ owner }: { owner: PublicUser }) {
  const { t } = useLingui();
  const reviews = useOwnerReviews(owner.id);
  const first = reviews.data?.pages[0];
  return (
    <section aria-labelledby="owner-reviews" className="space-y-5">
      <h2 id="owner-reviews" className="text-xl font-semibold text-slate-900 dark:text-white">
        <Trans>Reviews</Trans>
      </h2>
      {reviews.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : reviews.isError ? (
        <QueryError query={reviews} title={t`We couldn't load the reviews`} />
      ) : !first || first.total === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-5 py-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <Trans>No reviews yet. Reviews appear after completed rentals.</Trans>
        </p>
      ) : (
        <>
          <ReviewList
            reviews={reviews}
            testId="owner-reviews"
            meta={(review) => (
              <>
                <Link to={paths.listingDetail(review.listing.id)} className="hover:underline">
                  <bdi>{review.listing.name}</bdi>
                </Link>{' '}
                · {memberSince(review.created_at)}
              </>
            )}
          />
        </>
      )}
    </section>
  );
}

/**
 * /agent-profile/{id}, /owner-profile/{id}, /agency-profile/{id}: who the owner is, what
 * they list and what people say. An unknown id shows a not-found page.
 */
export function OwnerProfileView({
  id,
  kind,
  renderListing,
  renderContact,
  backLink,
}: {
  id: string;
  kind: 'agent' | 'agency' | 'owner';
  renderListing: (listing: ListingSummary) => ReactNode;
  /** "Message …" in the header, from the chat feature. */
  renderContact?: (owner: { id: number; firstName: string }) => ReactNode;
  backLink?: ReactNode;
}) {
  const { t } = useLingui();
  const valid = /^\d{1,9}$/.test(id);
  const owner = useOwner(id, valid);

  if (
    !valid ||
    (owner.isError && isApiError(owner.error) && [400, 404].includes(owner.error.status))
  ) {
    return (
      <>
        <PageTitle title={t`Profile not found`} />
        <EmptyState
          headingLevel={1}
          icon={<UserRoundX className="size-6" aria-hidden="true" />}
          title={t`Profile not found`}
          message={t`This person does not exist, or their profile is no longer public.`}
          action={
            <Link
              to={kind === 'agency' ? paths.agencies : paths.agents}
              className={buttonClass('primary')}
            >
              {kind === 'agency' ? t`See all businesses` : t`See all owners`}
            </Link>
          }
          className="py-16"
        />
      </>
    );
  }
  if (owner.isPending) return <ProfileSkeleton />;
  if (owner.isError) {
    return (
      <ErrorState
        headingLevel={1}
        title={t`We couldn't load this profile`}
        message={errorMessage(owner.error)}
        onRetry={() => void owner.refetch()}
      />
    );
  }

  const person = owner.data;
  const title = kind === 'agency' && person.businessName ? person.businessName : person.fullName;
  const fullName = person.fullName;
  const since = memberSince(person.memberSince);
  const firstName = person.firstName;
  const listingCount = person.listingsCount;
  return (
    <div className="space-y-12" data-testid="owner-profile">
      <PageTitle title={title} />
      {backLink}
      <header className="flex flex-col gap-6 rounded-3xl border border-slate-200 bg-gradient-to-br from-brand-50/80 to-white p-6 sm:flex-row sm:items-center sm:p-8 dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-900">
        <Avatar
          src={person.profilePicture}
          className="size-24 ring-4 ring-white sm:size-28 dark:ring-slate-900"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white">
            <bdi>{title}</bdi>
          </h1>
          {kind === 'agency' && person.businessName ? (
            <p className="text-slate-700 dark:text-slate-300">
              <Trans>
                Run by <bdi>{fullName}</bdi>
              </Trans>
            </p>
          ) : person.businessName ? (
            <p className="flex items-center gap-1.5 text-slate-700 dark:text-slate-300">
              <Building2 className="size-4" aria-hidden="true" />
              <bdi>{person.businessName}</bdi>
            </p>
          ) : null}
          <ul className="flex flex-wrap gap-x-5 gap-y-2 pt-1">
            <li>
              <OwnerRating rating={person.rating} count={person.reviewCount} />
            </li>
            {person.city && (
              <Stat icon={<MapPin className="size-4" aria-hidden="true" />}>{person.city}</Stat>
            )}
            <Stat icon={<Package className="size-4" aria-hidden="true" />}>
              <Plural value={listingCount} one="# listing" other="# listings" />
            </Stat>
            <Stat icon={<CalendarDays className="size-4" aria-hidden="true" />}>
              <Trans>Member since {since}</Trans>
            </Stat>
          </ul>
        </div>
        {renderContact && <div className="shrink-0">{renderContact(person)}</div>}
      </header>

      {person.bio && (
        <section aria-labelledby="owner-about" className="max-w-3xl space-y-3">
          <h2 id="owner-about" className="text-xl font-semibold text-slate-900 dark:text-white">
            <Trans>
              About <bdi>{firstName}</bdi>
            </Trans>
          </h2>
          <p
            dir="auto"
            className="text-base/7 whitespace-pre-line text-slate-700 dark:text-slate-300"
          >
            {person.bio}
          </p>
        </section>
      )}

      <OwnerListings owner={person} renderListing={renderListing} />
      <OwnerReviews owner={person} />
    </div>
  );
}

/** /agent-profile and /agency-profile without an id: the first one of the directory. */
export function FirstOwnerRedirect({
  kind,
  hrefFor,
}: {
  kind: OwnerKind;
  hrefFor: (id: number) => string;
}) {
  const { t } = useLingui();
  const owners = useOwners({ kind, page: 1, perPage: 1 });
  if (owners.isPending) return <ProfileSkeleton />;
  if (owners.isError) {
    return (
      <ErrorState
        headingLevel={1}
        title={t`We couldn't load this profile`}
        message={errorMessage(owners.error)}
        onRetry={() => void owners.refetch()}
      />
    );
  }
  const first = owners.data.items[0];
  if (!first) {
    return (
      <EmptyState
        headingLevel={1}
        title={kind === 'agencies' ? t`No businesses yet` : t`No owners yet`}
        message={t`Profiles appear here once owners publish listings.`}
      />
    );
  }
  return <Navigate to={hrefFor(first.id)} replace />;
}
