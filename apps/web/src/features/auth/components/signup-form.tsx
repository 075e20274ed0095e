import { useId, useState } from 'react';
import { registerSchema } from '@ownless/shared/auth';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { PASSWORD_HINT } from '@/config/app';
import { paths } from '@/config/paths';
import { handleSubmitError, zodResolver, type FormErrorState } from '@/lib/form';
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
  const id = useId();
  const mutation = useRegister();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SignupValues, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      referral_code: referralCode ?? '',
    },
  });
  const watched = useWatch({ control });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await mutation.mutateAsync(values);
      rememberPendingSignup(result.token);
      await navigate(paths.verifyEmail, {
        replace: true,
        state: { message: result.message, email: values.email },
      });
    } catch (error) {
      setFormError(handleSubmitError(error, setError, FIELDS));
    }
  });

  const field = (name: (typeof FIELDS)[number], hint?: string) =>
    controlProps(`${id}-${name}`, errors[name]?.message, hint);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Create your account">
      {formError && <FormError message={formError.message} errors={formError.errors} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" id={`${id}-first_name`} error={errors.first_name?.message}>
          <input
            type="text"
            autoComplete="given-name"
            className={inputClass(!!errors.first_name)}
            {...field('first_name')}
            {...register('first_name')}
          />
        </Field>
        <Field label="Last name" id={`${id}-last_name`} error={errors.last_name?.message}>
          <input
            type="text"
            autoComplete="family-name"
            className={inputClass(!!errors.last_name)}
            {...field('last_name')}
            {...register('last_name')}
          />
        </Field>
      </div>
      <Field label="E-mail" id={`${id}-email`} error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          className={inputClass(!!errors.email)}
          {...field('email')}
          {...register('email')}
        />
      </Field>
      <Field
        label="Password"
        id={`${id}-password`}
        error={errors.password?.message}
        hint={PASSWORD_HINT}
      >
        <PasswordInput
          autoComplete="new-password"
          invalid={!!errors.password}
          {...field('password', PASSWORD_HINT)}
          {...register('password')}
        />
        <PasswordStrengthMeter
          password={watched.password ?? ''}
          context={{
            email: watched.email,
            firstName: watched.first_name,
            lastName: watched.last_name,
          }}
        />
      </Field>
      <Field
        label="Repeat the password"
        id={`${id}-password_confirmation`}
        error={errors.password_confirmation?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          invalid={!!errors.password_confirmation}
          {...field('password_confirmation')}
          {...register('password_confirmation')}
        />
      </Field>
      <Field
        label="Referral code"
        optional
        id={`${id}-referral_code`}
        error={errors.referral_code?.message}
      >
        <input
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          className={inputClass(!!errors.referral_code)}
          {...field('referral_code')}
          {...register('referral_code')}
        />
      </Field>
      <LoadingButton
        type="submit"
        size="lg"
        className="w-full"
        loading={mutation.isPending}
        loadingText="Creating your account…"
      >
        Create account
      </LoadingButton>
      <p className="text-center text-xs text-slate-600 dark:text-slate-400">
        By creating an account you agree to our{' '}
        <Link to={paths.terms} className={authLinkClass}>
          Terms
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} className={authLinkClass}>
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
