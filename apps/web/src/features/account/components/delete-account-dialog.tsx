import { useId } from 'react';
import { accountDeletionSchema } from '@ownless/shared';
import type { z } from 'zod';
import { FormError } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { Field, controlProps } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { DialogFrame, DialogHeading } from '@/components/ui/dialog-frame';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useServerForm, zodResolver } from '@/lib/form';

type Values = z.input<typeof accountDeletionSchema>;

/**
 * The last step of deleting an account: what happens, in plain words, and the password that
 * proves it is the account holder. Built on the same DialogFrame as ConfirmDialog (focus
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
    <DialogFrame
      dialogRef={ref}
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      busy={busy}
      onClose={onClose}
      testId="delete-account-dialog"
    >
      {open && (
        <form noValidate className="p-6" onSubmit={submit}>
          <DialogHeading titleId={`${id}-title`} busy={busy} onClose={close}>
            Delete your account for good?
          </DialogHeading>
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
    </DialogFrame>
  );
}
