import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Mail, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { SUPPORT_EMAIL } from '@/config/app';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';

export default function ContactRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Contact Us`} />
      <PageHeader
        eyebrow={t`Contact`}
        title={t`Get in touch`}
        description={t`Questions about a rental, a listing or your account? Send us a message.`}
      />
      <Container className="py-16">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <ContactForm />
          </div>
          <aside aria-label={t`Other ways to reach us`} className="space-y-6">
            {[
              {
                id: 'email',
                icon: Mail,
                title: t`E-mail`,
                body: (
                  <a
                    href={`mailto:${SUPPORT_EMAIL}`}
                    className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
                  >
                    <bdi>{SUPPORT_EMAIL}</bdi>
                  </a>
                ),
              },
              {
                id: 'response',
                icon: Clock,
                title: t`Response time`,
                body: t`Usually within one business day.`,
              },
              {
                id: 'faqs',
                icon: MessageCircleQuestion,
                title: t`Quick answers`,
                body: (
                  <Trans>
                    Many questions are answered in our{' '}
                    <Link
                      to={paths.faqs}
                      className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
                    >
                      FAQs
                    </Link>
                    .
                  </Trans>
                ),
              },
            ].map(({ id, icon: Icon, title, body }) => (
              <div key={id} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{body}</p>
                </div>
              </div>
            ))}
          </aside>
        </div>
      </Container>
    </>
  );
}
