import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { CalendarX2, Check, CircleSlash, ExternalLink, Pencil, Play, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { zonedDay } from '@ownless/shared/time';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { BackLink } from '@/components/ui/back-link';
import { Alert, FormError } from '@/components/ui/alert';
import { LoadingButton, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { dateTimeFormat } from '@/lib/i18n';
import { useOwnerListing } from '../api/owner-listing';
import { WIZARD_STEPS, ownerPaths } from '../config';
import { useListingActions } from '../hooks/use-listing-actions';
import { formatRange } from '@/components/calendar/calendar-days';
import { listingZone } from '../utils/calendar';
import { wizardProgress } from '../utils/steps';
import { rememberedProgress } from '../utils/wizard-memory';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListingPreview } from './listing-preview';
import { PublishChecklist } from './publish-checklist';
import { ListingStatusBadge } from './status-badge';

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>;
}

/**
 * /admin/listing-detail/:id: the owner's view of one listing (any status), with its
 * actions, progress per step, blocked days and the renter view. Someone else's listing
 * shows `notOwner` (the public page) instead.
 */
/** The owner's listing is not there (a bad id, or removed): back to My Listings. */
function ListingNotFound({ message }: { message?: string }) {
  const { t } = useLingui();
  return (
    <Frame>
      <PageTitle title={t`Listing not found`} />
      <EmptyState
        headingLevel={1}
        title={t`Listing not found`}
        message={message}
        action={
          <Link to={ownerPaths.myListings} className={buttonClass('primary')}>
            <Trans>Go to My Listings</Trans>
          </Link>
        }
      />
    </Frame>
  );
}

export function OwnerListingView({ id, notOwner }: { id: number; notOwner: ReactNode }) {
  const { t, i18n } = useLingui();
  const query = useOwnerListing(Number.isInteger(id) && id > 0 ? id : null);
  const actions = useListingActions();
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);

  if (!(Number.isInteger(id) && id > 0)) return <ListingNotFound />;
  if (query.isPending) {
    return (
      <Frame>
        <div role="status" className="space-y-6" aria-busy="true" aria-label={t`Loading listing`}>
          <PageTitle title={t`Listing`} />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-24 w-full rounded-3xl" />
          <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
        </div>
      </Frame>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 403) return <>{notOwner}</>;
    if (isApiError(query.error) && query.error.status === 404)
      return <ListingNotFound message={t`It may have been removed.`} />;
    return (
      <Frame>
        <PageTitle title={t`Listing`} />
        <ErrorState
          headingLevel={1}
          title={t`We couldn't load this listing`}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </Frame>
    );
  }

  const listing = query.data;
  const listingName = listing.name;
  const lastChanged = dateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(listing.updated_at),
  );
  const progress = wizardProgress(listing, rememberedProgress(listing.id));
  const pending = actions.pendingFor?.id === listing.id;
  const today = zonedDay(new Date(), listingZone(listing.timezone));
  const blocks = listing.blocked_dates
    .filter((b) => b.end_date >= today)
    .sort((a, b) => (a.start_date < b.start_date ? -1 : 1));
  const stepLink = (key: (typeof WIZARD_STEPS)[number]['key']) =>
    listing.status === 'Draft'
      ? ownerPaths.wizardStep(listing.id, key)
      : ownerPaths.editListing(listing.id, key);

  return (
    <Frame>
      <div className="space-y-8">
        <PageTitle title={t`${listingName} · Owner view`} />
        <div>
          <BackLink to={ownerPaths.myListings}>
            <Trans>My Listings</Trans>
          </BackLink>
          <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight break-words rtl:tracking-normal text-slate-900 sm:text-3xl dark:text-white">
                <bdi>{listing.name}</bdi>
              </h1>
              <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
                <ListingStatusBadge status={listing.status} />
                <span>
                  <Trans>Last changed {lastChanged}</Trans>
                </span>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to={stepLink('basics')} className={buttonClass('outline')}>
                <Pencil className="size-4" aria-hidden="true" />
                {listing.status === 'Draft' ? t`Continue editing` : t`Edit`}
              </Link>
              {listing.status === 'Draft' && (
                <LoadingButton
                  loading={pending}
                  loadingText={t`Publishing…`}
                  onClick={() => void actions.run(listing.id, 'publish')}
                >
                  <Rocket className="size-4" aria-hidden="true" />
                  <Trans>Publish</Trans>
                </LoadingButton>
              )}
              {listing.status === 'Published' && (
                <>
                  <Link
                    to={ownerPaths.publicListing(listing.id)}
                    className={buttonClass('outline')}
                  >
                    <ExternalLink className="size-4" aria-hidden="true" />
                    <Trans>Public page</Trans>
                  </Link>
                  <LoadingButton
                    variant="ghost"
                    loading={pending}
                    loadingText={t`Deactivating…`}
                    onClick={() => setConfirmDeactivate(true)}
                  >
                    <CircleSlash className="size-4" aria-hidden="true" />
                    <Trans>Deactivate</Trans>
                  </LoadingButton>
                </>
              )}
              {listing.status === 'Inactive' && (
                <LoadingButton
                  loading={pending}
                  loadingText={t`Activating…`}
                  onClick={() => void actions.run(listing.id, 'activate')}
                >
                  <Play className="size-4" aria-hidden="true" />
                  <Trans>Activate</Trans>
                </LoadingButton>
              )}
            </div>
          </div>
        </div>

        {actions.done && <Alert tone="success">{actions.done.message}</Alert>}
        {actions.problem?.checklist ? (
          <PublishChecklist
            listingId={listing.id}
            message={actions.problem.message}
            errors={actions.problem.checklist}
            mode={listing.status === 'Draft' ? 'wizard' : 'edit'}
          />
        ) : actions.problem ? (
          <FormError message={actions.problem.message} />
        ) : null}

        <AdminSection
          id="steps"
          title={t`Listing sections`}
          description={t`Jump straight to the part you want to change.`}
        >
          <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {WIZARD_STEPS.map((step, index) => {
              const state = progress[index]!;
              return (
                <li key={step.key}>
                  <Link
                    to={stepLink(step.key)}
                    className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 transition-colors hover:border-brand-600 hover:bg-brand-50/50 dark:border-slate-800 dark:hover:border-brand-400 dark:hover:bg-brand-950/30"
                  >
                    <span
                      className={cn(
                        'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                        state.complete
                          ? 'bg-brand-700 text-white'
                          : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
                      )}
                    >
                      {state.complete ? <Check className="size-4" aria-hidden="true" /> : index + 1}
                    </span>
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                        {i18n._(step.title)}
                      </span>
                      <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                        {state.complete
                          ? t({ message: 'Done', context: 'checklist step' })
                          : i18n._(step.description)}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </AdminSection>

        <AdminSection id="blocked" title={t`Blocked days`}>
          {blocks.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <Trans>No days blocked: renters can book any free day.</Trans>
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {blocks.map((b) => (
                <li
                  key={b.id}
                  className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                >
                  <CalendarX2 className="size-4" aria-hidden="true" />
                  {formatRange({ start: b.start_date, end: b.end_date })}
                  {b.reason && (
                    <span className="text-slate-500 dark:text-slate-400">· {b.reason}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <Link
            to={stepLink('availability')}
            className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            <Trans>Manage availability</Trans>
          </Link>
        </AdminSection>

        <section aria-labelledby="renter-view" className="space-y-4">
          <h2 id="renter-view" className="text-lg font-semibold text-slate-900 dark:text-white">
            <Trans>What renters see</Trans>
          </h2>
          <div className="rounded-3xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
            <ListingPreview listing={listing} />
          </div>
        </section>

        <ConfirmDialog
          open={confirmDeactivate}
          title={t`Deactivate this listing?`}
          confirmLabel={t`Deactivate`}
          onConfirm={() => {
            setConfirmDeactivate(false);
            void actions.run(listing.id, 'deactivate');
          }}
          onClose={() => setConfirmDeactivate(false)}
        >
          <Trans>
            It is hidden from search and cannot be booked. Reservations already made stay as they
            are. You can activate it again at any time.
          </Trans>
        </ConfirmDialog>
      </div>
    </Frame>
  );
}
