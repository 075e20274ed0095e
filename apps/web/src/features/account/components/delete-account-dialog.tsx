import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
            <Trans>Delete your account for good?</Trans>
          </DialogHeading>
          <div
            id={`${id}-description`}
            className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300"
          >
            <p>
              <Trans>This cannot be undone.</Trans>
            </p>
            <ul className="list-disc space-y-1 ps-5">
              <li>
                <Trans>Your name, e-mail, phone, picture and password are erased.</Trans>
              </li>
              {listings > 0 && (
                <li>
                  <Plural
                    value={listings}
                    one="Your listing leaves search."
                    other="Your # listings leave search."
                  />
                </li>
              )}
              <li>
                <Trans>Every device is signed out, and you cannot sign in again.</Trans>
              </li>
              <li>
                <Trans>
                  Messages you sent stay with the people you wrote to, signed “Deleted user”.
                  Amounts of past reservations stay in our books, without your name.
                </Trans>
              </li>
            </ul>
          </div>

          <div className="mt-5 space-y-4">
            {formError && <FormError message={formError.message} errors={formError.errors} />}
            <Field
              label={t`Confirm with your password`}
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
              <Trans>Keep my account</Trans>
            </Button>
            <LoadingButton
              type="submit"
              variant="danger"
              loading={busy}
              loadingText={t`Deleting…`}
              data-testid="delete-account-confirm"
            >
              <Trans>Delete my account</Trans>
            </LoadingButton>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
