import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { PolicyList } from '@/features/content/components/policy-list';
import { FeeOverview } from '@/features/marketing/components/fee-overview';

export default function PricingRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Pricing`} />
      <PageHeader
        eyebrow={t`Pricing`}
        title={t`Simple, transparent fees`}
        description={t`Listing is free. Renters pay a small service fee, owners a commission only when they earn, and deposits are held on the renter’s card when the rental is soon, otherwise charged and refunded: they come back after the item is returned unless the owner claims for damage.`}
      />
      <Container className="space-y-16 py-16">
        <FeeOverview />
        <section aria-labelledby="policies-title">
          <h2
            id="policies-title"
            className="text-2xl font-bold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white"
          >
            <Trans>Cancellation and refund policies</Trans>
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-400">
            <Trans>
              Each listing uses one of these policies; it is shown on the listing before you book.
              When an owner cancels, the renter is always refunded in full.
            </Trans>
          </p>
          <div className="mt-8">
            <PolicyList />
          </div>
        </section>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            Questions about a charge?{' '}
            <Link
              to={paths.contact}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
            >
              Contact us
            </Link>
            .
          </Trans>
        </p>
      </Container>
    </>
  );
}
