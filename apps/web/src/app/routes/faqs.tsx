import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { FaqList } from '@/features/content/components/faq-list';

export default function FaqsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`FAQs`} />
      <PageHeader
        eyebrow={t`FAQs`}
        title={t`Frequently asked questions`}
        description={t`Everything about renting, listing, payments and deposits.`}
      />
      <Container className="py-16">
        <div className="mx-auto max-w-3xl">
          <FaqList />
          <div className="mt-16 rounded-2xl bg-slate-50 p-6 text-center sm:p-8 dark:bg-slate-900/60">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              <Trans>Still have a question?</Trans>
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              <Trans>Our team is happy to help.</Trans>
            </p>
            <Link to={paths.contact} className={buttonClass('primary', 'md', 'mt-5')}>
              <Trans>Contact us</Trans>
            </Link>
          </div>
        </div>
      </Container>
    </>
  );
}
