import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, Tour } from '@ownless/shared';
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
    loaded = await import('./utils/run-tour');
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
