import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { ShieldCheck } from 'lucide-react';
import { ProseText } from '@/components/ui/prose-text';
import { Skeleton } from '@/components/ui/skeleton';
import { useListingTerms, usePolicies } from '../../api/reference';
import { useStepForm } from '../../hooks/use-step-save';
import { ChoiceCard } from './choice-card';
import { StepForm } from './step-form';
import { useWizardListing } from './wizard-context';

interface PoliciesValues {
  policy_id: string;
  accept_terms: boolean;
}
const FIELDS = ['policy_id', 'accept_terms'] as const;

const valuesOf = (listing: ListingDetail): PoliciesValues => ({
  policy_id: listing.policy ? String(listing.policy.id) : '',
  // The server keeps the acceptance (a listing that was ever published had accepted them).
  accept_terms: listing.terms_accepted,
});

/** Cancellation policy (radio cards) and acceptance of the listing terms. */
export function PoliciesStep() {
  const { t } = useLingui();
  const id = useId();
  const listing = useWizardListing();
  const policies = usePolicies();
  const terms = useListingTerms();
  const { form, save, saving, error } = useStepForm(listing, valuesOf, FIELDS);
  const { register, getValues, setError, clearErrors, reset } = form;
  const { errors, isDirty } = form.formState;
  const document = terms.data?.[0];

  const onSave = async () => {
    const values = getValues();
    clearErrors();
    let ok = true;
    if (!values.policy_id) {
      setError('policy_id', { message: t`Choose a cancellation policy.` }, { shouldFocus: true });
      ok = false;
    }
    if (!values.accept_terms) {
      setError(
        'accept_terms',
        { message: t`Please accept the listing terms.` },
        { shouldFocus: ok },
      );
      ok = false;
    }
    if (!ok) return null;
    if (!isDirty && listing.policy && listing.terms_accepted) return listing;
    const saved = await save({ policy_id: Number(values.policy_id), accept_terms: true });
    if (saved) reset(valuesOf(saved));
    return saved;
  };

  return (
    <StepForm
      title={t`Policies`}
      description={t`Renters see your cancellation policy before they book.`}
      dirty={isDirty}
      saving={saving}
      error={error}
      onSave={onSave}
    >
      <fieldset aria-describedby={errors.policy_id ? `${id}-policy-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>Cancellation policy</Trans>
        </legend>
        {policies.isPending ? (
          <div className="mt-3 grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 rounded-2xl" />
            ))}
          </div>
        ) : policies.isError ? (
          <p className="mt-3 text-sm text-red-700 dark:text-red-400">
            <Trans>The policies could not be loaded. Reload the page to try again.</Trans>
          </p>
        ) : (
          <div className="mt-3 grid gap-3">
            {policies.data.map((policy) => (
              <ChoiceCard
                key={policy.id}
                type="radio"
                value={String(policy.id)}
                title={policy.name}
                description={policy.description}
                icon={<ShieldCheck className="size-5" aria-hidden="true" />}
                {...register('policy_id', { onChange: () => clearErrors('policy_id') })}
              />
            ))}
          </div>
        )}
        {errors.policy_id && (
          <p id={`${id}-policy-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
            {errors.policy_id.message}
          </p>
        )}
      </fieldset>

      <section aria-labelledby={`${id}-terms-title`}>
        <h3
          id={`${id}-terms-title`}
          className="text-sm font-semibold text-slate-900 dark:text-white"
        >
          {document?.title ?? t`Listing terms`}
        </h3>
        <div
          tabIndex={0}
          role="region"
          aria-labelledby={`${id}-terms-title`}
          className="mt-2 max-h-72 overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-950/40"
        >
          {terms.isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : document ? (
            <ProseText text={document.content} className="text-sm/6" />
          ) : (
            <p>
              <Trans>
                The listing terms could not be loaded. You can read them on the Terms page.
              </Trans>
            </p>
          )}
        </div>
        <div className="mt-4 flex items-start gap-3">
          <input
            id={`${id}-accept_terms`}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={errors.accept_terms ? `${id}-accept_terms-error` : undefined}
            {...register('accept_terms', { onChange: () => clearErrors('accept_terms') })}
          />
          <label htmlFor={`${id}-accept_terms`} className="text-sm text-slate-900 dark:text-white">
            <Trans>I accept the listing terms and confirm I may rent this out.</Trans>
          </label>
        </div>
        {errors.accept_terms && (
          <p
            id={`${id}-accept_terms-error`}
            className="mt-2 text-sm text-red-700 dark:text-red-400"
          >
            {errors.accept_terms.message}
          </p>
        )}
      </section>
    </StepForm>
  );
}
