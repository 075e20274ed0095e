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
 * Areas, so that a page loads only what it may show. A first page (home, search, a listing)
 * loads `shell` and its own area (`search` or `listing`): what its first screen shows. What a
 * first page shows only after a click or a scroll (the filter sidebar, the maps, the photo
 * viewer, the calendar, the reviews, the place suggestions) is in `browse`, which loads with
 * that code (`withCatalogs`, src/lib/i18n/catalogs.ts). The other areas load when a page of
 * theirs opens. A file belongs to every area whose `include` names it and whose `exclude` does
 * not: keep it in one. A new file in a first page's folders lands in that page's area (its
 * words are there when it renders); list it in LATER once it loads only after a click.
 *
 * `pseudo` is English with every message marked ⟦like this⟧ and lengthened: the browser tests
 * open pages in it, and any text without the marks was not translated.
 */
/** Home's and the search pages' route modules, and what only they show from elsewhere. */
const SEARCH_ROUTES = [
  'app/routes/home.tsx',
  'app/routes/discovery/grid*.tsx',
  'app/routes/discovery/list.tsx',
  'app/routes/discovery/list-*.tsx',
  'app/routes/discovery/buy.tsx',
  'app/routes/discovery/search-page*',
  'features/marketing/components/hero.tsx',
  'features/marketing/components/typewriter-text.tsx',
  'features/marketing/hooks/use-typewriter.ts',
  'components/places/place-field.tsx',
  'components/ui/pagination.tsx',
];

/** A listing's route modules and what its first screen shows from other features. */
const LISTING_ROUTES = [
  'app/routes/discovery/listing-detail.tsx',
  'app/routes/discovery/listing-page.tsx',
  'features/chat/components/start-chat-button.tsx',
  'features/reports/components/report-button.tsx',
];

/**
 * On every first page's first screen, beside the frame: a listing's heart, price and
 * instant-booking badge (on its card and its page's header).
 */
const EVERY_FIRST_PAGE = [
  'features/favourites/components/favourite-button.tsx',
  'features/listings/utils/listing-price.ts',
  'features/listings/components/instant-booking-badge.tsx',
  'features/discovery/components/map/lazy-maps.tsx',
];

/** A listing's card: on home's and the search pages' first screen. */
const LISTING_CARD = ['features/listings/components/listing-card.tsx'];

/**
 * What the first pages show only after a click or a scroll (`browse`): its code is a chunk of
 * its own, which loads the area's messages with it.
 */
const LATER = [
  'app/routes/discovery/listing-page-sections.tsx',
  'components/places/place-autocomplete.tsx',
  'components/places/place-provider.ts',
  'components/calendar/calendar.tsx',
  'components/ui/stars.tsx',
  'components/ui/review-list.tsx',
  'components/ui/dialog-frame.tsx',
  'features/marketing/components/promo-banner.tsx',
  'features/discovery/components/active-filter-chips.tsx',
  'features/discovery/components/back-to-dashboard.tsx',
  'features/discovery/components/filter-sidebar.tsx',
  'features/discovery/utils/filter-draft.ts',
  'features/discovery/utils/cluster.ts',
  'features/discovery/components/map/base-map.tsx',
  'features/discovery/components/map/location-map.tsx',
  'features/discovery/components/map/map-popup.tsx',
  'features/discovery/components/map/results-map.tsx',
  'features/listings/components/availability-calendar.tsx',
  'features/listings/components/gallery-viewer.tsx',
  'features/listings/components/listing-missing.tsx',
  'features/listings/components/listing-reviews.tsx',
  'features/listings/components/reviews-placeholder.tsx',
  'features/listings/components/listing-detail/availability-section.tsx',
  'features/listings/components/listing-detail/description-section.tsx',
  'features/listings/components/listing-detail/handover-section.tsx',
  'features/listings/components/listing-detail/listing-sections.tsx',
  'features/listings/components/listing-detail/policy-section.tsx',
  'features/listings/components/listing-detail/reviews-section.tsx',
  'features/listings/components/listing-detail/specs-section.tsx',
  'features/listings/components/quote-box/owner-shortcuts.tsx',
  'features/listings/components/quote-box/quote-actions.tsx',
  'features/owner-profiles/components/owner-summary.tsx',
  'features/owner-profiles/components/owner-rating.tsx',
];

/**
 * The quote box's checks: said only once the renter touched a field or pressed a button, so
 * their catalog (`quote-checks`) loads then, not with a listing's first page.
 */
const QUOTE_CHECKS = ['features/listings/utils/quote-checks.ts'];

/** Shared parts that no first page shows to a guest (the signed-in frame, password fields). */
const NOT_ON_FIRST_PAGES = [
  'components/layouts/signed-in-nav.tsx',
  'components/layouts/account-menu.tsx',
  'components/layouts/minimal-layout.tsx',
  'components/ui/confirm-dialog.tsx',
  'components/ui/evidence-photos.tsx',
  'components/ui/form-fields.tsx',
  'components/ui/new-password-fields.tsx',
  'components/ui/next-step-links.tsx',
  'components/ui/not-found-panel.tsx',
  'components/ui/password-input.tsx',
  'components/ui/password-strength-meter.tsx',
  'components/ui/photo-picker.tsx',
  'lib/rental-period.ts',
  'lib/reservation-events.ts',
  'lib/socket.ts',
  'lib/system-message.ts',
];

const included = (files: string[]) => files.map((file) => `<rootDir>/src/${file}`);
const excluded = (files: string[]) => files.map((file) => `**/src/${file}`);
/** Every file the lists above name: the folder-wide areas leave them to their list's area. */
const LISTED = [
  ...SEARCH_ROUTES,
  ...LISTING_ROUTES,
  ...EVERY_FIRST_PAGE,
  ...LISTING_CARD,
  ...LATER,
  ...QUOTE_CHECKS,
  ...NOT_ON_FIRST_PAGES,
];

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
    // The frame of every page and what every first page's first screen shows besides.
    area(
      'shell',
      [
        '<rootDir>/src/app/*.tsx',
        '<rootDir>/src/app/routes/route-error.tsx',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/hooks',
        '<rootDir>/src/stores',
        '<rootDir>/src/config',
        '<rootDir>/src/first-paint.tsx',
        ...included(EVERY_FIRST_PAGE),
      ],
      [
        '**/src/components/layouts/admin/**',
        ...excluded(SEARCH_ROUTES),
        ...excluded(LATER),
        ...excluded(NOT_ON_FIRST_PAGES),
      ],
    ),
    // Home's and the search pages' first screen: the search form, the results, the cards.
    area(
      'search',
      [...included(SEARCH_ROUTES), ...included(LISTING_CARD), '<rootDir>/src/features/discovery'],
      [...excluded(EVERY_FIRST_PAGE), ...excluded(LATER)],
    ),
    // A listing's first screen: its header, photos, prices and the quote box.
    area(
      'listing',
      [...included(LISTING_ROUTES), '<rootDir>/src/features/listings'],
      [
        ...excluded(EVERY_FIRST_PAGE),
        ...excluded(LISTING_CARD),
        ...excluded(LATER),
        ...excluded(QUOTE_CHECKS),
      ],
    ),
    // What the first pages show after a click or a scroll, loaded with its code.
    area('browse', included(LATER)),
    // The quote box's checks, loaded on the box's first touch.
    area('quote-checks', included(QUOTE_CHECKS)),
    // Every other page's own words, the signed-in frame (sidebar, top bar), the marketing pages
    // and the shared parts no first page shows.
    area(
      'pages',
      [
        '<rootDir>/src/app/routes',
        '<rootDir>/src/components/layouts/admin',
        '<rootDir>/src/features/marketing',
        ...included(NOT_ON_FIRST_PAGES),
      ],
      [
        '**/src/app/routes/route-error.tsx',
        ...excluded(LISTED.filter((file) => !NOT_ON_FIRST_PAGES.includes(file))),
      ],
    ),
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
      excluded(LISTED),
    ),
    area(
      'owners',
      ['<rootDir>/src/features/owners', '<rootDir>/src/features/owner-profiles'],
      excluded(LISTED),
    ),
    area(
      'rentals',
      [
        '<rootDir>/src/features/reservations',
        '<rootDir>/src/features/condition-reports',
        '<rootDir>/src/features/claims',
        '<rootDir>/src/features/cart',
        '<rootDir>/src/features/chat',
      ],
      excluded(LISTED),
    ),
    area('operator', ['<rootDir>/src/features/operator']),
    area('reports', ['<rootDir>/src/features/reports'], excluded(LISTED)),
    // The shared contracts' field messages: one catalog with the server (its lingui.config.ts).
    {
      path: '<rootDir>/../../packages/shared/src/locales/{locale}/shared',
      include: ['<rootDir>/../../packages/shared/src'],
      exclude: ['**/*.test.*'],
    },
  ],
});
