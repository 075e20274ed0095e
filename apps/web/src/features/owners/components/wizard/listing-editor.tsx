import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ComponentType } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { Eye } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { isSeller } from '@/lib/access';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useOwnerListing } from '../../api/owner-listing';
import { WIZARD_STEPS, ownerPaths, stepIndex, type WizardStepKey } from '../../config';
import { wizardProgress } from '../../utils/steps';
import { rememberStep, rememberedProgress } from '../../utils/wizard-memory';
import { ListingStatusBadge } from '../status-badge';
import { AvailabilityStep } from './availability-step';
import { BasicsStep } from './basics-step';
import { DetailsStep } from './details-step';
import { FulfilmentStep } from './fulfilment-step';
import { LocationStep } from './location-step';
import { PhotosStep } from './photos-step';
import { PoliciesStep } from './policies-step';
import { PreviewStep } from './preview-step';
import { PricingStep } from './pricing-step';
import { StepIndicator, EditTabs } from './step-indicator';
import { WizardContext, type WizardContextValue } from './wizard-context';

const STEP_COMPONENTS: Record<WizardStepKey, ComponentType> = {
  basics: BasicsStep,
  location: LocationStep,
  photos: PhotosStep,
  pricing: PricingStep,
  availability: AvailabilityStep,
  details: DetailsStep,
  fulfilment: FulfilmentStep,
  policies: PoliciesStep,
  preview: PreviewStep,
};

const panelClass =
  'min-w-0 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900';

function EditorSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" className="space-y-6" aria-busy="true" aria-label={t`Loading listing`}>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-96 w-full rounded-3xl" />
    </div>
  );
}

function WizardFrame({
  listing,
  step,
  children,
}: {
  listing: ListingDetail | null;
  step: WizardStepKey;
  children: React.ReactNode;
}) {
  const progress = useMemo(
    () =>
      listing
        ? wizardProgress(listing, rememberedProgress(listing.id))
        : WIZARD_STEPS.map((s, index) => ({
            key: s.key,
            index,
            complete: false,
            reachable: index === 0,
          })),
    [listing],
  );
  const { t, i18n } = useLingui();
  const current = WIZARD_STEPS[stepIndex(step)]!;
  const stepTitle = i18n._(current.title);
  const listingName = listing ? listing.name : t`Add Listing`;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={`${stepTitle} · ${listingName}`} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700 dark:text-brand-400">
            {listing ? t`Add Listing` : t`Add Listing · new`}
          </p>
          <h1 className="mt-1 line-clamp-2 text-2xl break-words font-bold tracking-tight text-slate-900 rtl:tracking-normal sm:text-3xl dark:text-white">
            {listing ? <bdi>{listing.name}</bdi> : t`What are you renting out?`}
          </h1>
        </div>
        {listing && (
          <div className="flex items-center gap-3">
            <ListingStatusBadge status={listing.status} />
            <Link
              to={ownerPaths.ownerListing(listing.id)}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-400"
            >
              <Eye className="size-4" aria-hidden="true" />
              <Trans>Owner view</Trans>
            </Link>
          </div>
        )}
      </div>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:mt-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <StepIndicator listingId={listing?.id ?? null} current={step} steps={progress} />
        </aside>
        <div className={panelClass}>{children}</div>
      </div>
    </div>
  );
}

function EditFrame({
  listing,
  step,
  children,
}: {
  listing: ListingDetail;
  step: WizardStepKey;
  children: React.ReactNode;
}) {
  const { t, i18n } = useLingui();
  const current = WIZARD_STEPS[stepIndex(step)]!;
  const stepTitle = i18n._(current.title);
  const listingName = listing.name;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={t`Edit ${stepTitle} · ${listingName}`} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <Link
            to={ownerPaths.myListings}
            className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            <Trans>My Listings</Trans>
          </Link>
          <h1 className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl rtl:tracking-normal dark:text-white">
            <span className="min-w-0 break-words">
              <Trans>
                Edit listing: <bdi>{listingName}</bdi>
              </Trans>
            </span>
            <ListingStatusBadge status={listing.status} />
          </h1>
        </div>
        <Link to={ownerPaths.ownerListing(listing.id)} className={buttonClass('outline', 'sm')}>
          <Eye className="size-4" aria-hidden="true" />
          <Trans>Owner view</Trans>
        </Link>
      </div>
      <div className="mt-6">
        <EditTabs listingId={listing.id} current={step} />
      </div>
      <div className={`${panelClass} mt-6`}>{children}</div>
    </div>
  );
}

/**
 * One step of a listing: the add-listing wizard (mode "wizard") or the edit page's tab
 * (mode "edit"). The listing always comes from GET /listing/:id/manage, so a reload
 * loses nothing.
 */
export function ListingEditor({
  listingId,
  step,
  mode,
}: {
  /** Null: step 1 of a new listing. */
  listingId: number | null;
  step: WizardStepKey;
  mode: 'wizard' | 'edit';
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const query = useOwnerListing(listingId);
  const loaded = listingId === null ? null : query.data;

  if (listingId !== null && query.isPending) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <PageTitle title={t`Listing`} />
        <EditorSkeleton />
      </div>
    );
  }
  if (listingId !== null && query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <PageTitle title={t`Listing not found`} />
        {status === 404 || status === 403 || status === 400 ? (
          <EmptyState
            headingLevel={1}
            title={status === 403 ? t`This is not your listing` : t`Listing not found`}
            message={
              status === 403
                ? t`You can only change listings you created.`
                : t`It may have been removed. Your other listings are in My Listings.`
            }
            action={
              <Link to={ownerPaths.myListings} className={buttonClass('primary')}>
                <Trans>Go to My Listings</Trans>
              </Link>
            }
          />
        ) : (
          <ErrorState
            headingLevel={1}
            title={t`We couldn't load this listing`}
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }

  const listing = loaded ?? null;
  const index = stepIndex(step);
  const previous = index > 0 ? WIZARD_STEPS[index - 1]! : null;
  const next = WIZARD_STEPS[index + 1] ?? null;

  const context: WizardContextValue = {
    mode,
    step,
    listing,
    backTo:
      mode === 'edit'
        ? null
        : listing && previous
          ? ownerPaths.wizardStep(listing.id, previous.key)
          : ownerPaths.myListings,
    onSaved: (saved) => {
      if (mode === 'edit') return;
      // An applicant may draft (step-1 guard) but the later steps are for owners.
      if (user && !isSeller(user)) {
        void navigate(ownerPaths.sellerInformation, { state: { draftSaved: saved.name } });
        return;
      }
      rememberStep(saved.id, index + 1);
      if (next) void navigate(ownerPaths.wizardStep(saved.id, next.key));
    },
  };

  const Step = STEP_COMPONENTS[step];
  const content = (
    <WizardContext.Provider value={context}>
      {/* A new key per listing and step: forms start from the saved values. */}
      <Step key={`${listing?.id ?? 'new'}-${step}`} />
    </WizardContext.Provider>
  );

  if (mode === 'edit' && listing) {
    return (
      <EditFrame listing={listing} step={step}>
        {content}
      </EditFrame>
    );
  }
  return (
    <WizardFrame listing={listing} step={step}>
      {content}
    </WizardFrame>
  );
}
