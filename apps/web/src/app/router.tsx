import { Suspense, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { i18n, loadAllCatalogs, loadCatalogs } from '@/lib/i18n';
import {
  LISTING_AREAS,
  SEARCH_AREAS,
  SEARCH_WITH_FILTERS_AREAS,
  type CatalogLocale,
} from '@/lib/i18n/catalogs';
import { guard, guardNavigationsOf, type GuardRule } from './guards';
import { RouteError } from './routes/route-error';

/**
 * A route module's page, its code and its language's messages loaded by the router before the
 * navigation commits (the page on screen stays meanwhile); with a rule, the guard decides too.
 */
function page(load: () => Promise<{ default: ComponentType }>, rule?: GuardRule) {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadAllCatalogs()]);
      return { Component: module.default };
    },
    ...(rule ? guard(rule) : {}),
  };
}

/**
 * A first page (home, search, a listing): its code and its own areas' messages only, so a
 * visitor who opens it first does not wait for the rest (start-up loaded the same areas for
 * the page opened first: firstPageAreas, lib/i18n/catalogs.ts).
 */
function firstPage(load: () => Promise<{ default: ComponentType }>, areas: readonly string[]) {
  return {
    lazy: async () => {
      const [module] = await Promise.all([
        load(),
        loadCatalogs(i18n.locale as CatalogLocale, areas),
      ]);
      return { Component: module.default };
    },
  };
}

// Pages shown at several paths: one component each, so moving between those paths keeps it.
const reservationList = page(() => import('./routes/rentals/reservation-list'));
const reservationDetail = page(() => import('./routes/rentals/reservation-detail'));
const adminNotFound = page(() => import('./routes/admin/not-found'));
const addListingStep = page(() => import('./routes/admin/owners/add-listing-step'));
const blogDetail = page(() => import('./routes/blog-detail'));
const listingDetail = firstPage(() => import('./routes/discovery/listing-detail'), LISTING_AREAS);
const propertyDetailTwo = page(() => import('./routes/discovery/property-detail-two'));
const agentProfile = page(() => import('./routes/discovery/agent-profile'));
const agencyProfile = page(() => import('./routes/discovery/agency-profile'));

/**
 * Where a layout's pages go: a page that throws (or whose code fails to download) shows the
 * error page inside the layout, until the visitor goes elsewhere; a page that suspends while
 * rendering shows a spinner.
 */
function Pages() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

const pages = (children: RouteObject[]): RouteObject => ({
  element: <Pages />,
  errorElement: <RouteError />,
  children,
});

/** Every public route that has content. Route components are lazy-loaded. */
export const publicRoutes: RouteObject[] = [
  { index: true, ...firstPage(() => import('./routes/home'), SEARCH_AREAS) },
  { path: 'features', ...page(() => import('./routes/features')) },
  { path: 'pricing', ...page(() => import('./routes/pricing')) },
  { path: 'faqs', ...page(() => import('./routes/faqs')) },
  { path: 'terms', ...page(() => import('./routes/terms')) },
  { path: 'privacy', ...page(() => import('./routes/privacy')) },
  { path: 'contact', ...page(() => import('./routes/contact')) },
  { path: 'blogs', ...page(() => import('./routes/blogs')) },
  { path: 'blog-sidebar', ...page(() => import('./routes/blog-sidebar')) },
  { path: 'blog-detail', ...blogDetail },
  { path: 'blog-detail/:id', ...blogDetail },
  { path: 'banner-page', ...page(() => import('./routes/banner-page')) },
  // Discovery: search pages, buy and sell.
  { path: 'grid', ...firstPage(() => import('./routes/discovery/grid'), SEARCH_AREAS) },
  {
    path: 'grid-sidebar',
    ...firstPage(() => import('./routes/discovery/grid-sidebar'), SEARCH_WITH_FILTERS_AREAS),
  },
  { path: 'grid-map', ...firstPage(() => import('./routes/discovery/grid-map'), SEARCH_AREAS) },
  { path: 'list', ...firstPage(() => import('./routes/discovery/list'), SEARCH_AREAS) },
  {
    path: 'list-sidebar',
    ...firstPage(() => import('./routes/discovery/list-sidebar'), SEARCH_WITH_FILTERS_AREAS),
  },
  { path: 'list-map', ...firstPage(() => import('./routes/discovery/list-map'), SEARCH_AREAS) },
  { path: 'buy', ...firstPage(() => import('./routes/discovery/buy'), SEARCH_WITH_FILTERS_AREAS) },
  { path: 'sell', ...page(() => import('./routes/discovery/sell')) },
  // Listing cards link here; without an id it shows a featured listing.
  { path: 'listing-detail', ...listingDetail },
  { path: 'listing-detail/:id', ...listingDetail },
  {
    path: 'property-detail-two',
    ...propertyDetailTwo,
  },
  {
    path: 'property-detail-two/:id',
    ...propertyDetailTwo,
  },
  // Owners (without an id, the first one of the directory).
  { path: 'agents', ...page(() => import('./routes/discovery/agents')) },
  { path: 'agent-profile', ...agentProfile },
  { path: 'agent-profile/:id', ...agentProfile },
  { path: 'owner-profile/:id', ...page(() => import('./routes/discovery/owner-profile')) },
  { path: 'agencies', ...page(() => import('./routes/discovery/agencies')) },
  { path: 'agency-profile', ...agencyProfile },
  { path: 'agency-profile/:id', ...agencyProfile },

  // Accounts (guests only for login and signup).
  { path: 'auth-login', ...page(() => import('./routes/auth/login'), 'guest') },
  { path: 'auth-signup', ...page(() => import('./routes/auth/signup'), 'guest') },
  { path: 'auth-re-password', ...page(() => import('./routes/auth/forgot-password')) },
  { path: 'reset-password/:token', ...page(() => import('./routes/auth/reset-password')) },
  { path: 'verify-email', ...page(() => import('./routes/auth/verify-email')) },
  { path: '2fa', ...page(() => import('./routes/auth/two-factor'), '2fa') },
  { path: 'forbidden', ...page(() => import('./routes/forbidden')) },
  { path: 'dev/mailbox', ...page(() => import('./routes/dev-mailbox')) },

  // The renter's cart and the checkout of an approved reservation (login needed).
  {
    path: 'shopping-cart/:cartId',
    ...page(() => import('./routes/rentals/shopping-cart'), 'signed-in'),
  },
  {
    path: 'checkout/:reservationId',
    ...page(() => import('./routes/rentals/checkout'), 'signed-in'),
  },

  { path: '*', ...page(() => import('./routes/not-found')) },
];

/** Stand-alone pages without the site navigation. */
export const standaloneRoutes: RouteObject[] = [
  { path: 'comingsoon', ...page(() => import('./routes/comingsoon')) },
  { path: 'maintenance', ...page(() => import('./routes/maintenance')) },
];

/** The add-listing wizard after step 1. */
export const ADD_LISTING_STEPS = [
  'step-2',
  'step-3',
  'step-4',
  'step-5',
  'step-6',
  'step-7',
  'policies',
  'preview',
] as const;

/**
 * Owners' pages (a seller with payouts connected): explore-listings, the add-listing wizard,
 * listing edit and every /admin/bookings page. One guard for all of them; step 1 has its own rule
 * (below).
 */
export const sellerRoutes: RouteObject[] = [
  { path: 'explore-listings', ...page(() => import('./routes/admin/owners/explore-listings')) },
  { path: 'calendar', ...page(() => import('./routes/admin/owners/calendar')) },
  // Step 1 of a saved draft (Back from step 2), then steps 2 to preview.
  ...['step-1', ...ADD_LISTING_STEPS].map((step) => ({
    path: `add-listing/:listingId/${step}`,
    ...addListingStep,
  })),
  {
    path: 'listings/edit-listing/:listingId',
    ...page(() => import('./routes/admin/owners/edit-listing')),
  },
  {
    path: 'bookings',
    children: [
      { index: true, element: <Navigate to={paths.bookings.ongoing} replace /> },
      ...[
        'for-confirmations',
        'confirmed-bookings',
        'completed-bookings',
        'cancelled-bookings',
      ].map((path) => ({ path, ...reservationList })),
      ...[':requestId/reservation-request', ':requestId/confirmed-reservation'].map((path) => ({
        path,
        ...reservationDetail,
      })),
      { path: '*', ...adminNotFound },
    ],
  },
];

/** Everything under /admin, the signed-in area: login needed. */
export const adminRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./routes/admin/dashboard')) },
  { path: 'profile', ...page(() => import('./routes/admin/profile')) },
  { path: 'profile-setting', ...page(() => import('./routes/admin/profile-settings')) },
  { path: 'starter', ...page(() => import('./routes/admin/starter')) },
  { path: 'my-referrals', ...page(() => import('./routes/admin/referrals')) },
  {
    path: 'seller-information',
    ...page(() => import('./routes/admin/owners/seller-information')),
  },
  { path: 'payment-method', ...page(() => import('./routes/admin/owners/payment-method')) },
  { path: 'chat', ...page(() => import('./routes/admin/chat')) },
  { path: 'favorite-property', ...page(() => import('./routes/discovery/favourites')) },
  { path: 'review', ...page(() => import('./routes/rentals/reviews')) },
  { path: 'thankyou', ...page(() => import('./routes/rentals/thank-you')) },
  { path: 'comingsoon', ...page(() => import('./routes/comingsoon')) },
  { path: 'maintenance', ...page(() => import('./routes/admin/maintenance')) },
  {
    path: 'my-rentals',
    children: [
      { index: true, element: <Navigate to={paths.rentals.ongoing} replace /> },
      ...[
        'for-confirmations',
        'approved-rentals',
        'rejected-rentals',
        'completed-booking',
        'cancelled-rentals',
      ].map((path) => ({ path, ...reservationList })),
      {
        path: ':requestId/reservation-request',
        ...reservationDetail,
      },
      { path: '*', ...adminNotFound },
    ],
  },
  // The public content pages, inside the dashboard (they are under /admin too).
  { path: 'faqs', ...page(() => import('./routes/faqs')) },
  { path: 'pricing', ...page(() => import('./routes/pricing')) },
  { path: 'privacy', ...page(() => import('./routes/privacy')) },
  { path: 'terms', ...page(() => import('./routes/terms')) },
  { path: 'blog', ...page(() => import('./routes/blogs')) },
  { path: 'blog-detail', ...blogDetail },
  { path: 'blog-detail/:id', ...blogDetail },
  // The owner's view of their listing (someone else's shows the public page).
  { path: 'listing-detail', ...listingDetail },
  { path: 'listing-detail/:id', ...page(() => import('./routes/admin/owners/listing-detail')) },

  // Step 1 of the wizard: an applicant (sellerStatus Pending) may start a draft.
  {
    path: 'add-listing/step-1',
    ...page(() => import('./routes/admin/owners/add-listing-start'), 'add-listing-start'),
  },
  { ...guard('seller'), children: sellerRoutes },

  // The operator console: users with the admin role; anyone else goes to /forbidden.
  {
    path: 'operator',
    ...guard('admin'),
    children: [
      { index: true, element: <Navigate to={paths.operator.overview} replace /> },
      { path: 'overview', ...page(() => import('./routes/admin/operator/overview')) },
      { path: 'messages', ...page(() => import('./routes/admin/operator/messages')) },
      {
        path: 'seller-applications',
        ...page(() => import('./routes/admin/operator/seller-applications')),
      },
      { path: 'users', ...page(() => import('./routes/admin/operator/users')) },
      { path: 'users/:userId', ...page(() => import('./routes/admin/operator/user-detail')) },
      { path: 'listings', ...page(() => import('./routes/admin/operator/listings')) },
      { path: 'audit-log', ...page(() => import('./routes/admin/operator/audit-log')) },
      { path: 'reservations', ...page(() => import('./routes/admin/operator/reservations')) },
      {
        path: 'reservations/:reservationId',
        ...page(() => import('./routes/admin/operator/reservation-detail')),
      },
      { path: 'reviews', ...page(() => import('./routes/admin/operator/reviews')) },
      { path: 'reports', ...page(() => import('./routes/admin/operator/reports')) },
      { path: 'reports/:reportId', ...page(() => import('./routes/admin/operator/report-detail')) },
      { path: 'claims', ...page(() => import('./routes/admin/operator/claims')) },
      { path: 'claims/:claimId', ...page(() => import('./routes/admin/operator/claim-detail')) },
      {
        path: 'content/:section?/:item?',
        ...page(() => import('./routes/admin/operator/content')),
      },
      { path: '*', ...adminNotFound },
    ],
  },

  // Any other /admin/ path shows an error page inside the dashboard.
  { path: '*', ...adminNotFound },
];

/** The dashboard's frame loads with the first dashboard page, not with the home page. */
async function adminLayout() {
  const { AdminLayout } = await import('@/components/layouts/admin/admin-layout');
  return { Component: AdminLayout };
}

/** The stand-alone pages' frame loads with them: no first page of the site needs it. */
async function minimalLayout() {
  const { MinimalLayout } = await import('@/components/layouts/minimal-layout');
  return { Component: MinimalLayout };
}

export const routes: RouteObject[] = [
  { element: <PublicLayout />, children: [pages(publicRoutes)] },
  { lazy: minimalLayout, children: [pages(standaloneRoutes)] },
  {
    path: 'admin',
    lazy: adminLayout,
    // The dashboard's frame itself failing shows the error page without it.
    errorElement: <RouteError />,
    ...guard('signed-in'),
    children: [pages(adminRoutes)],
  },
];

let router: DataRouter | undefined;

/**
 * Creates the app's router on the browser's history and resolves once the first page's code and
 * guards are settled, so the app mounts straight into the page instead of a spinner that would
 * replace the words the HTML painted first (src/first-paint.tsx). A failure is left for the page
 * to show.
 */
export function startRouter(): Promise<void> {
  const started = createBrowserRouter(routes);
  guardNavigationsOf(started);
  router = started;
  if (started.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = started.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The app's routes in the browser (after `startRouter()`). */
export function AppRouter() {
  if (!router) throw new Error('startRouter() must run before the app renders.');
  return (
    <Suspense fallback={<PageSpinner />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
