import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordResetSchema } from '@ownless/shared/auth';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert, FormError } from '@/components/ui/alert';
import { LoadingButton, buttonClass } from '@/components/ui/button';
import { emailInputProps, TextField } from '@/components/ui/form-fields';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { paths } from '@/config/paths';
import { useServerForm, zodResolver } from '@/lib/form';
import { useResetPassword } from '../api/password-reset';
import { authLinkClass } from './auth-card';

type ResetValues = z.input<typeof passwordResetSchema>;
const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/** The form behind the e-mailed link /reset-password/{token}?email=…. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useLingui();
  const id = useId();
  const mutation = useResetPassword();
  const {
    form,
    formError,
    submit: onSubmit,
  } = useServerForm<ResetValues, z.output<typeof passwordResetSchema>>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
    fields: FIELDS,
    onSubmit: async (values) => {
      await mutation.mutateAsync(values);
    },
  });
  const {
    formState: { errors },
  } = form;

  if (mutation.isSuccess) {
    return (
      <Alert
        tone="success"
        title={t`Password changed`}
        data-testid="password-reset-done"
        action={
          <Link to={paths.login} replace className={buttonClass('primary', 'md')}>
            <Trans>Sign in</Trans>
          </Link>
        }
      >
        {mutation.data.message}
      </Alert>
    );
  }

  // A spent or expired link cannot be fixed on this form: ask for a new one.
  const linkInvalid = !!formError?.errors?.token || !!errors.token;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={t`Choose a new password`}
    >
      {formError &&
        (linkInvalid ? (
          <Alert
            tone="error"
            title={t`This link no longer works`}
            action={
              <Link to={paths.forgotPassword} className={authLinkClass}>
                <Trans>Send me a new link</Trans>
              </Link>
            }
          >
            {formError.errors?.token?.[0] ?? formError.message}
          </Alert>
        ) : (
          <FormError message={formError.message} errors={formError.errors} />
        ))}
      {!formError && errors.token && (
        <Alert
          tone="error"
          title={t`This link is incomplete`}
          action={
            <Link to={paths.forgotPassword} className={authLinkClass}>
              <Trans>Send me a new link</Trans>
            </Link>
          }
        >
          <Trans>Open the link from the e-mail again, or ask for a new one.</Trans>
        </Alert>
      )}
      <TextField
        form={form}
        idPrefix={id}
        name="email"
        label={t`E-mail`}
        {...emailInputProps}
        autoComplete="username"
      />
      <NewPasswordFields form={form} idPrefix={id} context={{ email }} />
      <LoadingButton
        type="submit"
        size="lg"
        className="w-full"
        loading={mutation.isPending}
        loadingText={t`Saving…`}
      >
        <Trans>Change password</Trans>
      </LoadingButton>
    </form>
  );
}
