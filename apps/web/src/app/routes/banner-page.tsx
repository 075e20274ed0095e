import { PageTitle } from '@/components/ui/page-title';
import { EarnLanding } from '@/features/marketing/components/earn-landing';

export default function BannerPageRoute() {
  return (
    <>
      <PageTitle title="List your first item and earn" />
      <EarnLanding />
    </>
  );
}
