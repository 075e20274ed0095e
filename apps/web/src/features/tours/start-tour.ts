import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, Tour } from '@ownless/shared';
import { loadAllCatalogs } from '@/lib/i18n';
import type * as RunTour from './utils/run-tour';

let loaded: typeof RunTour | null = null;

/**
 * Loads driver.js (and the tour styles) on demand and runs a tour. Everything that can go
 * wrong here (a chunk that does not load, driver.js throwing) is only logged.
 */
export async function startTour(
  tour: Tour,
  user: Pick<CurrentUser, 'fullName'>,
  queryClient: QueryClient,
): Promise<boolean> {
  try {
    // The steps' texts are in a catalog the first pages do not load (the home tour runs on one).
    const [module] = await Promise.all([import('./utils/run-tour'), loadAllCatalogs()]);
    loaded = module;
    return loaded.runTour({ tour, user, queryClient });
  } catch (error) {
    console.error(`The ${tour} tour could not start.`, error);
    return false;
  }
}

/** Ends a running tour (e.g. the home tour when the visitor leaves the home page). */
export function stopTour() {
  try {
    loaded?.stopRunningTour();
  } catch (error) {
    console.error('The tour could not be closed.', error);
  }
}
