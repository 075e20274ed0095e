import { useLingui } from '@lingui/react/macro';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { LegalDocument } from '@/features/content/components/legal-document';

export default function TermsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Terms and Conditions`} />
      <PageHeader
        eyebrow={t`Legal`}
        title={t`Terms and Conditions`}
        description={t`The rules for using OwnLess as a renter or an owner.`}
      />
      <Container className="py-16">
        <div className="mx-auto max-w-3xl">
          <LegalDocument category="platform" />
        </div>
      </Container>
    </>
  );
}
