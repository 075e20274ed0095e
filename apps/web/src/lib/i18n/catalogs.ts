import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@ownless/shared';

/**
 * The message catalogs, one per area and language (`src/locales/<language>/<area>.po`,
 * compiled by the Lingui Vite plugin when imported). Only the page's language is fetched, and
 * of it only what the page may show: the first pages (home, search, a listing) need `shell`
 * and `browse`; the other areas load together when any other page opens, or in the background
 * once the first page is up.
 */
type CatalogLoader = () => Promise<{ messages: Messages }>;
const SHARED_FOLDER = '../../../../../packages/shared/src/locales/';
// The shared contracts' field messages (packages/shared/src/locales/<language>/shared.po),
// listed as the area `shared` beside the app's own.
const catalogs: Record<string, CatalogLoader> = {
  ...import.meta.glob<{ messages: Messages }>('../../locales/*/*.po'),
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<{ messages: Messages }>(
        '../../../../../packages/shared/src/locales/*/shared.po',
      ),
    ).map(([file, load]) => [`../../locales/${file.slice(SHARED_FOLDER.length)}`, load]),
  ),
};

export type CatalogLocale = Locale | 'pseudo';

export const FIRST_PAGE_AREAS = ['shell', 'browse'] as const;

function areasOf(locale: CatalogLocale): string[] {
  const prefix = `../../locales/${locale}/`;
  return Object.keys(catalogs)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length, -'.po'.length));
}

const loaded = new Map<string, Promise<void>>();

/** Loads the areas' catalogs of one language into Lingui (each once). */
export function loadCatalogs(locale: CatalogLocale, areas: readonly string[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      const key = `${locale}/${area}`;
      let loading = loaded.get(key);
      if (!loading) {
        const load = catalogs[`../../locales/${key}.po`];
        loading = load
          ? load().then(({ messages }) => i18n.load(locale, messages))
          : Promise.resolve();
        loading.catch(() => loaded.delete(key));
        loaded.set(key, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** Every area of the active language: what any page other than the first ones awaits. */
export function loadAllCatalogs(): Promise<void> {
  const locale = i18n.locale as CatalogLocale;
  return loadCatalogs(locale, areasOf(locale));
}
