import { i18n } from '@lingui/core';
import { intlLocale } from '@ownless/shared/format';
import { isLocale, type Locale } from '@ownless/shared/locales';
import { setPageLocale, usePreferencesStore } from '@/stores/preferences-store';
import { firstPageAreas, loadAllCatalogs, loadCatalogs, type CatalogLocale } from './catalogs';

export { i18n };

// A message whose area's catalog is not loaded shows as its id: said in the console, where the
// browser tests look (e2e/languages.spec.ts). The built app only: in development and tests,
// messages carry their English text and no catalog is needed.
if (import.meta.env.PROD) {
  i18n.on('missing', ({ id, locale }) => {
    console.error(`Missing message ${id} (${locale}): its area's catalog was not loaded.`);
  });
}
export { loadAllCatalogs, loadCatalogs, withCatalogs } from './catalogs';
export * from './format';

/**
 * The test language (English marked ⟦like this⟧): `?lang=pseudo` on any page. The browser
 * tests use it to find text that was never translated. It is not in the language menu.
 */
function pseudoRequested(): boolean {
  return (
    typeof location !== 'undefined' && new URLSearchParams(location.search).get('lang') === 'pseudo'
  );
}

/**
 * The language a link asks for: `?lang=es` (the server's `hreflang` alternates). It wins over
 * the stored choice for that page and becomes the chosen one.
 */
function linkedLocale(): Locale | null {
  if (typeof location === 'undefined') return null;
  const asked = new URLSearchParams(location.search).get('lang');
  return isLocale(asked) ? asked : null;
}

/**
 * Starts the app's language before the first render: the one a link asks for (`?lang=`), else
 * the language chosen in this browser, else the signed-in account's, else the browser's own.
 * Loads the opened page's catalogs if it is a first page (`shell` and its own area), else
 * `shell` (`everything` loads them all: a signed-in visitor's pages need more than a guest's).
 */
export async function startI18n({
  accountLocale,
  everything = false,
}: { accountLocale?: string | null; everything?: boolean } = {}) {
  const linked = linkedLocale();
  if (linked) setPageLocale(linked, { choose: true });
  const { chosenLocale } = usePreferencesStore.getState();
  // A browser with no choice of its own adopts the account's, and keeps it (the next page
  // then paints in it from the start).
  if (!chosenLocale && isLocale(accountLocale)) setPageLocale(accountLocale, { choose: true });
  const locale: CatalogLocale = pseudoRequested()
    ? 'pseudo'
    : usePreferencesStore.getState().locale;
  await loadCatalogs(locale, firstPageAreas(location.pathname));
  // Plurals' `#` and Lingui's number and date placeholders format in the page's Intl locale
  // (Arabic with Latin digits, as every number the app writes).
  i18n.activate(locale, [intlLocale(locale === 'pseudo' ? 'en' : locale)]);
  if (everything) await loadAllCatalogs();
}

/**
 * Switches the app to another language and remembers the choice in this browser. The page
 * loads again in it (as on Airbnb): every text, date and number on it, and the server's
 * head, is then in the new language.
 */
export function switchLocale(locale: Locale) {
  setPageLocale(locale, { choose: true });
  location.reload();
}
