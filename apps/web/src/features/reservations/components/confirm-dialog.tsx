import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { LoaderCircle, X } from 'lucide-react';
import { Button, LoadingButton, type ButtonVariant } from '@/components/ui/button';

const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-red-700 px-5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-red-800 active:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-red-600 dark:hover:bg-red-700';

/**
 * A modal built on <dialog>: the browser traps the focus, Escape closes it and the page
 * behind is inert. Used before actions that cannot be undone (cancel, decline, complete).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmVariant = 'primary',
  cancelLabel = 'Keep it',
  busy = false,
  error,
  onConfirm,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant | 'danger';
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === ref.current && !busy) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-[2px] dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
      data-testid={testId}
    >
      {open && (
        <form onSubmit={submit} className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              aria-label="Close"
              className="-me-2 -mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div
            id={descriptionId}
            className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-300"
          >
            {children}
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
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            {confirmVariant === 'danger' ? (
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy || undefined}
                className={dangerButton}
                data-testid={testId ? `${testId}-confirm` : undefined}
              >
                {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
                {confirmLabel}
              </button>
            ) : (
              <LoadingButton
                type="submit"
                loading={busy}
                variant={confirmVariant}
                data-testid={testId ? `${testId}-confirm` : undefined}
              >
                {confirmLabel}
              </LoadingButton>
            )}
          </div>
        </form>
      )}
    </dialog>
  );
}
