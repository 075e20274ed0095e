import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { ListingStatus, ListingSummary } from '@ownless/shared';
import {
  CircleSlash,
  Eye,
  MapPin,
  Pencil,
  Play,
  Plus,
  Rocket,
  Search,
  SearchX,
  X,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert, FormError } from '@/components/ui/alert';
import { Button, LoadingButton, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-state';
import { inputClass } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageParam } from '@/hooks/use-page-param';
import { cn } from '@/lib/cn';
import { dateTimeFormat } from '@/lib/i18n';
import { useMyListings } from '../api/my-listings';
import { MY_LISTINGS_PER_PAGE, ownerPaths } from '../config';
import { useListingActions } from '../hooks/use-listing-actions';
import { coverUrl, FALLBACK_IMAGE, headlinePrice } from '../utils/listing-display';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PublishChecklist } from './publish-checklist';
import { LISTING_STATUS_LABELS, ListingStatusBadge } from './status-badge';

const STATUSES: ListingStatus[] = ['Draft', 'Published', 'Inactive'];
const SEARCH_DELAY_MS = 350;

const readStatus = (value: string | null): ListingStatus | undefined =>
  STATUSES.find((status) => status === value);

const updatedLabel = (iso: string) =>
  dateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

function RowSkeleton() {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:flex-row dark:border-slate-800">
      <Skeleton className="aspect-[4/3] w-full rounded-xl sm:h-24 sm:w-32" />
      <div className="flex-1 space-y-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-9 w-full sm:w-80" />
      </div>
    </li>
  );
}

/** /admin/explore-listings, "My Listings": every listing of the owner, by status. */
export function MyListings() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const status = readStatus(params.get('status'));
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const [syncedSearch, setSyncedSearch] = useState(search);
  const [toDeactivate, setToDeactivate] = useState<ListingSummary | null>(null);
  const actions = useListingActions();

  // The URL wins when it changes from outside (Back, a link).
  if (search !== syncedSearch) {
    setSyncedSearch(search);
    setText(search);
  }

  const query = useMyListings({
    status,
    search: search || undefined,
    page,
    per_page: MY_LISTINGS_PER_PAGE,
  });

  const setFilter = (next: { status?: ListingStatus | null; search?: string }) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next.status !== undefined) {
          if (next.status) p.set('status', next.status);
          else p.delete('status');
        }
        if (next.search !== undefined) {
          if (next.search.trim()) p.set('search', next.search.trim());
          else p.delete('search');
        }
        p.delete('page');
        return p;
      },
      { preventScrollReset: true },
    );

  // Searching as you type, a moment after the last key.
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = window.setTimeout(() => {
      setSyncedSearch(text.trim());
      setFilter({ search: text });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // setFilter is recreated each render; the text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, search]);

  const counts = query.data?.counts;
  const all = counts ? counts.Draft + counts.Published + counts.Inactive : undefined;
  const tabs: { key: string; label: string; value: ListingStatus | null; count?: number }[] = [
    { key: 'All', label: t`All`, value: null, count: all },
    ...STATUSES.map((s) => ({
      key: s,
      label: i18n._(LISTING_STATUS_LABELS[s]),
      value: s,
      count: counts?.[s],
    })),
  ];
  const statusName = status ? i18n._(LISTING_STATUS_LABELS[status]).toLowerCase() : '';

  const items = query.data?.items ?? [];
  const shown = query.data?.total ?? 0;
  const deactivateName = toDeactivate?.name;
  const noListingsAtAll = query.isSuccess && all === 0;

  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" className="sr-only">
        {query.isSuccess ? (
          <Plural value={shown} one="# listing shown." other="# listings shown." />
        ) : (
          ''
        )}
      </p>

      {!noListingsAtAll && (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <nav
            aria-label={t`Filter by status`}
            className="relative -mx-4 overflow-x-auto px-4 @container sm:mx-0 sm:px-0 lg:[container-type:normal]"
          >
            <ul className="flex min-w-max gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800/70">
              {tabs.map((tab) => {
                const active = (status ?? null) === tab.value;
                const to = (() => {
                  const p = new URLSearchParams(params);
                  if (tab.value) p.set('status', tab.value);
                  else p.delete('status');
                  p.delete('page');
                  const qs = p.toString();
                  return `${ownerPaths.myListings}${qs ? `?${qs}` : ''}`;
                })();
                return (
                  <li key={tab.key}>
                    <Link
                      to={to}
                      preventScrollReset
                      aria-current={active ? 'page' : undefined}
                      data-testid={`status-tab-${tab.key}`}
                      className={cn(
                        'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors',
                        active
                          ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                          : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                      )}
                    >
                      {tab.label}
                      <span
                        className={cn(
                          'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                          active
                            ? 'bg-brand-100 text-brand-800 dark:bg-brand-400/20 dark:text-brand-200'
                            : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
                        )}
                      >
                        {tab.count ?? '·'}
                        <span className="sr-only">
                          {' '}
                          <Trans>listings</Trans>
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <form
            role="search"
            className="relative w-full lg:w-80"
            onSubmit={(event) => {
              event.preventDefault();
              setSyncedSearch(text.trim());
              setFilter({ search: text });
            }}
          >
            <label htmlFor={`${id}-search`} className="sr-only">
              <Trans>Search your listings</Trans>
            </label>
            <Search
              className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id={`${id}-search`}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t`Search your listings`}
              className={inputClass(
                false,
                'h-11 py-2 ps-11 pe-10 [&::-webkit-search-cancel-button]:hidden',
              )}
            />
            {text && (
              <button
                type="button"
                onClick={() => {
                  setText('');
                  setSyncedSearch('');
                  setFilter({ search: '' });
                }}
                className="absolute end-2 top-1/2 -translate-y-1/2 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Clear search</Trans>
                </span>
              </button>
            )}
          </form>
        </div>
      )}

      {actions.done && (
        <Alert tone="success" data-testid="listing-action-done">
          {actions.done.message}
        </Alert>
      )}
      {actions.problem && !actions.problem.checklist && (
        <FormError message={actions.problem.message} />
      )}

      {query.isPending ? (
        <ul className="space-y-4" aria-busy="true" aria-label={t`Loading your listings`}>
          {[0, 1, 2].map((i) => (
            <RowSkeleton key={i} />
          ))}
        </ul>
      ) : query.isError ? (
        <QueryError query={query} title={t`We couldn't load your listings`} />
      ) : noListingsAtAll ? (
        <EmptyState
          title={t`No listings yet`}
          message={t`Add your first listing: photos, a price and the days it is free. It takes about five minutes, and you can save a draft at any step.`}
          icon={<Plus className="size-6" aria-hidden="true" />}
          action={
            <Link to={ownerPaths.addListing} className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              <Trans>Add a listing</Trans>
            </Link>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={t`No listings match`}
          message={
            search
              ? status
                ? t`Nothing ${statusName} matches “${search}”.`
                : t`Nothing matches “${search}”.`
              : t`You have no ${statusName} listings.`
          }
          icon={<SearchX className="size-6" aria-hidden="true" />}
          action={
            <Button
              variant="outline"
              onClick={() => {
                setText('');
                setSyncedSearch('');
                setFilter({ status: null, search: '' });
              }}
            >
              <Trans>Show all listings</Trans>
            </Button>
          }
        />
      ) : (
        <ul
          className={cn('space-y-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
          data-testid="my-listings"
        >
          {items.map((listing) => {
            const price = headlinePrice(listing);
            const createdOn = updatedLabel(listing.created_at);
            const pending = actions.pendingFor?.id === listing.id;
            const problem = actions.problem?.listingId === listing.id ? actions.problem : null;
            const view =
              listing.status === 'Published'
                ? ownerPaths.publicListing(listing.id)
                : ownerPaths.ownerListing(listing.id);
            return (
              <li
                key={listing.id}
                data-testid="my-listing"
                data-listing-id={listing.id}
                className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex gap-3 sm:gap-4">
                  <Link
                    to={ownerPaths.ownerListing(listing.id)}
                    className="shrink-0"
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    <img
                      src={listing.images.length ? coverUrl(listing.images) : FALLBACK_IMAGE}
                      alt=""
                      loading="lazy"
                      className="h-16 w-20 rounded-xl bg-slate-100 object-cover sm:h-24 sm:w-36 dark:bg-slate-800"
                    />
                  </Link>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                      <div className="min-w-0">
                        <h2 className="text-base font-semibold text-slate-900 dark:text-white">
                          <Link
                            to={ownerPaths.ownerListing(listing.id)}
                            className="break-words hover:text-brand-700 hover:underline dark:hover:text-brand-400"
                          >
                            <bdi>{listing.name}</bdi>
                          </Link>
                        </h2>
                        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                          <ListingStatusBadge status={listing.status} />
                          {listing.category && <span>{listing.category.name}</span>}
                          <span className="inline-flex items-center gap-1">
                            <MapPin className="size-3.5" aria-hidden="true" />
                            {listing.short_address ?? t`No location yet`}
                          </span>
                        </p>
                      </div>
                      <p className="text-end text-slate-900 dark:text-white">
                        {price ? (
                          <>
                            <span className="font-bold tabular-nums">{price.amount}</span>{' '}
                            <span className="text-sm text-slate-600 dark:text-slate-400">
                              {price.per}
                            </span>
                          </>
                        ) : (
                          <span className="text-sm text-slate-500 dark:text-slate-400">
                            <Trans>No price yet</Trans>
                          </span>
                        )}
                      </p>
                    </div>
                    <div className="mt-3 flex flex-wrap items-center gap-2">
                      <Link
                        to={
                          listing.status === 'Draft'
                            ? ownerPaths.wizardStep(listing.id, 'basics')
                            : ownerPaths.editListing(listing.id)
                        }
                        className={buttonClass('outline', 'sm')}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                        {listing.status === 'Draft' ? t`Continue` : t`Edit`}
                        <span className="sr-only"> {listing.name}</span>
                      </Link>
                      {listing.status === 'Draft' && (
                        <LoadingButton
                          size="sm"
                          loading={pending}
                          loadingText={t`Publishing…`}
                          onClick={() => void actions.run(listing.id, 'publish')}
                        >
                          <Rocket className="size-4" aria-hidden="true" />
                          <Trans>Publish</Trans>
                          <span className="sr-only"> {listing.name}</span>
                        </LoadingButton>
                      )}
                      {listing.status === 'Published' && (
                        <LoadingButton
                          size="sm"
                          variant="ghost"
                          loading={pending}
                          loadingText={t`Deactivating…`}
                          onClick={() => setToDeactivate(listing)}
                        >
                          <CircleSlash className="size-4" aria-hidden="true" />
                          <Trans>Deactivate</Trans>
                          <span className="sr-only"> {listing.name}</span>
                        </LoadingButton>
                      )}
                      {listing.status === 'Inactive' && (
                        <LoadingButton
                          size="sm"
                          loading={pending}
                          loadingText={t`Activating…`}
                          onClick={() => void actions.run(listing.id, 'activate')}
                        >
                          <Play className="size-4" aria-hidden="true" />
                          <Trans>Activate</Trans>
                          <span className="sr-only"> {listing.name}</span>
                        </LoadingButton>
                      )}
                      <Link to={view} className={buttonClass('ghost', 'sm')}>
                        <Eye className="size-4" aria-hidden="true" />
                        <Trans>View</Trans>
                        <span className="sr-only"> {listing.name}</span>
                      </Link>
                      <span className="ms-auto hidden text-xs text-slate-500 sm:inline dark:text-slate-400">
                        <Trans>Added {createdOn}</Trans>
                      </span>
                    </div>
                  </div>
                </div>
                {problem?.checklist && (
                  <div className="mt-4">
                    <PublishChecklist
                      listingId={listing.id}
                      message={problem.message}
                      errors={problem.checklist}
                      mode={listing.status === 'Draft' ? 'wizard' : 'edit'}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {query.isSuccess && query.data.total > MY_LISTINGS_PER_PAGE && (
        <Pagination
          page={page}
          perPage={MY_LISTINGS_PER_PAGE}
          total={query.data.total}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
          label={t`My Listings pages`}
        />
      )}

      <ConfirmDialog
        open={toDeactivate !== null}
        title={t`Deactivate this listing?`}
        confirmLabel={t`Deactivate`}
        onConfirm={() => {
          if (toDeactivate) void actions.run(toDeactivate.id, 'deactivate');
          setToDeactivate(null);
        }}
        onClose={() => setToDeactivate(null)}
      >
        <Trans>
          “<bdi>{deactivateName}</bdi>” is hidden from search and cannot be booked. Reservations
          already made stay as they are. You can activate it again at any time.
        </Trans>
      </ConfirmDialog>
    </div>
  );
}
