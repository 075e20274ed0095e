import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { MinimalLayout } from '@/components/layouts/minimal-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { browserHistory, NavigationRouter, openingNavigationId } from '@/lib/navigation';
import { Guard, guardDecision, type GuardRule } from './guards';
import { RouteErrorBoundary } from './routes/route-error';

/** What a route needs before it can show: its code, its guard's decision. */
type RouteHandle = { preload?: () => Promise<unknown>; guard?: GuardRule };

/**
 * A component whose code loads on first render (it suspends until then), or earlier through
 * `preload`, after which it renders at once: the first page's code is preloaded before the
 * app mounts, so the first render does not suspend and replace what index.html painted.
 */
function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  function Lazy(props: P) {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Lazy, preload };
}

/** A route module's page, loaded on demand; with a rule, the guard decides first. */
function page(load: () => Promise<{ default: ComponentType }>, rule?: GuardRule) {
  const { Lazy, preload } = lazyComponent(async () => (await load()).default);
  const handle: RouteHandle = { preload, guard: rule };
  return {
    element: rule ? (
      <Guard rule={rule}>
        <Lazy />
      </Guard>
    ) : (
      <Lazy />
    ),
    handle,
  };
}

/** A pathless route whose children only show to those `rule` lets in. */
const guarded = (rule: GuardRule) => ({ element: <Guard rule={rule} />, handle: { guard: rule } });

// Pages shown at several paths: one component each, so moving between those paths keeps it.
const reservationList = page(() => import('./routes/rentals/reservation-list'));
const reservationDetail = page(() => import('./routes/rentals/reservation-detail'));
const adminNotFound = page(() => import('./routes/admin/not-found'));
const addListingStep = page(() => import('./routes/admin/owners/add-listing-step'));
const blogDetail = page(() => import('./routes/blog-detail'));
const listingDetail = page(() => import('./routes/discovery/listing-detail'));
const propertyDetailTwo = page(() => import('./routes/discovery/property-detail-two'));
const agentProfile = page(() => import('./routes/discovery/agent-profile'));
const agencyProfile = page(() => import('./routes/discovery/agency-profile'));

/**
 * Where a layout's pages go: a page that throws shows the error page inside the layout, and
 * one whose code is loading for the first time shows a spinner; later navigations keep the
 * current page until the next one is ready (lib/navigation).
 */
function Pages() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Every public route that has content. Route components are lazy-loaded. */
export const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./routes/home')) },
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
  { path: 'grid', ...page(() => import('./routes/discovery/grid')) },
  { path: 'grid-sidebar', ...page(() => import('./routes/discovery/grid-sidebar')) },
  { path: 'grid-map', ...page(() => import('./routes/discovery/grid-map')) },
  { path: 'list', ...page(() => import('./routes/discovery/list')) },
  { path: 'list-sidebar', ...page(() => import('./routes/discovery/list-sidebar')) },
  { path: 'list-map', ...page(() => import('./routes/discovery/list-map')) },
  { path: 'buy', ...page(() => import('./routes/discovery/buy')) },
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
  { ...guarded('seller'), children: sellerRoutes },

  // The operator console: users with the admin role; anyone else goes to /forbidden.
  {
    path: 'operator',
    ...guarded('admin'),
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
const adminLayout = lazyComponent(async () => {
  const { AdminLayout } = await import('@/components/layouts/admin/admin-layout');
  return AdminLayout;
});

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [{ element: <Pages />, children: publicRoutes }],
  },
  {
    element: <MinimalLayout />,
    children: [{ element: <Pages />, children: standaloneRoutes }],
  },
  {
    path: 'admin',
    element: (
      <RouteErrorBoundary>
        <Guard rule="signed-in">
          <adminLayout.Lazy />
        </Guard>
      </RouteErrorBoundary>
    ),
    handle: { preload: adminLayout.preload, guard: 'signed-in' } satisfies RouteHandle,
    children: [{ element: <Pages />, children: adminRoutes }],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/** The app's routes in the browser; `Suspense` here holds the first visit to the dashboard. */
export function AppRouter({ children }: { children?: ReactNode }) {
  return (
    <NavigationRouter history={browserHistory()}>
      <Suspense fallback={<PageSpinner />}>
        <AppRoutes />
      </Suspense>
      {children}
    </NavigationRouter>
  );
}

/**
 * Resolves once the first page's code and guards are settled, so the app mounts straight into
 * the page instead of a spinner that would replace the words the HTML painted first
 * (src/first-paint.tsx). A failure is left for the page to show.
 */
export async function firstPageLoaded(): Promise<void> {
  const history = browserHistory();
  const { location } = history;
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.allSettled(
    matches.flatMap(({ route }) => {
      const handle = route.handle as RouteHandle | undefined;
      return [
        handle?.preload?.(),
        handle?.guard ? guardDecision(handle.guard, openingNavigationId(history)) : undefined,
      ];
    }),
  );
}
