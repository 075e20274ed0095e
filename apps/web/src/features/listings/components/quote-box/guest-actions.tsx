import { Trans } from '@lingui/react/macro';
import { Truck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { rememberReturnTo, signInPathFor, signUpPathFor } from '@/lib/return-to';

/** A guest is asked to sign in (or sign up) and is brought back to this page after. */
export function GuestActions() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="space-y-3" data-testid="quote-guest">
      <Link
        to={signInPathFor(here)}
        onClick={() => rememberReturnTo(here)}
        className={buttonClass('primary', 'lg', 'w-full')}
        data-testid="sign-in-to-rent"
      >
        <Trans>Sign in to rent</Trans>
      </Link>
      <Link
        to={signUpPathFor(here)}
        onClick={() => rememberReturnTo(here)}
        className={buttonClass('outline', 'md', 'w-full')}
      >
        <Trans>Create an account</Trans>
      </Link>
      <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-600 dark:text-slate-400">
        <Truck className="size-3.5" aria-hidden="true" />
        <Trans>You’ll come back right here after signing in.</Trans>
      </p>
    </div>
  );
}
