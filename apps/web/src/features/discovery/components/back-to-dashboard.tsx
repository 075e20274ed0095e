import { Trans } from '@lingui/react/macro';
import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';

/** Home page, signed in: a way back to the dashboard, and step 3 of the home tour. */
export function BackToDashboard({ firstName }: { firstName: string }) {
  return (
    <div className="border-b border-brand-100 bg-brand-50/70 dark:border-brand-900/50 dark:bg-brand-950/40">
      <Container className="flex min-h-12 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
        <p className="text-sm text-brand-900 dark:text-brand-100">
          <Trans>
            Welcome back, <bdi className="font-semibold">{firstName}</bdi>.
          </Trans>
        </p>
        <Link
          to={paths.dashboard}
          data-tour="home-dashboard"
          data-testid="back-to-dashboard"
          className="inline-flex h-9 items-center gap-2 rounded-xl bg-white px-3 text-sm font-semibold text-brand-800 shadow-xs ring-1 ring-brand-600/20 transition-colors hover:bg-brand-100 dark:bg-slate-900 dark:text-brand-300 dark:ring-brand-400/30 dark:hover:bg-slate-800"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <LayoutDashboard className="size-4" aria-hidden="true" />
          <Trans>Back to dashboard</Trans>
        </Link>
      </Container>
    </div>
  );
}
