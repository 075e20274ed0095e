import { useId, useState } from 'react';
import { passwordChangeSchema } from '@ownless/shared/auth';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { Field, controlProps } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { useCurrentUser } from '@/lib/auth';
import { PASSWORD_HINT } from '@/config/app';
import { handleSubmitError, zodResolver, type FormErrorState } from '@/lib/form';
import { useChangePassword } from '../api/change-password';

type PasswordValues = z.input<typeof passwordChangeSchema>;
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** Change the password (POST /user/password); other devices are signed out. */
export function PasswordForm() {
  const id = useId();
  const mutation = useChangePassword();
  const user = useCurrentUser();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<PasswordValues, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  const watched = useWatch({ control });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      mutation.reset();
      setFormError(handleSubmitError(error, setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Change password">
      {formError && <FormError message={formError.message} errors={formError.errors} />}
      {mutation.isSuccess && <Alert tone="success">{mutation.data.message}</Alert>}
      <Field
        label="Current password"
        id={`${id}-current_password`}
        error={errors.current_password?.message}
      >
        <PasswordInput
          autoComplete="current-password"
          invalid={!!errors.current_password}
          {...controlProps(`${id}-current_password`, errors.current_password?.message)}
          {...register('current_password')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
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
          <PasswordStrengthMeter
            password={watched.password ?? ''}
            context={{ email: user?.email, firstName: user?.firstName, lastName: user?.lastName }}
          />
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
      </div>
      <LoadingButton type="submit" loading={mutation.isPending} loadingText="Changing…">
        Change password
      </LoadingButton>
    </form>
  );
}
