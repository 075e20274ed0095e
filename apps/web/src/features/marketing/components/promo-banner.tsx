import { Trans } from '@lingui/react/macro';
import { ArrowRight, Coins } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';

/** The home page's banner linking to the banner page. */
export function PromoBanner() {
  return (
    <Container className="py-16">
      <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-10 text-white shadow-xl shadow-brand-900/10 sm:px-10 sm:py-12 dark:bg-brand-900">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-16 -top-16 size-64 rounded-full bg-brand-500/30 blur-2xl"
        />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 sm:flex">
              <Coins className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="text-2xl font-bold tracking-tight sm:text-3xl rtl:tracking-normal">
                <Trans>Things gathering dust?</Trans>
              </h2>
              <p className="mt-2 max-w-xl text-brand-50">
                <Trans>
                  List your first item in minutes and earn every time a neighbour rents it. You
                  decide the price and approve every request.
                </Trans>
              </p>
            </div>
          </div>
          <Link
            to={paths.bannerPage}
            className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white"
          >
            <Trans>See how much you can earn</Trans>
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </Container>
  );
}
