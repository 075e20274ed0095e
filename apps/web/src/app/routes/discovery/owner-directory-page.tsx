import { useLingui } from '@lingui/react/macro';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import type { OwnerKind } from '@/features/owner-profiles/api/owners';
import { OwnersDirectory } from '@/features/owner-profiles/components/owners-directory';

export function OwnerDirectoryPage({
  kind,
  title,
  description,
  hrefFor,
}: {
  kind: OwnerKind;
  title: string;
  description: string;
  hrefFor: (id: number) => string;
}) {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={title} />
      <PageHeader eyebrow={t`Community`} title={title} description={description} />
      <Container className="py-10 sm:py-12">
        <OwnersDirectory kind={kind} hrefFor={hrefFor} />
      </Container>
    </>
  );
}
