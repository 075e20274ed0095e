import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { LaunchCountdown } from '@/features/marketing/components/countdown';

export default function ComingSoonRoute() {
  return (
    <Container className="py-16">
      <PageTitle title="Coming soon" />
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">
          Launching soon
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          Something new is on its way
        </h1>
        <p className="mt-5 text-lg/8 text-slate-600 dark:text-slate-400">
          We are putting the finishing touches on a better way to rent from your neighbours.
        </p>
        <div className="mt-10">
          <LaunchCountdown />
        </div>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home} className={buttonClass('primary', 'lg')}>
            Back to home
          </Link>
          <Link to={paths.contact} className={buttonClass('outline', 'lg')}>
            Contact us
          </Link>
        </div>
      </div>
    </Container>
  );
}
