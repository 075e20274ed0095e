import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { FaqList } from '@/features/content/components/faq-list';

export default function FaqsRoute() {
  return (
    <>
      <PageTitle title="FAQs" />
      <PageHeader
        eyebrow="FAQs"
        title="Frequently asked questions"
        description="Everything about renting, listing, payments and deposits."
      />
      <Container className="py-16">
        <div className="mx-auto max-w-3xl">
          <FaqList />
          <div className="mt-16 rounded-2xl bg-slate-50 p-6 text-center sm:p-8 dark:bg-slate-900/60">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              Still have a question?
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">Our team is happy to help.</p>
            <Link to={paths.contact} className={buttonClass('primary', 'md', 'mt-5')}>
              Contact us
            </Link>
          </div>
        </div>
      </Container>
    </>
  );
}
