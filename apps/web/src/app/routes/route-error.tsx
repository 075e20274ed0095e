import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/**
 * Rendered inside the layout when a route throws (e.g. its code failed to download after a
 * deploy), until the visitor goes elsewhere. Unknown paths never get here: the '*' route shows
 * the 404 page.
 */
export function RouteError() {
  const { t } = useLingui();
  return (
    <Container className="py-24 sm:py-32">
      <PageTitle title={t`Something went wrong`} />
      <div className="mx-auto max-w-xl text-center" role="alert">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 rtl:tracking-normal sm:text-4xl dark:text-white">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="mt-4 text-lg/8 text-slate-600 dark:text-slate-400">
          <Trans>
            This page could not be shown. Reloading usually helps; if it keeps happening, please
            contact us.
          </Trans>
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            onClick={() => window.location.reload()}
          >
            <Trans>Reload the page</Trans>
          </button>
          <Link to={paths.home} className={buttonClass('outline', 'lg')} reloadDocument>
            <Trans>Go back home</Trans>
          </Link>
        </div>
      </div>
    </Container>
  );
}
