import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <Container className="py-24 sm:py-32">
      <PageTitle title="Page not found" />
      <div className="mx-auto max-w-xl text-center" data-testid="not-found">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-800 dark:bg-brand-400/10 dark:text-brand-300">
          <Compass className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-400">
          404
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Page not found
        </h1>
        <p className="mt-5 text-lg/8 text-slate-600 dark:text-slate-400">
          Sorry, we couldn’t find the page you’re looking for. It may have moved, or the link may be
          wrong.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home} className={buttonClass('primary', 'lg')}>
            Go back home
          </Link>
          <Link to={paths.contact} className={buttonClass('outline', 'lg')}>
            Contact support
          </Link>
        </div>
      </div>
    </Container>
  );
}
