import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ExternalLink, List, Plus, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, FormError } from '@/components/ui/alert';
import { LoadingButton, buttonClass } from '@/components/ui/button';
import { ownerPaths } from '../../config';
import { useListingActions } from '../../hooks/use-listing-actions';
import { ListingPreview } from '../listing-preview';
import { PublishChecklist } from '../publish-checklist';
import { useWizard, useWizardListing } from './wizard-context';

/** The last step: the listing as renters will see it, and Publish (checklist on 422). */
export function PreviewStep() {
  const { t } = useLingui();
  const { mode, backTo } = useWizard();
  const listing = useWizardListing();
  const actions = useListingActions();
  const pending = actions.pendingFor?.id === listing.id;
  const justPublished = actions.done?.listingId === listing.id && listing.status === 'Published';

  const primary =
    listing.status === 'Draft'
      ? { action: 'publish' as const, label: t`Publish listing`, busy: t`Publishing…` }
      : listing.status === 'Inactive'
        ? { action: 'activate' as const, label: t`Activate listing`, busy: t`Activating…` }
        : null;

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="step-title" className="text-xl font-semibold text-slate-900 dark:text-white">
            <Trans>Preview</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans>This is how renters will see your listing.</Trans>
          </p>
        </div>
        {primary && !justPublished && (
          <LoadingButton
            size="lg"
            loading={pending}
            loadingText={primary.busy}
            onClick={() => void actions.run(listing.id, primary.action)}
            data-testid="publish-button"
          >
            <Rocket className="size-5" aria-hidden="true" />
            {primary.label}
          </LoadingButton>
        )}
      </header>

      {actions.problem?.checklist ? (
        <PublishChecklist
          listingId={listing.id}
          message={actions.problem.message}
          errors={actions.problem.checklist}
          mode={mode}
        />
      ) : actions.problem ? (
        <FormError message={actions.problem.message} />
      ) : null}

      {justPublished ? (
        <Alert
          tone="success"
          title={t`Your listing is live`}
          data-testid="publish-success"
          action={
            <div className="flex flex-wrap gap-2">
              <Link
                to={ownerPaths.publicListing(listing.id)}
                className={buttonClass('primary', 'sm')}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                <Trans>View public page</Trans>
              </Link>
              <Link to={ownerPaths.myListings} className={buttonClass('outline', 'sm')}>
                <List className="size-4" aria-hidden="true" />
                <Trans>My Listings</Trans>
              </Link>
              <Link to={ownerPaths.addListing} className={buttonClass('ghost', 'sm')}>
                <Plus className="size-4" aria-hidden="true" />
                <Trans>Add another</Trans>
              </Link>
            </div>
          }
        >
          <Trans>
            Renters can find it in search now. We will let you know when someone asks to rent it.
          </Trans>
        </Alert>
      ) : listing.status === 'Published' ? (
        <Alert tone="success" title={t`This listing is published`}>
          <Link to={ownerPaths.publicListing(listing.id)} className="font-semibold underline">
            <Trans>Open the public page</Trans>
          </Link>
        </Alert>
      ) : listing.status === 'Inactive' ? (
        <Alert tone="info" title={t`This listing is inactive`}>
          <Trans>It is hidden from search. Activate it to take new reservations again.</Trans>
        </Alert>
      ) : null}

      <div className="rounded-3xl border border-dashed border-slate-300 p-4 sm:p-6 dark:border-slate-700">
        <p className="mb-4 text-xs font-semibold tracking-wide text-slate-500 uppercase rtl:tracking-normal dark:text-slate-400">
          <Trans>Renters will see</Trans>
        </p>
        <ListingPreview listing={listing} />
      </div>

      {mode === 'wizard' && backTo && (
        <div className="border-t border-slate-200 pt-6 dark:border-slate-800">
          <Link to={backTo} className={buttonClass('ghost')}>
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            <Trans>Back</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
