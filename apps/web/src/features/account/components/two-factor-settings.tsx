import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import { twoFactorToggleSchema } from '@ownless/shared/auth';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert, FormError } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, LoadingButton } from '@/components/ui/button';
import { Field, controlProps } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useServerForm, zodResolver } from '@/lib/form';
import { useSetTwoFactor } from '../api/two-factor';

type ToggleValues = z.input<typeof twoFactorToggleSchema>;

/**
 * Two-factor sign-in on or off. Either way the password confirms the change; turning it on
 * needs a confirmed e-mail, where the codes are sent.
 */
export function TwoFactorSettings({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const id = useId();
  const mutation = useSetTwoFactor();
  const [confirming, setConfirming] = useState(false);
  const enabled = user.twoFAEnabled;
  const {
    form: {
      register,
      reset,
      formState: { errors },
    },
    formError,
    setFormError,
    submit: onSubmit,
  } = useServerForm<ToggleValues, z.output<typeof twoFactorToggleSchema>>({
    resolver: zodResolver(twoFactorToggleSchema),
    defaultValues: { enabled: !enabled, password: '' },
    fields: ['password'],
    onSubmit: async ({ password }) => {
      try {
        await mutation.mutateAsync({ enabled: !enabled, password });
      } catch (error) {
        // The failure shows in the form, not as the mutation's state.
        mutation.reset();
        throw error;
      }
      setConfirming(false);
      reset({ enabled, password: '' });
    },
  });

  const start = () => {
    mutation.reset();
    setFormError(null);
    reset({ enabled: !enabled, password: '' });
    setConfirming(true);
  };

  const Icon = enabled ? ShieldCheck : ShieldOff;

  return (
    <div className="space-y-5" data-testid="two-factor-settings">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex gap-3">
          <Icon
            className={
              enabled
                ? 'mt-0.5 size-6 shrink-0 text-brand-700 dark:text-brand-400'
                : 'mt-0.5 size-6 shrink-0 text-slate-400'
            }
            aria-hidden="true"
          />
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">
              <Trans>Two-factor sign-in</Trans>{' '}
              <Badge tone={enabled ? 'brand' : 'neutral'} className="ms-1 align-middle">
                {enabled ? t`On` : t`Off`}
              </Badge>
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {enabled
                ? t`Each time you sign in, we e-mail you a 6-digit code to enter after your password.`
                : t`Add a second step to signing in: a 6-digit code sent to your e-mail.`}
            </p>
          </div>
        </div>
        {!confirming && (
          <Button variant={enabled ? 'outline' : 'primary'} onClick={start} className="shrink-0">
            {enabled ? t`Turn off` : t`Turn on`}
          </Button>
        )}
      </div>

      {!enabled && !user.emailVerifiedAt && (
        <Alert tone="warning">
          <Trans>
            Codes are sent to your e-mail, so confirm it first.{' '}
            <Link to={paths.verifyEmail} className="font-semibold underline">
              Confirm your e-mail
            </Link>
          </Trans>
        </Alert>
      )}

      <div aria-live="polite">
        {mutation.isSuccess && !confirming && <Alert tone="success">{mutation.data.message}</Alert>}
      </div>

      {confirming && (
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
          aria-label={enabled ? t`Turn off two-factor sign-in` : t`Turn on two-factor sign-in`}
        >
          {formError && <FormError message={formError.message} errors={formError.errors} />}
          <Field
            label={t`Confirm with your password`}
            id={`${id}-password`}
            error={errors.password?.message}
          >
            <PasswordInput
              autoComplete="current-password"
              autoFocus
              invalid={!!errors.password}
              {...controlProps(`${id}-password`, errors.password?.message)}
              {...register('password')}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <LoadingButton
              type="submit"
              loading={mutation.isPending}
              loadingText={enabled ? t`Turning off…` : t`Turning on…`}
            >
              {enabled ? t`Turn off two-factor sign-in` : t`Turn on two-factor sign-in`}
            </LoadingButton>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
