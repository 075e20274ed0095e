import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { LaunchCountdown } from '@/features/marketing/components/countdown';

export default function ComingSoonRoute() {
  const { t } = useLingui();
  return (
    <Container className="py-16">
      <PageTitle title={t`Coming soon`} />
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase rtl:tracking-normal dark:text-brand-400">
          <Trans>Launching soon</Trans>
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance rtl:tracking-normal text-slate-900 sm:text-5xl dark:text-white">
          <Trans>Something new is on its way</Trans>
        </h1>
        <p className="mt-5 text-lg/8 text-slate-600 dark:text-slate-400">
          <Trans>
            We are putting the finishing touches on a better way to rent from your neighbours.
          </Trans>
        </p>
        <div className="mt-10">
          <LaunchCountdown />
        </div>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home} className={buttonClass('primary', 'lg')}>
            <Trans>Back to home</Trans>
          </Link>
          <Link to={paths.contact} className={buttonClass('outline', 'lg')}>
            <Trans>Contact us</Trans>
          </Link>
        </div>
      </div>
    </Container>
  );
}
