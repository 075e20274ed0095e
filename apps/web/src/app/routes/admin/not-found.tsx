import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/** Any /admin/… path that does not exist (spec §2), shown inside the dashboard. */
export default function AdminNotFoundRoute() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28" data-testid="admin-not-found">
      <PageTitle title="Page not found" />
      <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-800 dark:bg-brand-400/10 dark:text-brand-300">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-400">
        404
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        This dashboard page does not exist
      </h1>
      <p className="mt-4 text-lg/8 text-slate-600 dark:text-slate-400">
        The link may be wrong or the page may have moved. The menu on the side lists everything you
        can do here.
      </p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.dashboard} className={buttonClass('primary', 'lg')}>
          Back to the dashboard
        </Link>
        <Link to={paths.home} className={buttonClass('outline', 'lg')}>
          Browse listings
        </Link>
      </div>
    </div>
  );
}
