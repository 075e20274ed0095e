import { type ReactNode, useEffect, useId, useRef } from 'react';
import { LoaderCircle, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { controlProps, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';

const confirmClass = (danger: boolean) =>
  cn(
    'inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
    danger
      ? 'bg-red-700 hover:bg-red-800 active:bg-red-900 focus-visible:outline-red-700 dark:bg-red-600 dark:hover:bg-red-700'
      : 'bg-brand-700 hover:bg-brand-800 active:bg-brand-900 focus-visible:outline-brand-600',
  );

export const MAX_REASON_LENGTH = 1000;

/**
 * An operator action's confirmation on the native <dialog> (the browser traps the focus,
 * Escape closes it): a title, exactly what will happen, and the reason (required when it
 * is e-mailed). Open while `open` is true.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  reason,
  danger = true,
  busy,
  error,
  onConfirm,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  /** What will happen, in plain words (who is e-mailed, what is refunded). */
  children: ReactNode;
  confirmLabel: string;
  reason: { label: string; hint: string; required: boolean; placeholder?: string };
  danger?: boolean;
  busy: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
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
        if (event.target === ref.current) close();
      }}
      data-testid={testId}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-[2px] dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      {open && (
        <form
          noValidate
          className="p-6"
          onSubmit={handleSubmit(({ reason: text }) => {
            if (!busy) onConfirm(text.trim());
          })}
        >
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
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
          <div
            id={`${id}-description`}
            className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300"
          >
            {children}
          </div>

          <div className="mt-5">
            <label
              htmlFor={reasonId}
              className="block text-sm font-semibold text-slate-900 dark:text-white"
            >
              {reason.label}
              {!reason.required && (
                <span className="ms-1 font-normal text-slate-600 dark:text-slate-400">
                  (optional)
                </span>
              )}
            </label>
            <textarea
              rows={3}
              maxLength={MAX_REASON_LENGTH}
              aria-required={reason.required || undefined}
              placeholder={reason.placeholder}
              className={inputClass(Boolean(reasonError), 'mt-2 text-sm')}
              {...controlProps(reasonId, reasonError, reason.hint)}
              {...register('reason', {
                validate: (value) =>
                  !reason.required ||
                  value.trim().length >= 3 ||
                  'Give a reason of at least 3 characters.',
              })}
            />
            <p id={`${reasonId}-hint`} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {reason.hint}
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
              className={confirmClass(danger)}
              data-testid={testId ? `${testId}-confirm` : undefined}
            >
              {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {confirmLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
