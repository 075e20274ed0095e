import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { registerSchema } from '@ownless/shared/auth';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { emailInputProps, NameFields, TextField } from '@/components/ui/form-fields';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { paths } from '@/config/paths';
import { useServerForm, zodResolver } from '@/lib/form';
import { rememberPendingSignup, useRegister } from '../api/register';
import { authLinkClass } from './auth-card';

type SignupValues = z.input<typeof registerSchema>;
const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'referral_code',
] as const;

/**
 * Creates the account and continues to /verify-email; the account opens once the e-mailed
 * link is followed (the answer is the same for a known e-mail, decision 0004).
 */
export function SignupForm({ referralCode }: { referralCode?: string }) {
  const { t } = useLingui();
  const id = useId();
  const mutation = useRegister();
  const navigate = useNavigate();
  const { form, formError, submit } = useServerForm<SignupValues, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      referral_code: referralCode ?? '',
    },
    fields: FIELDS,
    onSubmit: async (values) => {
      const result = await mutation.mutateAsync(values);
      rememberPendingSignup(result.token);
      await navigate(paths.verifyEmail, {
        replace: true,
        state: { message: result.message, email: values.email },
      });
    },
  });
  const watched = useWatch({ control: form.control });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t`Create your account`}>
      {formError && <FormError message={formError.message} errors={formError.errors} />}
      <NameFields form={form} idPrefix={id} />
      <TextField form={form} idPrefix={id} name="email" label={t`E-mail`} {...emailInputProps} />
      <NewPasswordFields
        form={form}
        idPrefix={id}
        label={t`Password`}
        repeatLabel={t`Repeat the password`}
        context={{
          email: watched.email,
          firstName: watched.first_name,
          lastName: watched.last_name,
        }}
      />
      <TextField
        form={form}
        idPrefix={id}
        name="referral_code"
        label={t`Referral code`}
        optional
        autoComplete="off"
        autoCapitalize="characters"
      />
      <LoadingButton
        type="submit"
        size="lg"
        className="w-full"
        loading={mutation.isPending}
        loadingText={t`Creating your account…`}
      >
        <Trans>Create account</Trans>
      </LoadingButton>
      <p className="text-center text-xs text-slate-600 dark:text-slate-400">
        <Trans>
          By creating an account you agree to our{' '}
          <Link to={paths.terms} className={authLinkClass}>
            Terms
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy} className={authLinkClass}>
            Privacy Policy
          </Link>
          .
        </Trans>
      </p>
    </form>
  );
}
