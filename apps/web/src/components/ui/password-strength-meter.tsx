import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PasswordContext } from '@ownless/shared/auth';
import type { PasswordStrength } from '@ownless/shared/password-strength';
import type * as StrengthModule from '@ownless/shared/password-strength';
import { cn } from '@/lib/cn';

// The dictionaries weigh about a megabyte: fetched the first time a meter is shown, so
// only the pages that set a password pay for them.
let estimator: Promise<typeof StrengthModule> | null = null;
const loadEstimator = () => (estimator ??= import('@ownless/shared/password-strength'));

const LABELS = [msg`Too weak`, msg`Weak`, msg`Fair`, msg`Strong`, msg`Very strong`];
const BAR = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-brand-600', 'bg-brand-700'];

/**
 * How guessable the password being typed is, by the same rule the server applies
 * (`passwordProblem`): a bar for the eye and a sentence for everyone (announced politely).
 */
export function PasswordStrengthMeter({
  password,
  context,
}: {
  password: string;
  context?: PasswordContext;
}) {
  const { t, i18n } = useLingui();
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const [failed, setFailed] = useState(false);
  const email = context?.email ?? '';
  const firstName = context?.firstName ?? '';
  const lastName = context?.lastName ?? '';

  useEffect(() => {
    if (!password) return;
    let current = true;
    // Estimated after a pause in typing, not on every key.
    const timer = setTimeout(() => {
      loadEstimator()
        .then(({ passwordStrength }) => {
          if (current) setStrength(passwordStrength(password, { email, firstName, lastName }));
        })
        .catch(() => {
          if (current) setFailed(true);
        });
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, firstName, lastName]);

  const shown = password && strength ? strength : null;
  const level = shown ? i18n._(LABELS[shown.score]!) : '';
  const advice = shown ? (shown.problem ?? shown.suggestion ?? t`Good choice.`) : '';
  const message = shown ? t`Password strength: ${level}. ${advice}` : '';

  return (
    <div className="mt-2 space-y-1.5" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((segment) => (
          <span
            key={segment}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              shown && shown.score > segment ? BAR[shown.score] : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </div>
      <p
        aria-live="polite"
        className={cn(
          'min-h-5 text-sm',
          shown && !shown.acceptable
            ? 'text-red-700 dark:text-red-400'
            : 'text-slate-600 dark:text-slate-400',
        )}
      >
        {failed && password
          ? t`The strength check could not load; the server will still check the password.`
          : message}
      </p>
    </div>
  );
}
