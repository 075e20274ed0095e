import { useEffect, useId, useRef } from 'react';
import { LoaderCircle, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { controlProps, inputClass } from '@/components/ui/field';
import type { OperatorApplication } from '../api/seller-applications';
import { MAX_NOTE_LENGTH } from '../utils/application-status';

const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-red-700 px-5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-red-800 active:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-red-600 dark:hover:bg-red-700';

/**
 * Asks for the reason of a rejection (the applicant gets it by e-mail) on the native
 * <dialog>: the browser traps the focus and Escape closes it. Open while `application` is set.
 */
export function RejectDialog({
  application,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  application: OperatorApplication | null;
  busy: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const open = application !== null;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      reset({ reason: '' });
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Straight to the reason (showModal alone would focus the close button).
      dialog.querySelector('textarea')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open, reset]);

  const close = () => {
    if (!busy) onClose();
  };
  const reasonId = `${id}-reason`;
  const hint = 'We e-mail it to the applicant, so they can fix it and apply again.';
  const reasonError = errors.reason?.message;

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === ref.current) close();
      }}
      data-testid="reject-dialog"
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-[2px] dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      {application && (
        <form
          noValidate
          className="p-6"
          onSubmit={handleSubmit(({ reason }) => {
            if (!busy) onConfirm(reason.trim());
          })}
        >
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
              Reject this application?
            </h2>
            <button
              type="button"
              onClick={close}
              disabled={busy}
              aria-label="Close"
              className="-me-2 -mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <p id={`${id}-description`} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            <bdi className="font-semibold break-words">{application.legal_name}</bdi> (
            <bdi className="break-all">{application.user.email}</bdi>) will not become an owner.
          </p>

          <div className="mt-5">
            <label
              htmlFor={reasonId}
              className="block text-sm font-semibold text-slate-900 dark:text-white"
            >
              Reason for the applicant
            </label>
            <textarea
              rows={4}
              maxLength={MAX_NOTE_LENGTH}
              aria-required="true"
              placeholder="e.g. The address could not be verified. Please use your home address."
              className={inputClass(Boolean(reasonError), 'mt-2 text-sm')}
              {...controlProps(reasonId, reasonError, hint)}
              {...register('reason', {
                validate: (value) =>
                  value.trim().length > 0 || 'Tell the applicant why, so they can apply again.',
                maxLength: {
                  value: MAX_NOTE_LENGTH,
                  message: `Keep it under ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters.`,
                },
              })}
            />
            <p id={`${reasonId}-hint`} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {hint}
            </p>
            {reasonError && (
              <p id={`${reasonId}-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
                {reasonError}
              </p>
            )}
          </div>

          {error && (
            <p
              role="alert"
              className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
            >
              {error}
            </p>
          )}

          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy || undefined}
              className={dangerButton}
              data-testid="reject-confirm"
            >
              {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              Reject application
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
