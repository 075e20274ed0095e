import { useId } from 'react';
import { accountDeletionSchema } from '@ownless/shared';
import { X } from 'lucide-react';
import type { z } from 'zod';
import { FormError } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { Field, controlProps } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { isBackdropClick, useModalDialog } from '@/components/ui/use-modal-dialog';
import { useServerForm, zodResolver } from '@/lib/form';

type Values = z.input<typeof accountDeletionSchema>;

/**
 * The last step of deleting an account: what happens, in plain words, and the password that
 * proves it is the account holder. Built on the native <dialog> like ConfirmDialog (focus
 * trapped, Escape and the backdrop close it while nothing is running), with a password field.
 */
export function DeleteAccountDialog({
  open,
  busy,
  listings,
  onDelete,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  /** Published listings that leave search with the account. */
  listings: number;
  /** Deletes; rejects with the server's error, shown in the form. */
  onDelete: (password: string) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const {
    form: {
      register,
      reset,
      formState: { errors },
    },
    formError,
    setFormError,
    submit,
  } = useServerForm<Values, z.output<typeof accountDeletionSchema>>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: { password: '' },
    fields: ['password'],
    onSubmit: ({ password }) => onDelete(password),
  });
  const ref = useModalDialog(open, (dialog) => {
    reset({ password: '' });
    setFormError(null);
    dialog.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
  });
  const close = () => {
    if (!busy) onClose();
  };
  const passwordId = `${id}-password`;

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
        if (isBackdropClick(event)) close();
      }}
      data-testid="delete-account-dialog"
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-[2px] dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      {open && (
        <form noValidate className="p-6" onSubmit={submit}>
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
              Delete your account for good?
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
            <p>This cannot be undone.</p>
            <ul className="list-disc space-y-1 ps-5">
              <li>Your name, e-mail, phone, picture and password are erased.</li>
              {listings > 0 && (
                <li>
                  Your {listings === 1 ? 'listing leaves' : `${listings} listings leave`} search.
                </li>
              )}
              <li>Every device is signed out, and you cannot sign in again.</li>
              <li>
                Messages you sent stay with the people you wrote to, signed “Deleted user”. Amounts
                of past reservations stay in our books, without your name.
              </li>
            </ul>
          </div>

          <div className="mt-5 space-y-4">
            {formError && <FormError message={formError.message} errors={formError.errors} />}
            <Field
              label="Confirm with your password"
              id={passwordId}
              error={errors.password?.message}
            >
              <PasswordInput
                autoComplete="current-password"
                invalid={!!errors.password}
                {...controlProps(passwordId, errors.password?.message)}
                {...register('password')}
              />
            </Field>
          </div>

          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={busy}>
              Keep my account
            </Button>
            <LoadingButton
              type="submit"
              variant="danger"
              loading={busy}
              loadingText="Deleting…"
              data-testid="delete-account-confirm"
            >
              Delete my account
            </LoadingButton>
          </div>
        </form>
      )}
    </dialog>
  );
}
