import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import type { ListingDetail } from '@ownless/shared';
import { Link } from 'react-router';
import { Alert, FormError } from '@/components/ui/alert';
import { LoadingButton, buttonClass } from '@/components/ui/button';
import type { FormErrorState } from '@/lib/form';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { useWizard } from './wizard-context';

/**
 * The frame of every step: the form, its error, and the Back / "Save and continue" bar
 * (in the edit page: "Save changes"). `onSave` saves to the server and answers whether it
 * worked; the step then moves on. Leaving with unsaved changes asks first.
 */
export function StepForm({
  title,
  description,
  dirty,
  saving,
  error,
  onSave,
  children,
  submitLabel,
  busyNote,
  autosaves = false,
}: {
  title: string;
  description?: ReactNode;
  dirty: boolean;
  saving: boolean;
  error: FormErrorState | null;
  /** Saves; answers the saved listing, or null when it did not work. */
  onSave: () => Promise<ListingDetail | null>;
  children: ReactNode;
  submitLabel?: string;
  /** Shown instead of saving while something else still runs (uploads). */
  busyNote?: string | null;
  /** Everything on the step saves by itself: the edit page shows no Save button. */
  autosaves?: boolean;
}) {
  const { t } = useLingui();
  const { mode, backTo, onSaved } = useWizard();
  const { allowNavigation, dialog } = useUnsavedChanges(dirty || Boolean(busyNote));
  const [savedNote, setSavedNote] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyNote) return;
    setSavedNote(false);
    const saved = await onSave();
    if (!saved) return;
    allowNavigation();
    if (mode === 'edit') setSavedNote(true);
    onSaved(saved);
  };

  // The leave dialog has a form of its own, so it sits beside the step's form: a form inside a
  // form is not valid HTML, and its buttons submitted the page instead (a reload that lost the
  // step's changes and stayed on it).
  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="step-title"
        className="space-y-6"
        onChange={() => setSavedNote(false)}
      >
        <header>
          <h2 id="step-title" className="text-xl font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          )}
        </header>

        {error && <FormError message={error.message} errors={error.errors} />}

        {children}

        {mode === 'edit' && savedNote && !dirty && (
          <Alert tone="success" data-testid="step-saved">
            <Trans>Saved.</Trans>
          </Alert>
        )}

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          {backTo ? (
            <Link
              to={backTo}
              className={buttonClass('ghost', 'md', 'justify-center sm:justify-start')}
            >
              <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              <Trans>Back</Trans>
            </Link>
          ) : (
            <span />
          )}
          <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
            {busyNote && (
              <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                {busyNote}
              </p>
            )}
            {mode === 'edit' && autosaves ? (
              !busyNote && (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <Trans>Changes here save as you make them.</Trans>
                </p>
              )
            ) : (
              <LoadingButton
                type="submit"
                size="lg"
                loading={saving}
                loadingText={t`Saving…`}
                disabled={Boolean(busyNote)}
                data-testid="step-submit"
              >
                {mode === 'wizard' ? (
                  <>
                    {submitLabel ?? t`Save and continue`}
                    <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                  </>
                ) : (
                  <>
                    <Check className="size-4" aria-hidden="true" />
                    {submitLabel ?? t`Save changes`}
                  </>
                )}
              </LoadingButton>
            )}
          </div>
        </div>
      </form>
      {dialog}
    </>
  );
}
