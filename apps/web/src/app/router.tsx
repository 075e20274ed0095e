import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router';
import { MinimalLayout } from '@/components/layouts/minimal-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { guard, twoFactorGuard } from './guards';
import { RouteError } from './routes/route-error';

/** Route modules default-export their component; React Router loads them on demand. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const module = await load();
  return { Component: module.default };
};

/** Every public route that has content (spec §2). Route components are lazy-loaded. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/home')) },
  { path: 'features', lazy: page(() => import('./routes/features')) },
  { path: 'pricing', lazy: page(() => import('./routes/pricing')) },
  { path: 'faqs', lazy: page(() => import('./routes/faqs')) },
  { path: 'terms', lazy: page(() => import('./routes/terms')) },
  { path: 'privacy', lazy: page(() => import('./routes/privacy')) },
  { path: 'contact', lazy: page(() => import('./routes/contact')) },
  { path: 'blogs', lazy: page(() => import('./routes/blogs')) },
  { path: 'blog-sidebar', lazy: page(() => import('./routes/blog-sidebar')) },
  { path: 'blog-detail', lazy: page(() => import('./routes/blog-detail')) },
  { path: 'blog-detail/:id', lazy: page(() => import('./routes/blog-detail')) },
  { path: 'banner-page', lazy: page(() => import('./routes/banner-page')) },
  // Discovery (issue 5): search pages, buy and sell.
  { path: 'grid', lazy: page(() => import('./routes/discovery/grid')) },
  { path: 'grid-sidebar', lazy: page(() => import('./routes/discovery/grid-sidebar')) },
  { path: 'grid-map', lazy: page(() => import('./routes/discovery/grid-map')) },
  { path: 'list', lazy: page(() => import('./routes/discovery/list')) },
  { path: 'list-sidebar', lazy: page(() => import('./routes/discovery/list-sidebar')) },
  { path: 'list-map', lazy: page(() => import('./routes/discovery/list-map')) },
  { path: 'buy', lazy: page(() => import('./routes/discovery/buy')) },
  { path: 'sell', lazy: page(() => import('./routes/discovery/sell')) },
  // Listing cards link here; without an id it shows a featured listing.
  { path: 'listing-detail', lazy: page(() => import('./routes/discovery/listing-detail')) },
  {
    id: 'listing-detail',
    path: 'listing-detail/:id',
    lazy: page(() => import('./routes/discovery/listing-detail')),
  },
  {
    path: 'property-detail-two',
    lazy: page(() => import('./routes/discovery/property-detail-two')),
  },
  {
    path: 'property-detail-two/:id',
    lazy: page(() => import('./routes/discovery/property-detail-two')),
  },
  // Owners (without an id, the first one of the directory).
  { path: 'agents', lazy: page(() => import('./routes/discovery/agents')) },
  { path: 'agent-profile', lazy: page(() => import('./routes/discovery/agent-profile')) },
  { path: 'agent-profile/:id', lazy: page(() => import('./routes/discovery/agent-profile')) },
  { path: 'owner-profile/:id', lazy: page(() => import('./routes/discovery/owner-profile')) },
  { path: 'agencies', lazy: page(() => import('./routes/discovery/agencies')) },
  { path: 'agency-profile', lazy: page(() => import('./routes/discovery/agency-profile')) },
  { path: 'agency-profile/:id', lazy: page(() => import('./routes/discovery/agency-profile')) },

  // Accounts (spec §2 "Other auth screens"; guests only for login and signup).
  { path: 'auth-login', loader: guard('guest'), lazy: page(() => import('./routes/auth/login')) },
  { path: 'auth-signup', loader: guard('guest'), lazy: page(() => import('./routes/auth/signup')) },
  { path: 'auth-re-password', lazy: page(() => import('./routes/auth/forgot-password')) },
  { path: 'reset-password/:token', lazy: page(() => import('./routes/auth/reset-password')) },
  { path: 'verify-email', lazy: page(() => import('./routes/auth/verify-email')) },
  { path: '2fa', loader: twoFactorGuard, lazy: page(() => import('./routes/auth/two-factor')) },
  { path: 'forbidden', lazy: page(() => import('./routes/forbidden')) },
  { path: 'dev/mailbox', lazy: page(() => import('./routes/dev-mailbox')) },

  // The renter's cart and the checkout of an approved reservation (spec §2; login needed).
  {
    path: 'shopping-cart/:cartId',
    loader: guard('signed-in'),
    lazy: page(() => import('./routes/rentals/shopping-cart')),
  },
  {
    path: 'checkout/:reservationId',
    loader: guard('signed-in'),
    lazy: page(() => import('./routes/rentals/checkout')),
  },

  { path: '*', lazy: page(() => import('./routes/not-found')) },
];

/** Stand-alone pages without the site navigation. */
export const standaloneRoutes: RouteObject[] = [
  { path: 'comingsoon', lazy: page(() => import('./routes/comingsoon')) },
  { path: 'maintenance', lazy: page(() => import('./routes/maintenance')) },
];

/** The add-listing wizard after step 1 (spec §2). */
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
 * Owners' pages (spec §6): explore-listings, the add-listing wizard, listing edit and every
 * /admin/bookings page. One guard for all of them; step 1 has its own rule (below).
 */
export const sellerRoutes: RouteObject[] = [
  { path: 'explore-listings', lazy: page(() => import('./routes/admin/owners/explore-listings')) },
  // Step 1 of a saved draft (Back from step 2), then steps 2 to preview.
  ...['step-1', ...ADD_LISTING_STEPS].map((step) => ({
    path: `add-listing/:listingId/${step}`,
    lazy: page(() => import('./routes/admin/owners/add-listing-step')),
  })),
  {
    path: 'listings/edit-listing/:listingId',
    lazy: page(() => import('./routes/admin/owners/edit-listing')),
  },
  {
    path: 'bookings',
    children: [
      { index: true, loader: () => redirect(paths.bookings.ongoing) },
      ...[
        'for-confirmations',
        'confirmed-bookings',
        'completed-bookings',
        'cancelled-bookings',
      ].map((path) => ({ path, lazy: page(() => import('./routes/rentals/reservation-list')) })),
      ...[':requestId/reservation-request', ':requestId/confirmed-reservation'].map((path) => ({
        path,
        lazy: page(() => import('./routes/rentals/reservation-detail')),
      })),
      { path: '*', lazy: page(() => import('./routes/admin/not-found')) },
    ],
  },
];

/** Everything under /admin (spec §2 "Signed-in area"): login needed. */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/admin/dashboard')) },
  { path: 'profile', lazy: page(() => import('./routes/admin/profile')) },
  { path: 'profile-setting', lazy: page(() => import('./routes/admin/profile-settings')) },
  { path: 'starter', lazy: page(() => import('./routes/admin/starter')) },
  { path: 'my-referrals', lazy: page(() => import('./routes/admin/referrals')) },
  {
    path: 'seller-information',
    lazy: page(() => import('./routes/admin/owners/seller-information')),
  },
  { path: 'payment-method', lazy: page(() => import('./routes/admin/owners/payment-method')) },
  { path: 'chat', lazy: page(() => import('./routes/admin/chat')) },
  { path: 'favorite-property', lazy: page(() => import('./routes/discovery/favourites')) },
  { path: 'review', lazy: page(() => import('./routes/rentals/reviews')) },
  { path: 'thankyou', lazy: page(() => import('./routes/rentals/thank-you')) },
  { path: 'comingsoon', lazy: page(() => import('./routes/comingsoon')) },
  { path: 'maintenance', lazy: page(() => import('./routes/admin/maintenance')) },
  {
    path: 'my-rentals',
    children: [
      { index: true, loader: () => redirect(paths.rentals.ongoing) },
      ...[
        'for-confirmations',
        'approved-rentals',
        'rejected-rentals',
        'completed-booking',
        'cancelled-rentals',
      ].map((path) => ({ path, lazy: page(() => import('./routes/rentals/reservation-list')) })),
      {
        path: ':requestId/reservation-request',
        lazy: page(() => import('./routes/rentals/reservation-detail')),
      },
      { path: '*', lazy: page(() => import('./routes/admin/not-found')) },
    ],
  },
  // The public content pages, inside the dashboard (spec §2 lists them under /admin too).
  { path: 'faqs', lazy: page(() => import('./routes/faqs')) },
  { path: 'pricing', lazy: page(() => import('./routes/pricing')) },
  { path: 'privacy', lazy: page(() => import('./routes/privacy')) },
  { path: 'terms', lazy: page(() => import('./routes/terms')) },
  { path: 'blog', lazy: page(() => import('./routes/blogs')) },
  { path: 'blog-detail', lazy: page(() => import('./routes/blog-detail')) },
  { path: 'blog-detail/:id', lazy: page(() => import('./routes/blog-detail')) },
  // The owner's view of their listing (someone else's shows the public page).
  { path: 'listing-detail', lazy: page(() => import('./routes/discovery/listing-detail')) },
  { path: 'listing-detail/:id', lazy: page(() => import('./routes/admin/owners/listing-detail')) },

  // Step 1 of the wizard: an applicant (sellerStatus Pending) may start a draft.
  {
    path: 'add-listing/step-1',
    loader: guard('add-listing-start'),
    lazy: page(() => import('./routes/admin/owners/add-listing-start')),
  },
  { id: 'seller-only', loader: guard('seller'), children: sellerRoutes },

  // The operator console: users with the admin role; anyone else goes to /forbidden.
  {
    path: 'operator',
    loader: guard('admin'),
    children: [
      { index: true, loader: () => redirect(paths.operator.overview) },
      { path: 'overview', lazy: page(() => import('./routes/admin/operator/overview')) },
      { path: 'messages', lazy: page(() => import('./routes/admin/operator/messages')) },
      {
        path: 'seller-applications',
        lazy: page(() => import('./routes/admin/operator/seller-applications')),
      },
      { path: 'users', lazy: page(() => import('./routes/admin/operator/users')) },
      { path: 'users/:userId', lazy: page(() => import('./routes/admin/operator/user-detail')) },
      { path: 'listings', lazy: page(() => import('./routes/admin/operator/listings')) },
      { path: 'audit-log', lazy: page(() => import('./routes/admin/operator/audit-log')) },
      { path: 'reservations', lazy: page(() => import('./routes/admin/operator/reservations')) },
      {
        path: 'reservations/:reservationId',
        lazy: page(() => import('./routes/admin/operator/reservation-detail')),
      },
      { path: 'reviews', lazy: page(() => import('./routes/admin/operator/reviews')) },
      {
        path: 'content/:section?/:item?',
        lazy: page(() => import('./routes/admin/operator/content')),
      },
      { path: '*', lazy: page(() => import('./routes/admin/not-found')) },
    ],
  },

  // Any other /admin/ path shows an error page inside the dashboard (spec §2).
  { path: '*', lazy: page(() => import('./routes/admin/not-found')) },
];

export const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      // A pathless wrapper, so the layout stays on screen while a lazy page loads the first time.
      { HydrateFallback: PageSpinner, ErrorBoundary: RouteError, children: publicRoutes },
    ],
  },
  {
    Component: MinimalLayout,
    children: [
      { HydrateFallback: PageSpinner, ErrorBoundary: RouteError, children: standaloneRoutes },
    ],
  },
  {
    path: 'admin',
    loader: guard('signed-in'),
    // The dashboard's frame loads with the first dashboard page, not with the home page.
    lazy: async () => {
      const { AdminLayout } = await import('@/components/layouts/admin/admin-layout');
      return { Component: AdminLayout };
    },
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [{ ErrorBoundary: RouteError, children: adminRoutes }],
  },
];

export function AppRouter() {
  // Created once per app mount; the module-level router would run at import time in tests.
  const router = getRouter();
  return <RouterProvider router={router} />;
}

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;
function getRouter() {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}

/**
 * Resolves once the first page's code and data are loaded (its lazy module and loaders), so
 * the app mounts straight into the page instead of a spinner that would replace the words
 * the HTML painted first (src/first-paint.tsx).
 */
export function firstPageLoaded(): Promise<void> {
  const router = getRouter();
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
