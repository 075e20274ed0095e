import { useLingui } from '@lingui/react/macro';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { PasswordField } from '@/components/ui/form-fields';
import type { PasswordContext } from '@ownless/shared/auth';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { PASSWORD_HINT } from '@/config/app';

/**
 * A new password with its strength meter, and the same password again (sign-up, reset,
 * change). The form's fields are `password` and `password_confirmation`.
 */
export function NewPasswordFields<
  T extends FieldValues & { password?: unknown; password_confirmation?: unknown },
>({
  form,
  idPrefix,
  context,
  label,
  repeatLabel,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'control'>;
  idPrefix: string;
  /** What the password must not resemble (the user's e-mail and names). */
  context: PasswordContext;
  label?: string;
  repeatLabel?: string;
}) {
  const { t, i18n } = useLingui();
  const password = useWatch({ control: form.control, name: 'password' as Path<T> }) as
    string | undefined;
  return (
    <>
      <PasswordField
        form={form}
        idPrefix={idPrefix}
        name={'password' as Path<T>}
        label={label ?? t`New password`}
        hint={i18n._(PASSWORD_HINT)}
        autoComplete="new-password"
        after={<PasswordStrengthMeter password={password ?? ''} context={context} />}
      />
      <PasswordField
        form={form}
        idPrefix={idPrefix}
        name={'password_confirmation' as Path<T>}
        label={repeatLabel ?? t`Repeat the new password`}
        autoComplete="new-password"
      />
    </>
  );
}
