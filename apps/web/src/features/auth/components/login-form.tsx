import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginSchema } from '@ownless/shared/auth';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { emailInputProps, PasswordField, TextField } from '@/components/ui/form-fields';
import { paths } from '@/config/paths';
import { useServerForm, zodResolver } from '@/lib/form';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { saveTwoFactorChallenge } from '../utils/two-factor-challenge';
import { authLinkClass } from './auth-card';

type LoginValues = z.input<typeof loginSchema>;
const FIELDS = ['email', 'password'] as const;

/**
 * Login: with two-factor on, the code is e-mailed and the user goes to /2fa;
 * otherwise the token is stored and the user goes home (or to /verify-email).
 */
export function LoginForm({ notice }: { notice?: string }) {
  const { t } = useLingui();
  const id = useId();
  const mutation = useLogin();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const {
    form,
    formError,
    submit: onSubmit,
  } = useServerForm<LoginValues, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    fields: FIELDS,
    onSubmit: async (values) => {
      const { data } = await mutation.mutateAsync(values);
      if ('twoFactor' in data) {
        saveTwoFactorChallenge({
          challenge_token: data.challenge_token,
          message: data.message,
          email: values.email,
        });
        await navigate(paths.twoFactor);
        return;
      }
      await completeSignIn(data.token, data.user);
    },
  });

  const busy = mutation.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t`Sign in`}>
      {notice && !formError && (
        <p
          role="status"
          className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950/40 dark:text-brand-100"
        >
          {notice}
        </p>
      )}
      {formError && <FormError message={formError.message} errors={formError.errors} />}
      <TextField form={form} idPrefix={id} name="email" label={t`E-mail`} {...emailInputProps} />
      <PasswordField
        form={form}
        idPrefix={id}
        name="password"
        label={t`Password`}
        labelAside={
          <Link to={paths.forgotPassword} className={`text-sm ${authLinkClass}`}>
            <Trans>Forgot password?</Trans>
          </Link>
        }
        autoComplete="current-password"
      />
      <LoadingButton
        type="submit"
        size="lg"
        className="w-full"
        loading={busy}
        loadingText={t`Signing in…`}
      >
        <Trans>Sign in</Trans>
      </LoadingButton>
    </form>
  );
}
