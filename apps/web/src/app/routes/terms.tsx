import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { LegalDocument } from '@/features/content/components/legal-document';

export default function TermsRoute() {
  return (
    <>
      <PageTitle title="Terms and Conditions" />
      <PageHeader
        eyebrow="Legal"
        title="Terms and Conditions"
        description="The rules for using OwnLess as a renter or an owner."
      />
      <Container className="py-16">
        <div className="mx-auto max-w-3xl">
          <LegalDocument category="platform" />
        </div>
      </Container>
    </>
  );
}
