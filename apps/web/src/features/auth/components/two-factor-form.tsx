import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, FormError } from '@/components/ui/alert';
import { Button, LoadingButton, buttonClass } from '@/components/ui/button';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { handleSubmitError, type FormErrorState } from '@/lib/form';
import { useResendTwoFactorCode, useVerifyTwoFactor } from '../api/two-factor';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { clearTwoFactorChallenge, type TwoFactorChallenge } from '../utils/two-factor-challenge';

const CODE_PATTERN = /^\d{6}$/;

/**
 * The challenge cannot be used again: it or its code expired, or too many wrong codes used it
 * up (400, whatever the language of its message), or it is locked (429 "…sign in again"). A
 * plain rate limit (429 "please wait") is not the end.
 */
function isChallengeSpent(error: unknown) {
  if (!isApiError(error)) return false;
  if (error.status === 400) return true;
  return error.status === 429 && /sign in again/i.test(error.message);
}

/**
 * The second step of a login with two-factor on: the 6-digit code from the e-mail. An expired
 * or locked challenge ends here; the user signs in again.
 */
export function TwoFactorForm({ challenge }: { challenge: TwoFactorChallenge }) {
  const { t } = useLingui();
  const id = useId();
  const verify = useVerifyTwoFactor();
  const resend = useResendTwoFactorCode();
  const completeSignIn = useCompleteSignIn();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    resend.reset();
    try {
      const { data } = await verify.mutateAsync({
        challenge_token: challenge.challenge_token,
        code: code.trim(),
      });
      await completeSignIn(data.token, data.user);
    } catch (error) {
      if (isChallengeSpent(error)) {
        clearTwoFactorChallenge();
        setEnded(errorMessage(error));
        return;
      }
      setValue('code', '');
      setFormError(handleSubmitError(error, setError, ['code']));
    }
  });

  if (ended) {
    return (
      <Alert
        tone="error"
        title={t`Please sign in again`}
        action={
          <Link to={paths.login} replace className={buttonClass('primary', 'md')}>
            <Trans>Back to sign in</Trans>
          </Link>
        }
      >
        {ended}
      </Alert>
    );
  }

  const codeError = errors.code?.message;

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t`Enter your code`}>
        {formError && <FormError message={formError.message} errors={formError.errors} />}
        {resend.isSuccess && <Alert tone="success">{resend.data.message}</Alert>}
        {resend.isError && <Alert tone="error">{errorMessage(resend.error)}</Alert>}
        <Field label={t`6-digit code`} id={`${id}-code`} error={codeError}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            placeholder="123456"
            className={inputClass(
              !!codeError,
              'text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]',
            )}
            {...controlProps(`${id}-code`, codeError)}
            {...register('code', {
              setValueAs: (value: string) => value.replace(/\D/g, ''),
              validate: (value) => CODE_PATTERN.test(value) || t`The code has 6 digits.`,
            })}
          />
        </Field>
        <LoadingButton
          type="submit"
          size="lg"
          className="w-full"
          loading={verify.isPending}
          loadingText={t`Checking…`}
        >
          <Trans>Verify and sign in</Trans>
        </LoadingButton>
      </form>
      <div className="flex flex-col items-center gap-2 border-t border-slate-200 pt-5 text-sm text-slate-600 sm:flex-row sm:justify-between dark:border-slate-800 dark:text-slate-400">
        <span>
          <Trans>No e-mail after a minute?</Trans>
        </span>
        <Button
          variant="ghost"
          size="sm"
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
          onClick={() => {
            setFormError(null);
            resend.mutate(challenge.challenge_token);
          }}
        >
          <RotateCcw
            className={resend.isPending ? 'size-4 animate-spin' : 'size-4'}
            aria-hidden="true"
          />
          {resend.isPending ? t`Sending…` : t`Send a new code`}
        </Button>
      </div>
    </div>
  );
}
