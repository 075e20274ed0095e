import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES } from '@ownless/shared';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser, userQueryKey } from '@/lib/auth';
import { switchLocale } from '@/lib/i18n';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useSaveAccountLocale } from '../api/locale';

/**
 * The account's language: the pages' and the e-mails'. Each language is offered in its own
 * name, the page's own selected. The choice is saved on the account first, then the page
 * loads again in it; when it cannot be saved, the page stays as it is and says why. Choosing
 * the page's language saves it on an account that has another (or none) without a reload.
 */
export function LanguageSettings() {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const current = usePreferencesStore((state) => state.locale);
  const accountLocale = useCurrentUser()?.locale;
  const save = useSaveAccountLocale();
  const selectId = `${id}-locale`;
  const error = save.isError ? errorMessage(save.error) : undefined;

  const choose = (value: string) => {
    if (!isLocale(value) || (value === current && value === accountLocale)) return;
    save.mutate(value, {
      onSuccess: () => {
        if (value !== current) switchLocale(value);
        else void queryClient.invalidateQueries({ queryKey: userQueryKey });
      },
    });
  };

  return (
    <div className="space-y-4">
      <Field
        id={selectId}
        label={t`Language`}
        hint={t`Pages and the e-mails we send you are in this language.`}
        error={error}
      >
        <select
          className={inputClass(!!error, 'sm:max-w-xs')}
          value={current}
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
          onChange={(event) => choose(event.target.value)}
          {...controlProps(selectId, error, true)}
          data-testid="account-locale"
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </Field>
      {save.isSuccess && (
        <Alert tone="success">
          {save.variables === current ? (
            <Trans>Saved. The e-mails we send you come in this language too.</Trans>
          ) : (
            <Trans>Saved. The page opens again in your language.</Trans>
          )}
        </Alert>
      )}
    </div>
  );
}

/** The profile settings' "Language" section. */
export function LanguageSection() {
  const { t } = useLingui();
  return (
    <AdminSection
      id="language"
      title={t`Language`}
      description={t`The language of OwnLess for you, on every device you sign in on.`}
    >
      <LanguageSettings />
    </AdminSection>
  );
}
