import { useLingui } from '@lingui/react/macro';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { LegalDocument } from '@/features/content/components/legal-document';

export default function PrivacyRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Privacy Policy`} />
      <PageHeader
        eyebrow={t`Legal`}
        title={t`Privacy Policy`}
        description={t`What we collect, why, and the choices you have.`}
      />
      <Container className="py-16">
        <div className="mx-auto max-w-3xl">
          <LegalDocument category="privacy" />
        </div>
      </Container>
    </>
  );
}
