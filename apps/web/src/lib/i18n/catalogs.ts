import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@ownless/shared';

/**
 * The message catalogs, one per area and language (`src/locales/<language>/<area>.po`,
 * compiled by the Lingui Vite plugin when imported). Only the page's language is fetched, and
 * of it only what the page may show: a first page (home, search, a listing) needs `shell` and
 * its own area (FIRST_PAGES); what it shows only after a click or a scroll loads `browse` with
 * its code (`withCatalogs`); the other areas load together when any other page opens.
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

/** Every page's frame and what every first page's first screen shows. */
export const SHELL_AREAS = ['shell'] as const;
/** Home's and the search pages' first screen (the filter sidebar's pages add `browse`). */
export const SEARCH_AREAS = ['search'] as const;
export const SEARCH_WITH_FILTERS_AREAS = ['search', 'browse'] as const;
/** A listing's first screen. */
export const LISTING_AREAS = ['listing'] as const;
/** What a first page shows only after a click or a scroll (apps/web/lingui.config.ts, LATER). */
export const LATER_AREAS = ['browse'] as const;
/**
 * The quote box's checks ("Choose a start date."): said only after the renter touched a field
 * or pressed a button, so loaded then (`useQuoteBox`), not with a listing's first page.
 */
export const QUOTE_CHECK_AREAS = ['quote-checks'] as const;

/**
 * The first pages by path, and the areas each one's first screen needs beside `shell`: loaded
 * at start-up with `shell`, and by the router when one opens from another page.
 */
const FIRST_PAGES: [path: RegExp, areas: readonly string[]][] = [
  [/^\/(?:(?:grid|list)(?:-map)?)?$/, SEARCH_AREAS],
  [/^\/(?:(?:grid|list)-sidebar|buy)$/, SEARCH_WITH_FILTERS_AREAS],
  [/^\/listing-detail(?:\/[^/]+)?$/, LISTING_AREAS],
];

/** The areas a page opened first at `pathname` needs before it renders: `shell` and its own. */
export function firstPageAreas(pathname: string): readonly string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = FIRST_PAGES.find(([pattern]) => pattern.test(path));
  return page ? [...SHELL_AREAS, ...page[1]] : SHELL_AREAS;
}

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

/**
 * A part of a first page that shows only after a click or a scroll, with its messages: its
 * code and its areas' catalogs (`browse`) of the active language load together.
 */
export function withCatalogs<T>(
  load: () => Promise<T>,
  areas: readonly string[] = LATER_AREAS,
): Promise<T> {
  return Promise.all([load(), loadCatalogs(i18n.locale as CatalogLocale, areas)]).then(
    ([module]) => module,
  );
}

/** Every area of the active language: what any page other than the first ones awaits. */
export function loadAllCatalogs(): Promise<void> {
  const locale = i18n.locale as CatalogLocale;
  return loadCatalogs(locale, areasOf(locale));
}
