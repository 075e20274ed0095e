import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordChangeSchema } from '@ownless/shared/auth';
import type { z } from 'zod';
import { Alert, FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-fields';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useCurrentUser } from '@/lib/auth';
import { useServerForm, zodResolver } from '@/lib/form';
import { useChangePassword } from '../api/change-password';

type PasswordValues = z.input<typeof passwordChangeSchema>;
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** Change the password (POST /user/password); other devices are signed out. */
export function PasswordForm() {
  const { t } = useLingui();
  const id = useId();
  const mutation = useChangePassword();
  const user = useCurrentUser();
  const {
    form,
    formError,
    submit: onSubmit,
  } = useServerForm<PasswordValues, z.output<typeof passwordChangeSchema>>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
    fields: FIELDS,
    onSubmit: async (values) => {
      await mutation.mutateAsync(values);
      reset(EMPTY);
    },
  });
  const { reset } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t`Change password`}>
      {formError && <FormError message={formError.message} errors={formError.errors} />}
      {mutation.isSuccess && <Alert tone="success">{mutation.data.message}</Alert>}
      <PasswordField
        form={form}
        idPrefix={id}
        name="current_password"
        label={t`Current password`}
        autoComplete="current-password"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields
          form={form}
          idPrefix={id}
          context={{ email: user?.email, firstName: user?.firstName, lastName: user?.lastName }}
        />
      </div>
      <LoadingButton type="submit" loading={mutation.isPending} loadingText={t`Changing…`}>
        <Trans>Change password</Trans>
      </LoadingButton>
    </form>
  );
}
