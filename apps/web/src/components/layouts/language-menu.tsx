import { useLingui } from '@lingui/react/macro';
import { Check, Languages } from 'lucide-react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@ownless/shared/locales';
import { useMenu } from '@/hooks/use-menu';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { switchLocale } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { usePreferencesStore } from '@/stores/preferences-store';

/**
 * The language menu: each language in its own name. The choice is kept in this browser and,
 * when someone is signed in, on their account (their e-mails then come in it too); the page
 * loads again in it.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useLingui();
  const current = usePreferencesStore((state) => state.locale);
  const signedIn = useSessionStore((state) => state.token !== null);
  const { setOpen, rootProps, buttonProps, panelProps } = useMenu('[data-menu-link]');
  const language = LOCALE_NAMES[current];

  const choose = async (locale: Locale) => {
    setOpen(false);
    if (locale === current) return;
    if (signedIn) {
      // The account keeps the choice for its e-mails; a failure does not stop the switch.
      await api.patch('/user/locale', { locale }).catch((error: unknown) => {
        console.error('The language could not be saved on the account.', error);
      });
    }
    switchLocale(locale);
  };

  return (
    <div {...rootProps} className={cn('relative', className)}>
      <button
        {...buttonProps}
        className="inline-flex size-10 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        aria-label={t`Language: ${language}`}
        title={t`Language`}
        data-testid="language-menu"
      >
        <Languages className="size-5" aria-hidden="true" />
      </button>
      <ul
        {...panelProps}
        className="absolute end-0 top-full z-40 mt-2 w-48 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
      >
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              data-menu-link=""
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => void choose(locale)}
              className="flex w-full items-center justify-between gap-2 rounded-xl px-3 py-2.5 text-start text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {LOCALE_NAMES[locale]}
              {locale === current && (
                <Check className="size-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
