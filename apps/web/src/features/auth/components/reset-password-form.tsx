import { useId, useState } from 'react';
import { passwordResetSchema } from '@ownless/shared/auth';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert, FormError } from '@/components/ui/alert';
import { LoadingButton, buttonClass } from '@/components/ui/button';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { PASSWORD_HINT } from '@/config/app';
import { paths } from '@/config/paths';
import { handleSubmitError, zodResolver, type FormErrorState } from '@/lib/form';
import { useResetPassword } from '../api/password-reset';
import { authLinkClass } from './auth-card';

type ResetValues = z.input<typeof passwordResetSchema>;
const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/** The form behind the e-mailed link /reset-password/{token}?email=…. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const id = useId();
  const mutation = useResetPassword();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ResetValues, unknown, z.output<typeof passwordResetSchema>>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  const watched = useWatch({ control });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      setFormError(handleSubmitError(error, setError, FIELDS));
    }
  });

  if (mutation.isSuccess) {
    return (
      <Alert
        tone="success"
        title="Password changed"
        data-testid="password-reset-done"
        action={
          <Link to={paths.login} replace className={buttonClass('primary', 'md')}>
            Sign in
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
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Choose a new password">
      {formError &&
        (linkInvalid ? (
          <Alert
            tone="error"
            title="This link no longer works"
            action={
              <Link to={paths.forgotPassword} className={authLinkClass}>
                Send me a new link
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
          title="This link is incomplete"
          action={
            <Link to={paths.forgotPassword} className={authLinkClass}>
              Send me a new link
            </Link>
          }
        >
          Open the link from the e-mail again, or ask for a new one.
        </Alert>
      )}
      <Field label="E-mail" id={`${id}-email`} error={errors.email?.message}>
        <input
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          className={inputClass(!!errors.email)}
          {...controlProps(`${id}-email`, errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Field
        label="New password"
        id={`${id}-password`}
        error={errors.password?.message}
        hint={PASSWORD_HINT}
      >
        <PasswordInput
          autoComplete="new-password"
          invalid={!!errors.password}
          {...controlProps(`${id}-password`, errors.password?.message, PASSWORD_HINT)}
          {...register('password')}
        />
        <PasswordStrengthMeter password={watched.password ?? ''} context={{ email }} />
      </Field>
      <Field
        label="Repeat the new password"
        id={`${id}-password_confirmation`}
        error={errors.password_confirmation?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          invalid={!!errors.password_confirmation}
          {...controlProps(`${id}-password_confirmation`, errors.password_confirmation?.message)}
          {...register('password_confirmation')}
        />
      </Field>
      <LoadingButton
        type="submit"
        size="lg"
        className="w-full"
        loading={mutation.isPending}
        loadingText="Saving…"
      >
        Change password
      </LoadingButton>
    </form>
  );
}
