import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
// Catalog order, shared with the other config (both write the shared contracts' catalog).
import { byEnglishText } from '../../packages/shared/lingui-order';

/**
 * The web app's messages (Lingui). English is the source language: messages are written in
 * English in the code, extracted into one catalog per area and language
 * (`src/locales/<language>/<area>.po`), and translated there. `npm run i18n:extract` updates
 * the catalogs after a change; `npm run lint` fails when a catalog is out of date (a message
 * added, changed or removed in the code but not in the catalogs) or a translation is missing.
 *
 * Areas, so that a page loads only what it may show: the first pages (home, search, a
 * listing) need `shell` and `browse` only; the other areas load when a page of theirs opens
 * (src/lib/i18n/catalogs.ts). A file belongs to every area whose `include` names it and whose
 * `exclude` does not: keep it in one.
 *
 * `pseudo` is English with every message marked ⟦like this⟧ and lengthened: the browser tests
 * open pages in it, and any text without the marks was not translated.
 */
/** The first pages' route modules and what they show from the marketing pages. */
const FIRST_PAGE_ROUTES = [
  'app/routes/home.tsx',
  'app/routes/route-error.tsx',
  'app/routes/discovery/grid*.tsx',
  'app/routes/discovery/list*.tsx',
  'app/routes/discovery/buy.tsx',
  'app/routes/discovery/search-page*',
  'features/marketing/components/hero.tsx',
  'features/marketing/components/typewriter-text.tsx',
  'features/marketing/hooks/use-typewriter.ts',
];

/** Files of other features that the first pages render. */
const FIRST_PAGE_EXTRAS = [
  'features/favourites/components/favourite-button.tsx',
  'features/owner-profiles/components/owner-summary.tsx',
  'features/owner-profiles/components/owner-rating.tsx',
  'features/chat/components/start-chat-button.tsx',
  'features/reports/components/report-button.tsx',
];
const EXTRAS_INCLUDED = FIRST_PAGE_EXTRAS.map((file) => `<rootDir>/src/${file}`);
const EXTRAS_EXCLUDED = FIRST_PAGE_EXTRAS.map((file) => `**/${file}`);

const area = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/src/locales/{locale}/${name}`,
  include,
  exclude: ['**/*.test.*', ...exclude],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ar', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  fallbackLocales: { pseudo: 'en', default: 'en' },
  orderBy: byEnglishText,
  // Where a message comes from, by file but not line: a catalog changes when its messages do,
  // not when code moves.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // The frame of every page and the first pages' own route modules (home, search, a listing).
    area(
      'shell',
      [
        '<rootDir>/src/app/*.tsx',
        ...FIRST_PAGE_ROUTES.map((file) => `<rootDir>/src/${file}`),
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/hooks',
        '<rootDir>/src/stores',
        '<rootDir>/src/config',
        '<rootDir>/src/first-paint.tsx',
      ],
      ['**/src/components/layouts/admin/**'],
    ),
    // Every other page's own words, the signed-in frame (sidebar, top bar) and the marketing
    // pages: not on a first page.
    area(
      'pages',
      [
        '<rootDir>/src/app/routes',
        '<rootDir>/src/components/layouts/admin',
        '<rootDir>/src/features/marketing',
      ],
      FIRST_PAGE_ROUTES.map((file) => `**/src/${file}`),
    ),
    // What the first pages show from other features (the heart on every card, a listing's
    // owner and its message button) travels with their texts; the other areas exclude it.
    area('browse', [
      '<rootDir>/src/features/discovery',
      '<rootDir>/src/features/listings',
      ...EXTRAS_INCLUDED,
    ]),
    area(
      'account',
      [
        '<rootDir>/src/features/account',
        '<rootDir>/src/features/auth',
        '<rootDir>/src/features/onboarding',
        '<rootDir>/src/features/referrals',
        '<rootDir>/src/features/favourites',
        '<rootDir>/src/features/dashboard',
        '<rootDir>/src/features/tours',
        '<rootDir>/src/features/contact',
        '<rootDir>/src/features/content',
        '<rootDir>/src/features/blog',
        '<rootDir>/src/features/dev-mailbox',
      ],
      EXTRAS_EXCLUDED,
    ),
    area(
      'owners',
      ['<rootDir>/src/features/owners', '<rootDir>/src/features/owner-profiles'],
      EXTRAS_EXCLUDED,
    ),
    area(
      'rentals',
      [
        '<rootDir>/src/features/reservations',
        '<rootDir>/src/features/condition-reports',
        '<rootDir>/src/features/cart',
        '<rootDir>/src/features/chat',
      ],
      EXTRAS_EXCLUDED,
    ),
    area('operator', ['<rootDir>/src/features/operator']),
    area('reports', ['<rootDir>/src/features/reports'], EXTRAS_EXCLUDED),
    // The shared contracts' field messages: one catalog with the server (its lingui.config.ts).
    {
      path: '<rootDir>/../../packages/shared/src/locales/{locale}/shared',
      include: ['<rootDir>/../../packages/shared/src'],
      exclude: ['**/*.test.*'],
    },
  ],
});
