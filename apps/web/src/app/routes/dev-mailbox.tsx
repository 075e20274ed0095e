import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { MailboxView } from '@/features/dev-mailbox/components/mailbox-view';
import { useSearchParams } from 'react-router';
import { withParams } from '@/lib/search-params';

/** /dev/mailbox: the development outbox, with the filter and the open e-mail in the URL. */
export default function DevMailboxRoute() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get('to') ?? '';
  const mailParam = Number(searchParams.get('mail'));
  const selectedId = Number.isSafeInteger(mailParam) && mailParam > 0 ? mailParam : null;

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams((current) => withParams(current, changes), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const onToChange = useCallback((value: string) => update({ to: value, mail: null }), [update]);
  const onSelect = useCallback(
    (id: number | null) => update({ mail: id ? String(id) : null }),
    [update],
  );

  return (
    <>
      <PageTitle title={t`Development mailbox`} />
      <PageHeader
        eyebrow={t`Development`}
        title={t`Mailbox`}
        description={t`While the server has no mail server configured, every e-mail the app sends is kept here. Open one to follow its links.`}
      />
      <Container className="py-10">
        <MailboxView to={to} onToChange={onToChange} selectedId={selectedId} onSelect={onSelect} />
      </Container>
    </>
  );
}
