import type { CurrentUser } from '@ownless/shared';

/** The guided tours of the dashboard; the home tour runs on home. */
export type DashboardTour = 'seller' | 'renter';

type Launcher = (tour: DashboardTour, user: CurrentUser) => Promise<void>;

let launcher: Launcher | null = null;

/**
 * The tours live in a feature, which shared layout code (the admin sidebar's Start Tour)
 * may not import; the app registers the feature's launcher here at start-up, and the tour
 * code itself (driver.js) still loads only when a tour starts.
 */
export function registerTourLauncher(next: Launcher) {
  launcher = next;
}

/** Starts a dashboard tour. Failures are only logged. */
export function launchTour(tour: DashboardTour, user: CurrentUser) {
  if (!launcher) {
    console.error('The guided tour is not available.');
    return;
  }
  launcher(tour, user).catch((error: unknown) => console.error('The guided tour failed.', error));
}
