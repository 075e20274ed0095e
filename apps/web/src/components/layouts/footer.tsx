import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import { SOCIAL_ICONS } from '@/components/ui/social-icons';
import { APP_NAME, APP_TAGLINE, SOCIAL_LINKS } from '@/config/app';
import { paths } from '@/config/paths';
import { FOOTER_LINKS } from './nav-links';

export function Footer() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  const tagline = i18n._(APP_TAGLINE);
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <Container className="py-12">
        <div className="flex flex-col gap-10 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <Link
              to={paths.home}
              aria-label={t`${APP_NAME} home`}
              className="inline-flex rounded-lg"
            >
              <Logo compactBelow760={false} />
            </Link>
            <p className="mt-4 text-sm/6 text-slate-600 dark:text-slate-400">
              <Trans>
                {tagline}. Rent tools, gear, goods and services from people nearby — and earn from
                the things you already own.
              </Trans>
            </p>
            <ul className="mt-6 flex gap-2" aria-label={t`Social media`}>
              {SOCIAL_LINKS.map(({ name, href }) => {
                const Icon = SOCIAL_ICONS[name];
                return (
                  <li key={name}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t`${APP_NAME} on ${name}`}
                      className="inline-flex size-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 transition-colors hover:border-brand-600 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-brand-400 dark:hover:text-brand-400"
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <nav aria-label={t`Footer`}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
              <Trans>Explore</Trans>
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-x-12 gap-y-3 sm:grid-cols-3">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm text-slate-600 transition-colors hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-400"
                  >
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <Trans>
            © {year} {APP_NAME}. All rights reserved.
          </Trans>
        </p>
      </Container>
    </footer>
  );
}
