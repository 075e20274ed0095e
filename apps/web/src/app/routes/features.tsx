import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { HowItWorks } from '@/features/marketing/components/how-it-works';

export default function FeaturesRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`How it works`} />
      <PageHeader
        eyebrow={t`How it works`}
        title={t`Borrow what you need. Earn from what you own.`}
        description={t`OwnLess connects people who need something for a while with neighbours who already own it. Here is how a rental goes, from both sides.`}
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.home} className={buttonClass('primary', 'lg')}>
            <Trans>Browse listings</Trans>
          </Link>
          <Link to={paths.pricing} className={buttonClass('outline', 'lg')}>
            <Trans>See fees</Trans>
          </Link>
        </div>
      </PageHeader>
      <Container className="py-16">
        <HowItWorks />
      </Container>
    </>
  );
}
