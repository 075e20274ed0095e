import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router';
import { MinimalLayout } from '@/components/layouts/minimal-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
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
  // Listing cards link here; without an id there is nothing to show, so go to the list.
  { path: 'listing-detail', loader: () => redirect(paths.home) },
  {
    id: 'listing-detail',
    path: 'listing-detail/:id',
    lazy: page(() => import('./routes/listing-detail')),
  },
  { path: '*', lazy: page(() => import('./routes/not-found')) },
];

/** Stand-alone pages without the site navigation. */
export const standaloneRoutes: RouteObject[] = [
  { path: 'comingsoon', lazy: page(() => import('./routes/comingsoon')) },
  { path: 'maintenance', lazy: page(() => import('./routes/maintenance')) },
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
