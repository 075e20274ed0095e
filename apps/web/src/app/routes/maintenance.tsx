import { Trans, useLingui } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { SUPPORT_EMAIL } from '@/config/app';
import { paths } from '@/config/paths';

export default function MaintenanceRoute() {
  const { t } = useLingui();
  return (
    <Container className="py-16">
      <PageTitle title={t`Maintenance`} />
      <div className="mx-auto max-w-xl text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-800 dark:bg-brand-400/10 dark:text-brand-300">
          <Wrench className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white">
          <Trans>We’ll be back shortly</Trans>
        </h1>
        <p className="mt-5 text-lg/8 text-slate-600 dark:text-slate-400">
          <Trans>
            OwnLess is down for scheduled maintenance while we make things faster and safer. Your
            listings, bookings and messages are safe. Please try again in a little while.
          </Trans>
        </p>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          <Trans>
            Need help right now? Write to{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
            >
              <bdi>{SUPPORT_EMAIL}</bdi>
            </a>
            .
          </Trans>
        </p>
        <Link to={paths.home} className={buttonClass('primary', 'lg', 'mt-10')}>
          <Trans>Try again</Trans>
        </Link>
      </div>
    </Container>
  );
}
