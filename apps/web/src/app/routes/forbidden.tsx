import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';

/**
 * 403: where the route guard sends a signed-in user who may not open an owner's page, or
 * (with ?for=operators) the operator console.
 */
export default function ForbiddenRoute() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const operatorsOnly = searchParams.get('for') === 'operators';
  const applicant = !operatorsOnly && user && !user.roles.includes('seller');
  return (
    <Container className="py-24 sm:py-32">
      <PageTitle title={t`Access denied`} />
      <div className="mx-auto max-w-xl text-center" data-testid="forbidden">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-800 dark:bg-amber-400/10 dark:text-amber-300">
          <ShieldX className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-amber-700 dark:text-amber-400">
          403
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 rtl:tracking-normal sm:text-5xl dark:text-white">
          <Trans>Access denied</Trans>
        </h1>
        <p className="mt-5 text-lg/8 text-slate-600 dark:text-slate-400">
          {operatorsOnly
            ? t`This page is for the OwnLess operators who review owner applications.`
            : applicant
              ? t`This page is for owners. Apply to become an owner to list your things and manage bookings.`
              : user
                ? t`This page is for owners with a connected payout account. Connect payouts to open it.`
                : t`You do not have access to this page.`}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          {applicant ? (
            <Link to={paths.sellerInformation} className={buttonClass('primary', 'lg')}>
              <Trans>Become an owner</Trans>
            </Link>
          ) : user && !operatorsOnly ? (
            <Link to={paths.paymentMethod} className={buttonClass('primary', 'lg')}>
              <Trans>Connect payouts</Trans>
            </Link>
          ) : null}
          <Link
            to={user ? paths.dashboard : paths.home}
            className={buttonClass(user ? 'outline' : 'primary', 'lg')}
          >
            {user ? t`Back to the dashboard` : t`Go back home`}
          </Link>
        </div>
      </div>
    </Container>
  );
}
