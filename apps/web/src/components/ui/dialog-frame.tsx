import type { ReactNode, Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { isBackdropClick } from './use-modal-dialog';

/**
 * The frame every confirmation shares, on the native modal <dialog> (opened through
 * `useModalDialog`): Escape and the backdrop close it, not while `busy`.
 */
export function DialogFrame({
  dialogRef,
  titleId,
  descriptionId,
  busy,
  onClose,
  testId,
  children,
}: {
  dialogRef: Ref<HTMLDialogElement>;
  titleId: string;
  descriptionId: string | undefined;
  busy: boolean;
  onClose: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (isBackdropClick(event)) close();
      }}
      data-testid={testId}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-[2px] dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      {children}
    </dialog>
  );
}

/** A dialog's title with its close button (disabled while `busy`). */
export function DialogHeading({
  titleId,
  busy,
  onClose,
  children,
}: {
  titleId: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="flex items-start justify-between gap-4">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {children}
      </h2>
      <button
        type="button"
        onClick={onClose}
        disabled={busy}
        aria-label={t`Close`}
        className="-me-2 -mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
