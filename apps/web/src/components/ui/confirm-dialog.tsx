import { type ReactNode, useId } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Button, LoadingButton, type ButtonVariant } from '@/components/ui/button';
import { controlProps, inputClass } from '@/components/ui/field';
import { DialogFrame, DialogHeading } from './dialog-frame';
import { useModalDialog } from './use-modal-dialog';

/** A reason typed into the dialog (an operator's note, e-mailed to the person concerned). */
export interface DialogReason {
  label: string;
  hint: string;
  required: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Said when a required reason is missing or shorter than `minLength` (default 1). */
  missingMessage?: string;
  minLength?: number;
  rows?: number;
}

/**
 * The one confirmation of the app, on the native <dialog>: the browser traps the focus,
 * Escape and the backdrop close it (not while busy) and the page behind is inert. It says
 * what will happen (`children`), can ask for a reason, shows the server's error and keeps
 * its confirm button busy while the action runs. Open while `open` is true.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  reason,
  busy = false,
  error,
  onConfirm,
  onClose,
  testId,
  confirmTestId,
}: {
  open: boolean;
  title: string;
  /** What will happen, in plain words (who is e-mailed, what is refunded). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for what cannot be undone. */
  confirmVariant?: ButtonVariant;
  reason?: DialogReason;
  busy?: boolean;
  error?: string | null;
  /** Gets the trimmed reason ('' when the dialog asks for none). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
  testId?: string;
  /** Defaults to `${testId}-confirm`. */
  confirmTestId?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const ref = useModalDialog(open, (dialog) => {
    reset({ reason: '' });
    // Straight to the reason when there is one, else to the safe choice.
    dialog.querySelector<HTMLElement>('textarea, [data-dialog-cancel]')?.focus();
  });

  const close = () => {
    if (!busy) onClose();
  };
  const reasonId = `${id}-reason`;
  const reasonError = errors.reason?.message;
  const minLength = reason?.minLength ?? 1;

  return (
    <DialogFrame
      dialogRef={ref}
      titleId={`${id}-title`}
      descriptionId={children ? `${id}-description` : undefined}
      busy={busy}
      onClose={onClose}
      testId={testId}
    >
      {open && (
        <form
          noValidate
          className="p-6"
          onSubmit={handleSubmit(({ reason: text }) => {
            if (!busy) onConfirm(text.trim());
          })}
        >
          <DialogHeading titleId={`${id}-title`} busy={busy} onClose={close}>
            {title}
          </DialogHeading>
          {children && (
            <div
              id={`${id}-description`}
              className="mt-2 space-y-3 text-sm text-slate-700 dark:text-slate-300"
            >
              {children}
            </div>
          )}

          {reason && (
            <div className="mt-5">
              <label
                htmlFor={reasonId}
                className="block text-sm font-semibold text-slate-900 dark:text-white"
              >
                {reason.label}
                {!reason.required && (
                  <span className="ms-1 font-normal text-slate-600 dark:text-slate-400">
                    <Trans>(optional)</Trans>
                  </span>
                )}
              </label>
              <textarea
                rows={reason.rows ?? 3}
                maxLength={reason.maxLength ?? 1000}
                aria-required={reason.required || undefined}
                placeholder={reason.placeholder}
                className={inputClass(Boolean(reasonError), 'mt-2 text-sm')}
                {...controlProps(reasonId, reasonError, reason.hint)}
                {...register('reason', {
                  validate: (value) =>
                    !reason.required ||
                    value.trim().length >= minLength ||
                    (reason.missingMessage ??
                      plural(minLength, {
                        one: 'Give a reason of at least # character.',
                        other: 'Give a reason of at least # characters.',
                      })),
                })}
              />
              <p
                id={`${reasonId}-hint`}
                className="mt-2 text-sm text-slate-600 dark:text-slate-400"
              >
                {reason.hint}
              </p>
              {reasonError && (
                <p id={`${reasonId}-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
                  {reasonError}
                </p>
              )}
            </div>
          )}

          {error && (
            <p
              role="alert"
              className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
            >
              {error}
            </p>
          )}

          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={busy} data-dialog-cancel="">
              {cancelLabel ?? t`Cancel`}
            </Button>
            <LoadingButton
              type="submit"
              loading={busy}
              variant={confirmVariant}
              data-testid={confirmTestId ?? (testId ? `${testId}-confirm` : undefined)}
            >
              {confirmLabel}
            </LoadingButton>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
