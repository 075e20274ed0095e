import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@/components/ui/page-title';
import { EarnLanding } from '@/features/marketing/components/earn-landing';

export default function BannerPageRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`List your first item and earn`} />
      <EarnLanding />
    </>
  );
}
